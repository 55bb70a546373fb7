import { ApiError, type ApiAdapter, type LoanQuote } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, type RenderScreenOptions } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';
import { deferred } from '@tests/support/deferred';

const SESSION = { userId: '1001', sessionId: 'sess-1', productId: '7' };

// The re-quote popup is its own chunk: loaded before the tests, as the loader's prefetch loads it
// when the offer arrives, so the clock-exact checks start with the popup on screen.
beforeAll(() => import('./RequoteDialog'));

/** The fake API with the quote changed by `patch` (fields the scenarios do not vary). */
function withQuote(api: ApiAdapter, patch: Partial<LoanQuote>): ApiAdapter {
  return { ...api, loanQuote: async (request) => ({ ...(await api.loanQuote(request)), ...patch }) };
}

/**
 * Renders inside an awaited `act`: React 19.3 does not retry a screen that suspended during the
 * synchronous `render` of `renderScreen` (its ping waits on an act queue nobody flushes).
 */
async function open(options: RenderScreenOptions = {}) {
  let rendered!: ReturnType<typeof renderScreen>;
  // The offer without its key facts (their card repeats amounts): KeyFacts.test.tsx covers those.
  const api = options.api ?? createFakeApi({ disclosure: 'none', market: options.market ?? 'en' });
  await act(async () => {
    rendered = renderScreen(<LoanConfirmation />, { session: SESSION, ...options, api });
  });
  return rendered;
}

