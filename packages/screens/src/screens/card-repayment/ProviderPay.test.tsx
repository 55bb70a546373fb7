import { ApiError, type Session } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { RedirectError } from '@lendview/screens';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';
import { deferred } from '@tests/support/deferred';

const SESSION: Session = { userId: '1001', orderId: '180', productId: '1', withholdingAmount: ' 1,200.00' };

async function open({ url, ...options }: RenderScreenOptions & { url?: string; noCards?: boolean } = {}) {
  const fake = createFakeApi({ market: 'en', providerPay: true, noCards: options.noCards });
  const huichao = vi.fn(url === undefined ? fake.huichaoRepayment : () => Promise.resolve(url));
  const commit = vi.spyOn(fake, 'commitRepayment');
  const rendered = await showScreen(<CardRepayment />, {
    session: SESSION,
    ...options,
    api: options.api ?? { ...fake, huichaoRepayment: huichao },
  });
  return { ...rendered, huichao, commit };
}

const payOnline = async () => userEvent.click(await screen.findByRole('button', { name: "Pay on our partner's page" }));

describe('card repayment: the payment provider (spec 7.3 repayment-huichao)', () => {
  it('is offered when repayment-way sets alipay, and pays the checked amount on the provider page', async () => {
    const { huichao, commit, navigate } = await open();
    expect(screen.getByRole('heading', { name: 'Other ways to pay' })).toBeInTheDocument();
    await payOnline();
    expect(huichao).toHaveBeenCalledWith({ userId: '1001', orderId: '180', amount: '1200.00' });
    expect(commit).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(navigate.mock.calls[0]![0]);
    expect(target.origin).toBe('https://app.lendview.test');
    expect(target.searchParams.get('amount')).toBe('1200.00');
  });

  it('is not offered when the flag is off', async () => {
    await showScreen(<CardRepayment />, { session: SESSION });
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Pay on our partner's page" })).toBeNull();
  });

  it('is offered to a borrower without a card on file', async () => {
    await open({ noCards: true });
    expect(await screen.findByRole('button', { name: 'Add a bank card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Pay on our partner's page" })).toBeEnabled();
  });

  it('never goes to an origin the host did not allow, even with no allow-list set', async () => {
    const { navigate, onError } = await open({ url: 'https://pay.evil.example/checkout' });
    await payOnline();
    expect(navigate).not.toHaveBeenCalled();
    expect(await screen.findByText('This link cannot be opened. Please contact customer service.')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(RedirectError));
  });

  it.each(['javascript:alert(1)', 'http://pay.partner.example/checkout', '//pay.partner.example/x', ''])(
    'refuses %j',
    async (url) => {
      const { navigate } = await open({ url, allowedOrigins: ['https://pay.partner.example'] });
      await payOnline();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("goes to the provider's page on an allowed origin, without the session keys", async () => {
    const { navigate } = await open({
      url: 'https://pay.partner.example/checkout?t=1',
      allowedOrigins: ['https://pay.partner.example'],
    });
    await payOnline();
    expect(navigate.mock.calls[0]![0]).toBe('https://pay.partner.example/checkout?t=1');
  });

  it('shows the server message when the provider call is refused, and stays', async () => {
    const fake = createFakeApi({ market: 'en', providerPay: true });
    const api = { ...fake, huichaoRepayment: () => Promise.reject(new ApiError('rejected', 'Provider closed', { code: '9' })) };
    const { navigate } = await open({ api });
    await payOnline();
    expect(await screen.findByText('Provider closed')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "Pay on our partner's page" })).toBeEnabled();
  });

  it('a second tap while the provider call runs sends nothing more', async () => {
    const payUrl = deferred<string>();
    const { huichao } = await open({ url: 'unused' });
    huichao.mockImplementation(() => payUrl.promise);
    const button = await screen.findByRole('button', { name: "Pay on our partner's page" });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(huichao).toHaveBeenCalledTimes(1);
    await act(async () => payUrl.resolve('https://app.lendview.test/mock-assets/pay.html'));
    expect(huichao).toHaveBeenCalledTimes(1);
  });
});
