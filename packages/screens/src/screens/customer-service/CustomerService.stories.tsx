import { CustomerService } from '@lendview/screens/customer-service';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GRIEVANCE } from '@stories/support/grievance';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Customer service', component: CustomerService } satisfies Meta<typeof CustomerService>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the server knows no telephone or e-mail, so the screen says so. */
const states = screenStates(
  ['contactInfo'],
  {},
  { answers: { contactInfo: () => Promise.resolve({ messagingNumber: '', telephone: '', email: '' }) } },
);
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;
export const EmptyEnglish: Story = states.EmptyEnglish;
export const EmptySpanish: Story = states.EmptySpanish;
/** The lender's Grievance Redressal Officer and RBI's complaint portal below the contacts. */
export const GrievanceEnglish: Story = { parameters: { lendview: { market: 'en', config: { grievance: GRIEVANCE } } } };

/** The lender's UNE and CONDUSEF below the contacts. */
export const GrievanceSpanish: Story = { parameters: { lendview: { market: 'es', config: { grievance: GRIEVANCE } } } };
