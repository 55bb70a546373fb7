import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { GRIEVANCE } from '@stories/support/grievance';
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
    await userEvent.click(
      await within(canvasElement).findByRole('checkbox', { name: 'I have read and agree to the loan contract' }),
    );
  },
};

/**
 * India's full Key Fact Statement unfolded below the APR (the English market's default offer, every
 * term sent): Part 1, Part 2 with the lender's grievance officer, the schedule annex.
 */
export const KeyFactStatementEnglish: Story = {
  parameters: { lendview: { market: 'en', session, config: { grievance: GRIEVANCE } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Full Key Fact Statement'));
    await within(canvasElement).findByRole('heading', { name: 'Annex: Repayment schedule' });
  },
};

/** The statement acknowledged: with the contract box, Submit goes ahead. */
export const KeyFactStatementAcknowledged: Story = {
  parameters: { lendview: { market: 'en', session } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' }),
    );
  },
};

/** Mexico's carátula unfolded below the CAT, every item sent, the UNE and CONDUSEF from the lender's settings. */
export const CaratulaSpanish: Story = {
  parameters: { lendview: { market: 'es', session, config: { grievance: GRIEVANCE } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Carátula de crédito'));
    await within(canvasElement).findByRole('heading', { name: 'ADVERTENCIAS' });
  },
};

/** The figures only (no proposal, validity, penal charges, providers or rates): the statement shows what it has. */
export const KeyFactStatementPartialEnglish: Story = {
  parameters: { lendview: { market: 'en', session, fake: { disclosure: 'partial' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Full Key Fact Statement'));
    await within(canvasElement).findByRole('heading', { name: 'Annex: Repayment schedule' });
  },
};

/** The figures only in Mexico: no rates, RECA, warnings or Buró link in the carátula. */
export const CaratulaPartialSpanish: Story = {
  parameters: { lendview: { market: 'es', session, fake: { disclosure: 'partial' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Carátula de crédito'));
    await within(canvasElement).findByRole('heading', { name: 'Comisiones relevantes' });
  },
};

/** An offer past its validity: it says so, Submit is held and a fresh quote is offered. */
export const OfferExpiredEnglish: Story = { parameters: { lendview: { market: 'en', session, fake: { expired: true } } } };

/** An offer past its validity (Spanish market). */
export const OfferExpiredSpanish: Story = { parameters: { lendview: { market: 'es', session, fake: { expired: true } } } };

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
