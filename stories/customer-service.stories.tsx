import { CustomerService } from '@lendview/screens/customer-service';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GRIEVANCE } from './support/grievance';
import { screenStates } from './support/states';

const meta = { title: 'Screens/Customer service', component: CustomerService } satisfies Meta<typeof CustomerService>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['contactInfo']);
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const NetworkError: Story = states.NetworkError;

/** The lender's Grievance Redressal Officer and RBI's complaint portal below the contacts. */
export const GrievanceEnglish: Story = { parameters: { lendview: { market: 'en', config: { grievance: GRIEVANCE } } } };

/** The lender's UNE and CONDUSEF below the contacts. */
export const GrievanceSpanish: Story = { parameters: { lendview: { market: 'es', config: { grievance: GRIEVANCE } } } };
