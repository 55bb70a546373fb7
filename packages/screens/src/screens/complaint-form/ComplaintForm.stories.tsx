import { ComplaintForm } from '@lendview/screens/complaint-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Complaint form', component: ComplaintForm } satisfies Meta<typeof ComplaintForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['complaintFormInit'], { query: 'type=1&subType=102&orderNo=174' });
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** A type without sub-types: one tag. */
export const OtherType: Story = { parameters: { lendview: { market: 'en', query: 'type=4&orderNo=174' } } };

/** Opened without a type: the borrower is sent back to choose one. */
export const NoType: Story = { parameters: { lendview: { market: 'es', query: '' } } };
