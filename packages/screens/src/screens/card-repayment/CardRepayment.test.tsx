import { ApiError, type ApiAdapter, type Session } from '@lendview/api';
import { createFakeApi, VERIFY_CODE, type FakeApiOptions } from '@lendview/api/fake';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { showScreen } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';
import { deferred } from '@tests/support/deferred';

// A render counter on the screen's content: every render of it reads the screen data once.
const contentRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/screen-data', async (importOriginal) => {
  const hooks = await importOriginal<typeof import('../../core/screen-data')>();
  return {
    ...hooks,
    useScreenData: ((loader) => {
      contentRenders.count += 1;
      return hooks.useScreenData(loader);
    }) as typeof hooks.useScreenData,
  };
});

const SESSION: Session = { orderId: '174', productId: '1', withholdingAmount: '1,200.00', couponId: 'C9', userId: '1001' };
const IDS = { orderId: '174', productId: '1' };

async function setup(
  options: { market?: 'en' | 'es'; session?: Session; fake?: Omit<FakeApiOptions, 'market'>; api?: Partial<ApiAdapter> } = {},
) {
  const market = options.market ?? 'en';
  const fake = createFakeApi({ market, ...options.fake });
  const api = { ...fake, ...options.api };
  const commit = vi.spyOn(api, 'commitRepayment');
  const confirm = vi.spyOn(api, 'confirmRepayment');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const rendered = await showScreen(<CardRepayment />, {
    api,
    market,
    session: options.session ?? SESSION,
    bridge: createTestBridge(),
  });
  return { ...rendered, user, commit, confirm };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Chooses the first card and pays (the button in the screen's market). */
async function pay({ user }: Setup, payLabel = 'Pay now') {
  await user.click((await screen.findAllByRole('radio'))[0]!);
  await user.click(screen.getByRole('button', { name: payLabel }));
}

async function openCodeStep(s: Setup) {
  await pay(s);
  return screen.findByRole('dialog', { name: 'Enter the verification code' });
}

const bankMessages = (s: Setup) =>
  s.bridge.messages.filter((m) => m.type === 'bankStart' || m.type === 'bankEnd').map((m) => [m.type, m.payload]);

/** The alert text in the toast region (a polite status). */
const toast = (text: string) => screen.findByText(text, { selector: '.lv-toast' });

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CardRepayment: the card list', () => {
  it('lists the cards (bank and masked number) with none selected, and the amount to pay', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Repay by bank card' })).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    radios.forEach((radio) => expect(radio).not.toBeChecked());
    expect(screen.getByRole('radio', { name: /HDFC Bank.*ending in.*1111/ })).toBeInTheDocument();
    expect(screen.getByText('₹1,200.00')).toBeInTheDocument();
    expect(screen.queryByText(/4111/)).toBeNull();
  });

  it('is in Spanish for the Spanish market', async () => {
    await setup({ market: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagar con tarjeta bancaria' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pagar ahora' })).toBeInTheDocument();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
  });

  it('refuses to pay with no card chosen, with the spec message, and calls nothing', async () => {
    const s = await setup();
    await s.user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select the bank card to pay with first.');
    expect(s.commit).not.toHaveBeenCalled();
    expect(bankMessages(s)).toEqual([]);

    await s.user.click(screen.getByRole('radio', { name: /ICICI Bank/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in Spanish when no card is chosen', async () => {
    const s = await setup({ market: 'es' });
    await s.user.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Primero seleccione la tarjeta bancaria con la que pagará.');
  });

  it('offers to bind a card when the borrower has none', async () => {
    const s = await setup({ fake: { noCards: true } });
    expect(await screen.findByRole('heading', { name: 'No bank card yet' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await s.user.click(screen.getByRole('button', { name: 'Add a bank card' }));
    const [to] = s.navigate.mock.calls[0]!;
    expect(to).toMatch(/^\/newFairfield\?from=payway&/);
    expect(new URLSearchParams(to.split('?')[1]).get('orderId')).toBe('174');
  });
});

describe('CardRepayment: loading the cards', () => {
  it('shows the server message when the card list is refused', async () => {
    expectBoundaryLog();
    const s = await setup({ fake: { failures: { repaymentWays: new ApiError('rejected', 'Order closed', { code: '7' }) } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order closed');
    expect(s.onError).toHaveBeenCalledWith(expect.objectContaining({ code: '7' }));
  });

  it("shows 'query card list failed' when the refusal has no message", async () => {
    expectBoundaryLog();
    await setup({ fake: { failures: { repaymentWays: new ApiError('rejected', '', { code: '9' }) } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Query card list failed.');
  });

  it('shows the network error sentence and recovers on retry', async () => {
    expectBoundaryLog();
    let fail = true;
    const real = createFakeApi({ market: 'es' });
    await setup({
      market: 'es',
      api: { repaymentWays: (id) => (fail ? Promise.reject(new ApiError('network', 'fetch failed')) : real.repaymentWays(id)) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión. Revise su internet e inténtelo de nuevo.');
    fail = false;
    // The retry suspends again: inside an awaited act for the React 19.3 reason given at setup().
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
  });
});

describe('CardRepayment: paying', () => {
  it('commits with the session amount, the card, the token, the coupon and sendMsg 0', async () => {
    const s = await setup();
    await openCodeStep(s);
    expect(s.commit).toHaveBeenCalledTimes(1);
    expect(s.commit).toHaveBeenCalledWith({
      amount: '1200.00',
      bankName: 'HDFC Bank',
      cardId: '1',
      cardNo: '4111********1111',
      couponId: 'C9',
      orderId: '174',
      repayToken: 'tok-en-174',
      bankCode: 'HDFC',
      sendMsg: 0,
    });
  });

  it('sends couponId null when the session has no coupon', async () => {
    const s = await setup({ session: { orderId: '174', productId: '1', withholdingAmount: '900' } });
    await openCodeStep(s);
    expect(s.commit.mock.calls[0]![0].couponId).toBeNull();
  });

  it('confirms with the code, tells the host bankStart then bankEnd, and replaces the page by the loan details', async () => {
    const s = await setup();
    const dialog = await openCodeStep(s);
    await waitFor(() => expect(bankMessages(s)).toEqual([['bankStart', IDS]]));

    await s.user.type(within(dialog).getByLabelText('Verification code'), VERIFY_CODE);
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(s.navigate).toHaveBeenCalledTimes(1));
    const [to, options] = s.navigate.mock.calls[0]!;
    expect(to).toMatch(/^\/#\/borrowDetail\/\?from=repayment&/);
    expect(Object.fromEntries(new URLSearchParams(to.split('?')[1]))).toEqual({
      from: 'repayment',
      userId: '1001',
      orderId: '174',
      productId: '1',
      couponId: 'C9',
      withholdingAmount: '1,200.00',
    });
    expect(options).toEqual({ replace: true });
    const { repayRecordId } = await s.commit.mock.results[0]!.value;
    expect(s.confirm).toHaveBeenCalledWith({ orderId: '174', verifyCode: VERIFY_CODE, repaymentRecordId: repayRecordId });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(bankMessages(s)).toEqual([
        ['bankStart', IDS],
        ['bankEnd', IDS],
      ]),
    );
  });

  it('goes to the loan details straight away when the server asks for no code', async () => {
    const s = await setup({ fake: { cardNeedsCode: false } });
    await pay(s);
    await waitFor(() =>
      expect(s.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/#\/borrowDetail\/\?from=repayment&/), { replace: true }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(bankMessages(s)).toEqual([
        ['bankStart', IDS],
        ['bankEnd', IDS],
      ]),
    );
  });

  it('keeps digits only, at most 6, in the code input', async () => {
    const s = await setup();
    const dialog = await openCodeStep(s);
    const input = within(dialog).getByLabelText('Verification code');
    await s.user.type(input, '12a3-45678');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('maxLength', '6');
  });

  it('refuses a code shorter than 6 with the spec message and calls nothing', async () => {
    const s = await setup();
    const dialog = await openCodeStep(s);
    await s.user.type(within(dialog).getByLabelText('Verification code'), '12345');
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter the correct verification code.');
    expect(within(dialog).getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(s.confirm).not.toHaveBeenCalled();
  });

  it("shows 'wrong verification code' for 800006 and keeps the step open", async () => {
    const s = await setup();
    const dialog = await openCodeStep(s);
    await s.user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await toast('Wrong verification code.')).toBeInTheDocument();
    expect(s.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '800006' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(s.navigate).not.toHaveBeenCalled();
    expect(bankMessages(s)).toEqual([['bankStart', IDS]]);
  });

  it("shows 'do not submit the payment request twice' for 800005 (Spanish)", async () => {
    const s = await setup({
      market: 'es',
      fake: { failures: { confirmRepayment: new ApiError('rejected', 'El pago ya fue enviado', { code: '800005' }) } },
    });
    await pay(s, 'Pagar ahora');
    const dialog = await screen.findByRole('dialog', { name: 'Ingrese el código de verificación' });
    await s.user.type(within(dialog).getByLabelText('Código de verificación'), VERIFY_CODE);
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await toast('No envíe la solicitud de pago dos veces.')).toBeInTheDocument();
  });

  it('shows the server message for another confirm code', async () => {
    const s = await setup({
      fake: { failures: { confirmRepayment: new ApiError('rejected', 'Card blocked by the bank', { code: '800009' }) } },
    });
    const dialog = await openCodeStep(s);
    await s.user.type(within(dialog).getByLabelText('Verification code'), VERIFY_CODE);
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await toast('Card blocked by the bank')).toBeInTheDocument();
  });

  it("shows 'processing failed' when a refused commit has no message, and ends the bank flow", async () => {
    const s = await setup({ fake: { failures: { commitRepayment: new ApiError('rejected', '', { code: '1' }) } } });
    await pay(s);
    expect(await toast('Processing failed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(bankMessages(s)).toEqual([
        ['bankStart', IDS],
        ['bankEnd', IDS],
      ]),
    );
  });

  it('shows the network error sentence when the commit cannot reach the server', async () => {
    const s = await setup({ fake: { failures: { commitRepayment: new ApiError('network', 'fetch failed') } } });
    await pay(s);
    expect(await toast('No connection. Check your internet and try again.')).toBeInTheDocument();
    expect(s.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('makes a double submit impossible: one commit, buttons disabled and a busy overlay while it runs', async () => {
    const held = deferred();
    const real = createFakeApi({ market: 'en' });
    const s = await setup({
      api: { commitRepayment: (request) => held.promise.then(() => real.commitRepayment(request)) },
    });
    await s.user.click(await screen.findByRole('radio', { name: /HDFC Bank/ }));
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    await s.user.click(payNow);
    await s.user.click(payNow);
    expect(s.commit).toHaveBeenCalledTimes(1);
    expect(payNow).toBeDisabled();
    expect(screen.getByRole('radio', { name: /ICICI Bank/ })).toBeDisabled();
    expect(screen.getByText('loading...').closest('[role=status]')).not.toBeNull();
    held.resolve();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('disables Confirm, Cancel and resend while the confirm call runs', async () => {
    const confirmed = deferred();
    const s = await setup({ api: { confirmRepayment: () => confirmed.promise } });
    const dialog = await openCodeStep(s);
    await s.user.type(within(dialog).getByLabelText('Verification code'), VERIFY_CODE);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await s.user.click(confirm);
    await s.user.click(confirm);
    expect(s.confirm).toHaveBeenCalledTimes(1);
    within(dialog)
      .getAllByRole('button')
      .forEach((button) => expect(button).toBeDisabled());
    confirmed.resolve();
    await waitFor(() => expect(s.navigate).toHaveBeenCalledTimes(1));
  });
});

describe('CardRepayment: the resend countdown', () => {
  const resend = (name: RegExp | string) => screen.getByRole('button', { name });

  it('counts 60 s on the resend button, disabled, then returns to the get-code label', async () => {
    const s = await setup();
    await openCodeStep(s);
    await waitFor(() => expect(resend('New code in 60 s')).toBeDisabled());
    await tick(1000);
    expect(resend('New code in 59 s')).toBeDisabled();
    await tick(58_000);
    expect(resend('New code in 1 s')).toBeDisabled();
    await tick(1000);
    expect(resend('Get code')).toBeEnabled();
    expect(s.commit).toHaveBeenCalledTimes(1);
  });

  it('re-renders the resend button alone while it counts down, not the cards part that holds the step', async () => {
    const s = await setup();
    await openCodeStep(s);
    await waitFor(() => expect(resend('New code in 60 s')).toBeDisabled());
    const code = screen.getByLabelText('Verification code');
    await s.user.type(code, '12');
    const before = contentRenders.count;
    for (let second = 59; second >= 50; second -= 1) {
      await tick(1000);
      expect(resend(`New code in ${second} s`)).toBeDisabled();
    }
    expect(contentRenders.count).toBe(before);
    expect(code).toHaveValue('12');
  });

  it('stays right when the wall clock jumps while the web view is in the background', async () => {
    const s = await setup();
    await openCodeStep(s);
    await waitFor(() => expect(resend('New code in 60 s')).toBeDisabled());
    await tick(5000);
    expect(resend('New code in 55 s')).toBeInTheDocument();
    // Backgrounded: timers stop, the clock does not.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(resend('New code in 10 s')).toBeDisabled();
    vi.setSystemTime(Date.now() + 20_000);
    await tick(1000);
    expect(resend('Get code')).toBeEnabled();
  });

  it('resends with sendMsg 1, restarts the countdown and confirms with the new record', async () => {
    const s = await setup();
    const dialog = await openCodeStep(s);
    await tick(60_000);
    await s.user.click(resend('Get code'));
    await waitFor(() => expect(s.commit).toHaveBeenCalledTimes(2));
    expect(s.commit.mock.calls[1]![0]).toEqual({ ...s.commit.mock.calls[0]![0], sendMsg: 1 });
    expect(await toast('A new code has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(resend('New code in 60 s')).toBeDisabled());

    const first = (await s.commit.mock.results[0]!.value).repayRecordId;
    const second = (await s.commit.mock.results[1]!.value).repayRecordId;
    expect(second).not.toBe(first);
    await s.user.type(within(dialog).getByLabelText('Verification code'), VERIFY_CODE);
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(s.confirm).toHaveBeenCalledWith({ orderId: '174', verifyCode: VERIFY_CODE, repaymentRecordId: second }),
    );
    // One flow: one bankStart and one bankEnd, however many codes were sent.
    await waitFor(() =>
      expect(bankMessages(s)).toEqual([
        ['bankStart', IDS],
        ['bankEnd', IDS],
      ]),
    );
  });

  it('keeps the get-code label when the resend fails, so the borrower can try again', async () => {
    const s = await setup();
    await openCodeStep(s);
    await tick(60_000);
    s.commit.mockRejectedValueOnce(new ApiError('rejected', 'Too many codes today', { code: '3' }));
    await s.user.click(resend('Get code'));
    expect(await toast('Too many codes today')).toBeInTheDocument();
    expect(resend('Get code')).toBeEnabled();
  });

  it('cancel closes the step, ends the bank flow and resets the timer', async () => {
    const s = await setup();
    const dialog = await openCodeStep(s);
    await tick(20_000);
    expect(resend('New code in 40 s')).toBeInTheDocument();
    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(bankMessages(s)).toEqual([
        ['bankStart', IDS],
        ['bankEnd', IDS],
      ]),
    );

    await s.user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(resend('New code in 60 s')).toBeDisabled());
    await waitFor(() => expect(bankMessages(s)).toHaveLength(3));
  });

  it('closes the step on the native back button like Cancel', async () => {
    const s = await setup();
    await openCodeStep(s);
    act(() => s.bridge.emit('back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(bankMessages(s)).toEqual([
        ['bankStart', IDS],
        ['bankEnd', IDS],
      ]),
    );
  });

  it('answers the 1.1 back request handled while the step is open, and not handled after', async () => {
    const s = await setup();
    await openCodeStep(s);
    let handled: boolean | null = null;
    await act(async () => void (handled = await s.bridge.requestBack()));
    expect(handled).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => void (handled = await s.bridge.requestBack()));
    expect(handled).toBe(false);
  });

  it('guards leaving during the payment call and the code step, and lifts the guard after', async () => {
    // The commit waits for the test, so the payment is in flight long enough to be seen.
    const fake = createFakeApi({ market: 'en' });
    const held = deferred();
    const commitRepayment: ApiAdapter['commitRepayment'] = (...args) => held.promise.then(() => fake.commitRepayment(...args));
    const s = await setup({ api: { commitRepayment } });
    const guards = () => s.bridge.sent('leaveGuard').map((m) => m.payload);
    await pay(s);
    await waitFor(() => expect(guards()).toEqual([{ active: true, reason: 'payment' }]));
    await act(async () => held.resolve());
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await waitFor(() => expect(guards()).toContainEqual({ active: true, reason: 'otp' }));
    await waitFor(() => expect(guards()).toContainEqual({ active: false, reason: 'payment' }));
    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(guards().at(-1)).toEqual({ active: false, reason: 'otp' }));
    expect(guards().filter((g) => g.active).length).toBe(guards().filter((g) => !g.active).length);
  });
});
