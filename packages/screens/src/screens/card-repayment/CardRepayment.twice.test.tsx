import { ApiError, type ApiAdapter, type Session } from '@lendview/api';
import { createFakeApi, VERIFY_CODE, type FakeApiOptions } from '@lendview/api/fake';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen } from '@tests/support/render';

/** The money path driven twice: a second commit must never go out while the first is unresolved. */

const SESSION: Session = { orderId: '174', productId: '1', withholdingAmount: '1,200.00', userId: '1001' };

async function setup(options: { fake?: Omit<FakeApiOptions, 'market'>; api?: (fake: ApiAdapter) => Partial<ApiAdapter> } = {}) {
  const fake = createFakeApi({ market: 'en', ...options.fake });
  const api = { ...fake, ...options.api?.(fake) };
  const commit = vi.spyOn(api, 'commitRepayment');
  const ways = vi.spyOn(api, 'repaymentWays');
  const details = vi.spyOn(api, 'orderDetails');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const rendered = await showScreen(<CardRepayment />, { api, market: 'en', session: SESSION });
  // The loader's own repayment-way call is not part of what these tests count.
  await screen.findAllByRole('radio');
  ways.mockClear();
  return { ...rendered, user, commit, ways, details };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function pay({ user }: Setup) {
  await user.click(screen.getByRole('radio', { name: /ICICI Bank/ }));
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

const tokens = (s: Setup) => s.commit.mock.calls.map(([request]) => request.repayToken);
const timedOut = () => Promise.reject(new ApiError('timeout', 'no answer in 60 s'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CardRepayment: a payment cannot be committed twice', () => {
  it('asks the API for the order and a fresh token after a commit timed out, before Pay now works again', async () => {
    let first = true;
    const s = await setup({
      fake: { cardNeedsCode: false },
      api: (fake) => ({ commitRepayment: (request) => (first ? ((first = false), timedOut()) : fake.commitRepayment(request)) }),
    });
    await pay(s);
    // Only once the API said the earlier attempt is closed: the commit's own error, and Pay now back.
    expect(
      await screen.findByText('The server is taking too long. Please try again.', { selector: '.lv-toast' }),
    ).toBeInTheDocument();
    expect(s.details).toHaveBeenCalledWith({ productId: '1', orderId: '174' });
    expect(s.ways).toHaveBeenCalledTimes(1);
    expect(s.details.mock.invocationCallOrder[0]).toBeLessThan(s.ways.mock.invocationCallOrder[0]!);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();

    await s.user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(s.navigate).toHaveBeenCalledTimes(1));
    expect(tokens(s)).toEqual(['tok-en-174', 'tok-en-174-2']);
  });

  it('goes on to the loan details, paying nothing more, when the timed-out payment settled the order', async () => {
    const s = await setup({ fake: { orderId: '200' }, api: () => ({ commitRepayment: timedOut }) });
    await pay(s);
    await waitFor(() =>
      expect(s.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/#\/borrowDetail\/\?from=repayment&/), { replace: true }),
    );
    expect(s.commit).toHaveBeenCalledTimes(1);
    expect(s.ways).not.toHaveBeenCalled();
  });

  it('keeps Pay now off while the server still holds the spent token; Check again asks again', async () => {
    const s = await setup({
      api: (fake) => ({
        commitRepayment: timedOut,
        repaymentWays: async (orderId) => ({ ...(await fake.repaymentWays(orderId)), repayToken: 'tok-en-174' }),
      }),
    });
    await pay(s);
    const notice = await screen.findByText(/could not confirm your last payment yet/);
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    expect(payNow).toBeDisabled();
    fireEvent.click(payNow);
    fireEvent.keyDown(payNow, { key: 'Enter' });
    expect(s.commit).toHaveBeenCalledTimes(1);
    // Pay now disabled itself under the borrower's finger: focus went to the page's heading, not
    // to <body>; the notice is a status region, so it is read out when it appears.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(notice.closest('section')).toHaveAttribute('role', 'status');

    await s.user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(s.details).toHaveBeenCalledTimes(2));
    expect(s.ways).toHaveBeenCalledTimes(2);
    expect(s.commit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });

  it('never commits the same repayToken twice: a retry after a refused commit asks for a fresh one', async () => {
    let first = true;
    const s = await setup({
      fake: { cardNeedsCode: false },
      api: (fake) => ({
        commitRepayment: (request) =>
          first
            ? ((first = false), Promise.reject(new ApiError('rejected', 'Card declined', { code: '7' })))
            : fake.commitRepayment(request),
      }),
    });
    await pay(s);
    expect(await screen.findByText('Card declined', { selector: '.lv-toast' })).toBeInTheDocument();
    expect(s.details).not.toHaveBeenCalled();
    await s.user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(s.navigate).toHaveBeenCalledTimes(1));
    expect(s.ways).toHaveBeenCalledTimes(1);
    expect(tokens(s)).toEqual(['tok-en-174', 'tok-en-174-2']);
  });

  it('does not commit again from Pay now while the code step is open (second tap, keyboard)', async () => {
    const s = await setup();
    await s.user.click(screen.getByRole('radio', { name: /HDFC Bank/ }));
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    await s.user.click(payNow);
    await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(payNow).toBeDisabled();
    fireEvent.click(payNow);
    fireEvent.keyDown(payNow, { key: 'Enter' });
    fireEvent.submit(payNow);
    expect(s.commit).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the code field after a wrong code, tied to its error text', async () => {
    const s = await setup();
    await s.user.click(screen.getByRole('radio', { name: /HDFC Bank/ }));
    await s.user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    const field = within(dialog).getByLabelText('Verification code');
    await s.user.type(field, '000000');
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Wrong verification code.');
    await s.user.clear(field);
    await s.user.type(field, VERIFY_CODE);
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
