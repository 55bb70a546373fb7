import type { FakeApiOptions } from '@lendview/api/fake';
import { LoanDetails } from '@lendview/screens/loan-details';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { screenStates } from '@stories/support/states';

const meta = { title: 'Screens/Loan details', component: LoanDetails } satisfies Meta<typeof LoanDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const session = (orderId: string) => ({ userId: '1001', productId: '1', orderId });
/** An order of the scenario data in a market (the fake answers with the status its id names). */
const order = (orderId: string, market: 'en' | 'es' = 'en', fake: Omit<FakeApiOptions, 'market'> = {}): Story => ({
  parameters: { lendview: { market, session: session(orderId), fake: { orderId, ...fake } } },
});

const states = screenStates(['orderDetails'], { session: session('174') });
export const English: Story = states.English;
export const Spanish: Story = states.Spanish;
export const LoadingEnglish: Story = states.LoadingEnglish;
export const LoadingSpanish: Story = states.LoadingSpanish;
export const ServerErrorEnglish: Story = states.ServerErrorEnglish;
export const ServerErrorSpanish: Story = states.ServerErrorSpanish;
export const NetworkErrorEnglish: Story = states.NetworkErrorEnglish;
export const NetworkErrorSpanish: Story = states.NetworkErrorSpanish;

/** 21: under review (blue). */
export const Status21UnderReview: Story = order('21');
/** 151: approved, money on its way (teal). */
export const Status151Disbursing: Story = order('151', 'es');
/** 110: failed (red); the detail list is hidden. */
export const Status110Failed: Story = order('110');
/** 174: repayable (orange): Repay, Extension and the extension agreement; in its look-up period. */
export const Status174Repayable: Story = order('174');
/** The look-up exit while its period runs: until when, what it costs, and a Repay action for exactly that. */
export const LookupRunningSpanish: Story = order('174', 'es');
/** The look-up period over: it says so, with no exit. */
export const LookupEndedEnglish: Story = order('174', 'en', { lookup: 'ended' });
/** A repayable order sent without a look-up period: nothing about it. */
export const LookupNoneSpanish: Story = order('174', 'es', { lookup: 'none' });
/** 180: overdue (purple): Repay through the server's repayment URL. */
export const Status180Overdue: Story = order('180');
/** 200: settled (teal): Borrow again; the rating opens by itself (isScore). */
export const Status200Settled: Story = order('200', 'es');
/** A status the spec does not know: the default icon and colour, no buttons. */
export const StatusUnknown: Story = order('999');

/** The rating modal with four stars chosen. */
export const RatingOpen: Story = {
  ...order('200'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('radio', { name: '4 stars' }));
  },
};

/** The thank-you modal after a score under 4. */
export const ThanksOpen: Story = {
  ...order('200'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('radio', { name: '2 stars' }));
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
  },
};

/** The delay reminder (Recordatorio), opened by Repay while an extension is on offer. */
export const DelayReminderOpen: Story = {
  ...order('174', 'es'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pagar' }));
  },
};
