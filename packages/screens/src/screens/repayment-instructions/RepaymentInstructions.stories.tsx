import { RepaymentInstructions } from '@lendview/screens/repayment-instructions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Repayment instructions', component: RepaymentInstructions } satisfies Meta<
  typeof RepaymentInstructions
>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = screenStates(['repaymentInstruction'], { query: 'requestType=1&amount=1,200.00&payCode=PAYU' });
export const English: Story = states.English;
export const Spanish: Story = { parameters: { lendview: { market: 'es', query: 'requestType=1&amount=3,420.00&payCode=OXXO' } } };
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** Paying an extension (`requestType=2`), reached from the extension screen's channels. */
export const Extension: Story = { parameters: { lendview: { market: 'es', query: 'requestType=2&amount=520&payCode=SPEI' } } };

/** A link without its amount or pay code: a message, and no request. */
export const IncompleteLink: Story = { parameters: { lendview: { market: 'en', query: 'requestType=1' } } };
