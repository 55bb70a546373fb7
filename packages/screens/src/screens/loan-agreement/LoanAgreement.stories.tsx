import { LoanAgreement } from '@lendview/screens/loan-agreement';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GRIEVANCE } from '@stories/support/grievance';
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

const query = 'orderNo=174';
/** Mexico's carátula at the top of the agreement, every item sent, the UNE and CONDUSEF from the lender's settings. */
export const CaratulaSpanish: Story = { parameters: { lendview: { market: 'es', query, config: { grievance: GRIEVANCE } } } };
/** India's Key Fact Statement as the agreement's summary box, the grievance officer from the lender's settings. */
export const KeyFactStatementEnglish: Story = {
  parameters: { lendview: { market: 'en', query, config: { grievance: GRIEVANCE } } },
};
/** The contract's figures only: the carátula shows what it has. */
export const CaratulaPartialSpanish: Story = {
  parameters: { lendview: { market: 'es', query, fake: { disclosure: 'partial' } } },
};
/** The contract's figures only (English). */
export const KeyFactStatementPartialEnglish: Story = {
  parameters: { lendview: { market: 'en', query, fake: { disclosure: 'partial' } } },
};
/** A contract without key facts: the promissory note alone. */
export const NoKeyFacts: Story = { parameters: { lendview: { market: 'es', query, fake: { disclosure: 'none' } } } };
