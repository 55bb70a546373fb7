import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Loan confirmation', component: LoanConfirmation } satisfies Meta<typeof LoanConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

const session = { userId: '1001', productId: '1' };
const states = screenStates(['loanQuote'], { session });
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** No coupon on the offer: the coupon row is left out. */
export const NoCoupon: Story = { parameters: { lendview: { market: 'en', session, fake: { coupon: false } } } };

/** The re-quote popup: a countdown, then the offer reloads (after 5.5 s) with a new amount. */
export const Requote: Story = { parameters: { lendview: { market: 'es', session, fake: { requote: true } } } };

/** The agreement box unchecked: Submit is grey and a hint says why. */
export const AgreementUnchecked: Story = {
  parameters: { lendview: { market: 'en', session } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('checkbox'));
  },
};

/** Key facts with the lender's APR (English market's default offer), the full statement unfolded. */
export const KeyFactsStatement: Story = {
  parameters: { lendview: { market: 'en', session } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Full Key Facts Statement'));
  },
};

/** Key facts without the lender's figure: the APR computed from the offer's cash flows. */
export const KeyFactsComputedApr: Story = {
  parameters: { lendview: { market: 'en', session, fake: { disclosure: 'computed' } } },
};

/** Key facts without the lender's figure in Mexico: the CAT from the flows, sin IVA. */
export const KeyFactsComputedCat: Story = {
  parameters: { lendview: { market: 'es', session, fake: { disclosure: 'computed' } } },
};

/** The lender's APR is 5 points off ours: its figure is shown and onError gets disclosure-mismatch. */
export const KeyFactsMismatchApr: Story = {
  parameters: { lendview: { market: 'en', session, fake: { disclosure: 'mismatch' } } },
};

/** The lender's CAT is 5 points off ours (Spanish market). */
export const KeyFactsMismatchCat: Story = {
  parameters: { lendview: { market: 'es', session, fake: { disclosure: 'mismatch' } } },
};

/** A disclosure that does not decode: no card (never half of one), onError gets disclosure-malformed. */
export const KeyFactsMalformed: Story = {
  parameters: { lendview: { market: 'en', session, fake: { disclosure: 'malformed' } } },
};

/** An offer without a disclosure: the screen as before the key facts. */
export const NoKeyFacts: Story = { parameters: { lendview: { market: 'es', session, fake: { disclosure: 'none' } } } };
