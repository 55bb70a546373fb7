import { LoanAgreement } from '@lendview/screens/loan-agreement';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Loan agreement', component: LoanAgreement } satisfies Meta<typeof LoanAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['contract'], { query: 'orderNo=174' });
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;
