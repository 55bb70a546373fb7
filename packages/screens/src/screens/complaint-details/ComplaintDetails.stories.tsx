import { ComplaintDetails } from '@lendview/screens/complaint-details';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Complaint details', component: ComplaintDetails } satisfies Meta<typeof ComplaintDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Complaint 1 has a reply with an image and asks for a score (the invitation shows after 3 s). */
const states = screenStates(['complaintDetail'], { query: 'problemId=1' });
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** A reply without images, no score asked. */
export const ReplyTextOnly: Story = { parameters: { lendview: { market: 'en', query: 'problemId=2' } } };

/** Not answered yet: the handling result is not shown. */
export const AwaitingReply: Story = { parameters: { lendview: { market: 'es', query: 'problemId=3' } } };
