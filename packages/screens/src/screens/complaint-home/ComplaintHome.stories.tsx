import { ComplaintHome } from '@lendview/screens/complaint-home';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GRIEVANCE } from '@stories/support/grievance';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Complaint home', component: ComplaintHome } satisfies Meta<typeof ComplaintHome>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['complaintInit']);
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** A settled order: collection complaints are refused for it (isShow 0). */
export const OrderWithoutCollection: Story = {
  parameters: { lendview: { market: 'en', session: { userId: '1001', orderId: '200' } } },
};

/** Opened without an order: the borrower picks one with All, or a type that needs none. */
export const NoOrderSelected: Story = {
  parameters: { lendview: { market: 'es', session: { userId: '1001' } } },
};

/** The lender's UNE and CONDUSEF at the foot of the complaint home. */
export const GrievanceSpanish: Story = { parameters: { lendview: { market: 'es', config: { grievance: GRIEVANCE } } } };
