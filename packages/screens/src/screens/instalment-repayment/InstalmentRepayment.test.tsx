import { ApiError, sessionQuery, type ApiAdapter, type InstalmentPlan } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { InstalmentRepayment } from '@lendview/screens/instalment-repayment';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen, type RenderScreenOptions } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';

const SESSION = { deviceId: 'dev-1', userId: '1001', sessionId: 'sess-1', productId: '1', orderId: '174', languageType: '1' };

async function open(options: RenderScreenOptions = {}) {
  return showScreen(<InstalmentRepayment />, { session: SESSION, ...options });
}

/** The fake API with the plan changed by `patch`. */
function withPlan(api: ApiAdapter, patch: Partial<InstalmentPlan>): ApiAdapter {
  return { ...api, instalmentPlan: async (order) => ({ ...(await api.instalmentPlan(order)), ...patch }) };
}

const detailTerms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('InstalmentRepayment', () => {
  it('shows the amount due, the repay date, the product and the channels (English)', async () => {
    await open({ market: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Instalment repayment' })).toBeInTheDocument();
    expect(screen.getByText('₹5,450.00')).toBeInTheDocument();
    expect(screen.getByText('Repay date: 21 Feb 2026')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Instalment details' });
    expect(within(details).getByText('LendView Cash')).toBeInTheDocument();
    expect(details.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByRole('heading', { level: 3, name: 'UPI' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bank transfer and cash' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEFT / IMPS bank transfer' })).toBeInTheDocument();
    expect(document.title).toBe('Instalment repayment');
  });

  it('is in Spanish with the peso sign for the Spanish market', async () => {
    await open({ market: 'es', session: { ...SESSION, languageType: '2' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de la cuota' })).toBeInTheDocument();
    expect(screen.getByText('$3,420.00')).toBeInTheDocument();
    expect(screen.getByText('Fecha de pago: 21/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Elija cómo pagar' })).toBeInTheDocument();
  });

  it('asks for the plan of the session order', async () => {
    const real = createFakeApi({ market: 'en' });
    const instalmentPlan = vi.fn(real.instalmentPlan);
    await open({ api: { ...real, instalmentPlan } });
    expect(instalmentPlan).toHaveBeenCalledWith({ productId: '1', orderId: '174' });
  });

  it('collapses the detail list to its first 2 rows, with More and Hide on one expandable button', async () => {
    const user = userEvent.setup();
    await open({ market: 'en' });

    expect(detailTerms()).toEqual(['Principal', 'Interest']);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBe(screen.getAllByRole('term')[0]!.closest('dl'));

    await user.click(more);
    expect(detailTerms()).toEqual(['Principal', 'Interest', 'Processing fee', 'GST']);
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');

    await user.click(hide);
    expect(detailTerms()).toEqual(['Principal', 'Interest']);
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no More button when there are 2 rows or fewer', async () => {
    const api = withPlan(createFakeApi({ market: 'en' }), {
      detail: [
        { label: 'Principal', value: '5,000.00' },
        { label: 'Interest', value: '96.00' },
      ],
    });
    await open({ api });
    expect(detailTerms()).toEqual(['Principal', 'Interest']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('opens /carpmm with requestType=1, the amount due, the pay code and the session query when a channel is tapped', async () => {
    const user = userEvent.setup();
    const { navigate } = await open({ market: 'en' });

    await user.click(screen.getByRole('button', { name: 'Cash at a PayU partner store' }));

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toBe(`/carpmm?requestType=1&amount=5%2C450.00&payCode=PAYU&${sessionQuery(SESSION)}`);
    const url = new URL(navigate.mock.calls[0]![0], 'https://app.lendview.test');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      requestType: '1',
      amount: '5,450.00',
      payCode: 'PAYU',
      userId: '1001',
      sessionId: 'sess-1',
      orderId: '174',
    });
  });

  it('copies a channel code and toasts the copied message', async () => {
    const user = userEvent.setup();
    await open({ market: 'en' });

    expect(screen.getByText('LEND0001740')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code LEND0001740' }));

    expect(await navigator.clipboard.readText()).toBe('LEND0001740');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('shows the copied message in Spanish', async () => {
    const user = userEvent.setup();
    await open({ market: 'es' });
    await user.click(screen.getByRole('button', { name: 'Copiar el código 646180157000017400' }));
    expect(await navigator.clipboard.readText()).toBe('646180157000017400');
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });

  it('offers copy only for entries with a code and the barcode only for entries with an image', async () => {
    await open({ market: 'en' });
    const upi = screen.getByRole('button', { name: 'Pay with any UPI app' }).closest('li')!;
    expect(within(upi).getByRole('button', { name: /^Copy code/ })).toBeInTheDocument();
    expect(within(upi).queryByRole('button', { name: /barcode/ })).toBeNull();
    const store = screen.getByRole('button', { name: 'Cash at a PayU partner store' }).closest('li')!;
    expect(within(store).queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(within(store).getByRole('button', { name: 'Show the barcode of Cash at a PayU partner store' })).toBeInTheDocument();
  });

  it('opens the barcode modal with the scan-to-pay message, and closes it on a mask tap', async () => {
    const user = userEvent.setup();
    const { navigate } = await open({ market: 'en' });
    const opener = screen.getByRole('button', { name: 'Show the barcode of Cash at a PayU partner store' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Barcode' });
    expect(dialog).toHaveTextContent('Scan this barcode at the counter to pay.');
    expect(within(dialog).getByRole('img', { name: 'Barcode of Cash at a PayU partner store' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml,/,
    );

    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog', { name: 'Barcode' })).toBeInTheDocument();

    // The mask is the dialog element around its panel.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes the barcode modal on Escape and on the native back button', async () => {
    const user = userEvent.setup();
    const { bridge } = await open({ market: 'es' });

    await user.click(screen.getByRole('button', { name: 'Mostrar el código de barras de Pague en cualquier tienda OXXO' }));
    expect(screen.getByRole('dialog', { name: 'Código de barras' })).toHaveTextContent(
      'Escanee este código de barras en caja para pagar.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mostrar el código de barras de Pague en tiendas Paynet' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => bridge.emit('back'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows the server noticeMsg', async () => {
    const api = createFakeApi({ market: 'en' });
    const { noticeMsg } = await api.instalmentPlan({ productId: '1', orderId: '174' });
    expect(noticeMsg).not.toBe('');
    const user = userEvent.setup();
    await open({ api });
    await user.click(screen.getByRole('button', { name: 'More' }));

    expect(document.documentElement.innerHTML).not.toContain(noticeMsg);
  });

  it('does not load a logo the image rules refuse', async () => {
    const api = withPlan(createFakeApi({ market: 'en' }), { productLogo: 'javascript:alert(1)' });
    await open({ api });
    const details = screen.getByRole('region', { name: 'Instalment details' });
    expect(details.querySelector('img')).toBeNull();
    expect(document.documentElement.innerHTML).not.toContain('javascript:');
  });

  it('shows the server message and reports the error when the server refuses', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'en',
      failures: { instalmentPlan: new ApiError('rejected', 'Order not found', { code: '3' }) },
    });
    const { onError } = await open({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '3' }));
  });

  it('shows a loading state with the header in place while the plan loads', async () => {
    await open({ api: createFakeApi({ market: 'en', pending: ['instalmentPlan'] }) });
    expect(screen.getByRole('status', { name: 'Loading your instalment' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Instalment repayment' })).toBeInTheDocument();
  });
});
