import type { ApiAdapter } from '@lendview/api';
import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import { LoanDetails } from '@lendview/screens/loan-details';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen } from '@tests/support/render';

const SESSION = { userId: '1001', sessionId: 'sess-1', productId: '1' };

type Options = Omit<FakeApiOptions, 'lookup'> & { orderId: string; sent?: unknown };

/** The fake API for an order, its `lookup` replaced by `sent` when given. */
function api({ sent, ...fake }: Options): ApiAdapter {
  const real = createFakeApi(fake);
  if (sent === undefined) return real;
  return { ...real, orderDetails: async (ref) => ({ ...(await real.orderDetails(ref)), lookup: sent }) };
}

async function open(options: Options) {
  const rendered = await showScreen(<LoanDetails />, {
    market: options.market,
    session: { ...SESSION, orderId: options.orderId },
    api: api(options),
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const lookupRegion = (name = 'Look-up period') => screen.findByRole('region', { name }, { timeout: 15_000 });
/** `days` from today as the screens write a wire date. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

// The exit is its own chunk: loaded first, so a test that expects none would see it if it came.
beforeAll(() => import('./lookup/LookupExit'));

afterEach(() => {
  vi.useRealTimers();
});

describe('LoanDetails: the look-up exit', () => {
  it('says until when the borrower may leave and what it costs, and repays exactly that through the card payment', async () => {
    const { navigate, onError } = await open({ market: 'en', orderId: '174' });
    const region = await lookupRegion();
    expect(region).toHaveTextContent(
      `Until ${dayFromToday(2)} you can leave this loan without any penalty by repaying ₹5,041.17: the principal and the proportionate APR.`,
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Repay ₹5,041.17 and leave the loan' }));
    const [to] = navigate.mock.calls[0];
    const target = new URL(to, 'https://app.lendview.test');
    expect(target.pathname).toBe('/hereBureau');
    expect(target.searchParams.get('withholdingAmount')).toBe('5041.17');
    expect(target.searchParams.get('orderId')).toBe('174');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
    expect(onError).not.toHaveBeenCalled();
  });

  it('is in Spanish, in pesos, for the Spanish market', async () => {
    await open({ market: 'es', orderId: '174' });
    const region = await lookupRegion('Periodo de reflexión');
    expect(region).toHaveTextContent(
      `Hasta el ${dayFromToday(2)} puede cancelar este crédito sin ninguna penalización pagando $3,061.62`,
    );
    expect(within(region).getByRole('button', { name: 'Pagar $3,061.62 y cancelar el crédito' })).toBeInTheDocument();
  });

  it('says the period ended once its last day is over, with no exit', async () => {
    await open({ market: 'en', orderId: '180' });
    const region = await lookupRegion();
    expect(region).toHaveTextContent('The look-up period ended on 05/08/2025. Early repayment now follows your loan agreement.');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it.each([
    // 23:59:59 in India on the last day: still running; a second later: ended.
    ['2026-11-30T18:29:59Z', true],
    ['2026-11-30T18:30:00Z', false],
  ])('counts the last day in India time (%s: running %s)', async (now, running) => {
    vi.useFakeTimers({ now: Date.parse(now), toFake: ['Date'] });
    await open({ market: 'en', orderId: '174', sent: { until: '2026-11-30', exitAmount: '4710.00' } });
    const region = await lookupRegion();
    expect(within(region).queryAllByRole('button')).toHaveLength(running ? 1 : 0);
  });

  it.each([
    ['an amount with grouping', { until: '2026-11-30', exitAmount: '4,710.00' }, /lookup\.exitAmount/],
    ['a zero amount', { until: '2026-11-30', exitAmount: '0.00' }, /lookup\.exitAmount/],
    ['a day that does not exist', { until: '2026-02-30', exitAmount: '4710.00' }, /lookup\.until/],
    ['no object', 'soon', /lookup is not an object/],
  ])('shows no exit and reports a lookup with %s, the order still shown', async (_, lookup, message) => {
    const { onError } = await open({ market: 'en', orderId: '174', sent: lookup });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 15_000 });
    expect(onError.mock.calls[0][0]).toMatchObject({ code: 'disclosure-malformed', message: expect.stringMatching(message) });
    expect(screen.queryByRole('region', { name: 'Look-up period' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Repay' })).toBeInTheDocument();
  });

  it.each(['200', '110'])('shows none for order %s (settled or failed: nothing to leave)', async (orderId) => {
    await open({ market: 'en', orderId, sent: { until: '2099-01-01', exitAmount: '4710.00' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Look-up period' })).toBeNull();
  });
});