const submitButton = () => screen.getByRole('button', { name: /^(Submit|Enviar)$/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('LoanConfirmation', () => {
  it('shows the offer: amount, term in days, rate, details, plan with progress and the coupon (English)', async () => {
    await open({ market: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your loan' })).toBeInTheDocument();
    expect(await screen.findByText('₹5,000.00')).toBeInTheDocument();
    expect(screen.getByText('91 days')).toBeInTheDocument();
    expect(screen.getByText('0.05%')).toBeInTheDocument();
    expect(screen.getByText('Daily interest rate')).toBeInTheDocument();
    expect(screen.getByText('Processing fee')).toBeInTheDocument();

    const plan = screen.getByRole('list');
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('1/3');
    expect(items[0]).toHaveTextContent('₹1,850.00');
    expect(items[0]).toHaveTextContent('Pay by 21 Dec 2025');
    expect(items[2]).toHaveTextContent('3/3');

    expect(screen.getByText('Coupon')).toBeInTheDocument();
    expect(screen.getByText('₹100.00')).toBeInTheDocument();
  });

  it('is in Spanish with the peso sign for the Spanish market', async () => {
    await open({ market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme su préstamo' })).toBeInTheDocument();
    expect(await screen.findByText('$3,000.00')).toBeInTheDocument();
    expect(screen.getByText('91 días')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Enviar');
  });

  it.each([
    ['en', '1 day'],
    ['es', '1 día'],
  ] as const)('writes a one-day term in the singular (%s)', async (market, term) => {
    await open({ market, api: withQuote(createFakeApi({ disclosure: 'none', market }), { periods: '1' }) });
    expect(await screen.findByText(term)).toBeInTheDocument();
  });

  it('hides the coupon row when the quote has no coupon amount', async () => {
    await open({ api: createFakeApi({ disclosure: 'none', market: 'en', coupon: false }) });
    await screen.findByText('₹5,000.00');
    expect(screen.queryByText('Coupon')).toBeNull();
  });

  it('has the agreement box checked by default; unchecking it disables Submit', async () => {
    await open({ market: 'en' });
    const box = await screen.findByRole('checkbox', { name: 'I have read and agree to the loan contract' });
    expect(box).toBeChecked();
    expect(submitButton()).toBeEnabled();

    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(submitButton()).toBeDisabled();

    await userEvent.click(box);
    expect(submitButton()).toBeEnabled();
  });

  it('does not submit while the agreement box is unchecked', async () => {
    const api = createFakeApi({ disclosure: 'none', market: 'en' });
    const submitLoan = vi.spyOn(api, 'submitLoan');
    await open({ api });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(submitButton());
    expect(submitLoan).not.toHaveBeenCalled();
  });

  it('shows the contract link when the server sent one and opens it through the redirect rules', async () => {
    const api = withQuote(createFakeApi({ disclosure: 'none', market: 'en' }), {
      contractUrl: 'https://app.lendview.test/agony?orderNo=21',
    });
    const { navigate } = await open({ api });

    await userEvent.click(await screen.findByRole('button', { name: 'Read the loan contract' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(navigate.mock.calls[0]![0]);
    expect(target.pathname).toBe('/agony');
    expect(target.searchParams.get('orderNo')).toBe('21');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('leaves out the details section when the quote has no details and no coupon', async () => {
    await open({ api: withQuote(createFakeApi({ disclosure: 'none', market: 'en' }), { details: [], couponAmount: '' }) });
    await screen.findByText('₹5,000.00');
    expect(screen.queryByRole('heading', { name: 'Loan details' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Repayment plan' })).toBeInTheDocument();
  });

  it('has no contract link when the contract URL is empty', async () => {
    const api = withQuote(createFakeApi({ disclosure: 'none', market: 'en' }), { contractUrl: '' });
    await open({ api });
    await screen.findByText('₹5,000.00');
    expect(screen.queryByRole('button', { name: 'Read the loan contract' })).toBeNull();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('submits the offer, sends the track event with the product, then replaces the page with from=confirm', async () => {
    const api = createFakeApi({ disclosure: 'none', market: 'en' });
    const submitLoan = vi.spyOn(api, 'submitLoan');
    const { navigate, bridge } = await open({ api });
    let tracksWhenNavigating = -1;
    navigate.mockImplementation(() => {
      tracksWhenNavigating = bridge.sent('track').length;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(submitLoan).toHaveBeenCalledWith({ amount: '5,000.00', periods: '91', termUnit: 'day', productId: '7' });
    expect(bridge.sent('track').map((m) => m.payload)).toEqual([{ event: 'loanConfirmSubmit', productId: '7' }]);
    expect(tracksWhenNavigating).toBe(1);

    const [to, options] = navigate.mock.calls[0]!;
    expect(options).toEqual({ replace: true });
    const target = new URL(to);
    expect(target.origin).toBe('https://app.lendview.test');
    expect(target.pathname).toBe('/mottoesWith');
    expect(target.searchParams.get('from')).toBe('confirm');
    expect(target.searchParams.get('userId')).toBe('1001');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
    expect(submitButton()).toBeDisabled();
  });

  it('refuses a lendDetailsUrl that breaks the redirect rules: an error shows, the page stays', async () => {
    const api = {
      ...createFakeApi({ disclosure: 'none', market: 'en' }),
      submitLoan: () => Promise.resolve('javascript:alert(1)'),
    };
    const { navigate, onError } = await open({ api });

    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('This link cannot be opened. Please contact customer service.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'RedirectError' }));
    // The loan was applied for: a second tap must not apply again.
    expect(submitButton()).toBeDisabled();
  });

  it('shows the server message when the submit fails, and lets the borrower try again', async () => {
    const api = createFakeApi({
      disclosure: 'none',
      market: 'es',
      failures: { submitLoan: new ApiError('rejected', 'Producto no disponible', { code: '9' }) },
    });
    const { navigate, onError, bridge } = await open({ api, market: 'es' });

    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Producto no disponible')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '9' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(bridge.sent('track')).toEqual([]);
    expect(submitButton()).toBeEnabled();
  });

  it('cannot submit twice, even with two taps before React re-renders', async () => {
    const answer = deferred<string>();
    const real = createFakeApi({ disclosure: 'none', market: 'en' });
    const submitLoan = vi.fn(() => answer.promise);
    await open({ api: { ...real, submitLoan } });
    const button = await screen.findByRole('button', { name: 'Submit' });

    // Two raw clicks in one task: the button is not disabled yet when the second lands.
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(submitLoan).toHaveBeenCalledTimes(1);
  });

  it('cannot submit twice: Submit is disabled while the call runs', async () => {
    const answer = deferred<string>();
    const real = createFakeApi({ disclosure: 'none', market: 'en' });
    const submitLoan = vi.fn(() => answer.promise);
    const { navigate } = await open({ api: { ...real, submitLoan } });

    const button = await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByText('loading...')).toBeInTheDocument();
    expect(submitLoan).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve('https://app.lendview.test/mottoesWith?orderId=21'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('shows the re-quote modal and reloads the offer with requote after exactly 5500 ms', async () => {
    // Fully fake clock: nothing moves unless the test advances it, so 5499 vs 5500 ms is exact.
    vi.useFakeTimers();
    const api = createFakeApi({ disclosure: 'none', market: 'en', requote: true });
    const loanQuote = vi.spyOn(api, 'loanQuote');
    await open({ api });

    const dialog = screen.getByRole('dialog', { name: 'Updating your offer' });
    expect(dialog).toHaveTextContent('We are recalculating your loan offer. One moment…');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('6');
    expect(loanQuote).toHaveBeenCalledTimes(1);
    expect(loanQuote).toHaveBeenLastCalledWith({ productId: '7' });

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('4');

    await act(() => vi.advanceTimersByTimeAsync(3499));
    expect(loanQuote).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loanQuote).toHaveBeenCalledTimes(2);
    expect(loanQuote).toHaveBeenLastCalledWith({ productId: '7', requote: true });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('₹4,500.00')).toBeInTheDocument();
    expect(screen.queryByText('₹5,000.00')).toBeNull();
  });

  it('submits the re-quoted offer, not the first one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({ disclosure: 'none', market: 'en', requote: true });
    const submitLoan = vi.spyOn(api, 'submitLoan');
    await open({ api });
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(5500));
    await screen.findByText('₹4,500.00');
    vi.useRealTimers();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitLoan).toHaveBeenCalledWith(expect.objectContaining({ amount: '4,500.00' })));
  });

  it('shows the error with a retry when the re-quote reload fails', async () => {
    expectBoundaryLog();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const real = createFakeApi({ disclosure: 'none', market: 'en', requote: true });
    const api: ApiAdapter = {
      ...real,
      loanQuote: (request) =>
        request.requote ? Promise.reject(new ApiError('network', 'fetch failed')) : real.loanQuote(request),
    };
    const { onError } = await open({ api });
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(5500));

    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the server message when the offer cannot be loaded', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      disclosure: 'none',
      market: 'en',
      failures: { loanQuote: new ApiError('rejected', 'Offer expired', { code: '3' }) },
    });
    await open({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer expired');
  });

  it('shows a loading state while the offer loads', async () => {
    await open({ api: createFakeApi({ disclosure: 'none', market: 'en', pending: ['loanQuote'] }) });
    expect(await screen.findByRole('status', { name: 'Loading your loan offer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your loan' })).toBeInTheDocument();
  });
});
