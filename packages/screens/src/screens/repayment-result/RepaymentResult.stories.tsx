import { RepaymentResult } from '@lendview/screens/repayment-result';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Screens/Repayment result', component: RepaymentResult } satisfies Meta<typeof RepaymentResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { parameters: { lendview: { market: 'en', query: 'result=success&amount=1,200.00' } } };
export const Spanish: Story = { parameters: { lendview: { market: 'es', query: 'result=success&amount=1,200.00' } } };
/** The payment did not go through: customer service is offered too. */
export const Failure: Story = { parameters: { lendview: { market: 'es', query: 'result=failure&amount=1,200.00' } } };
/** No result in the address: neither success nor failure is claimed. */
export const Processing: Story = { parameters: { lendview: { market: 'en', query: '' } } };
