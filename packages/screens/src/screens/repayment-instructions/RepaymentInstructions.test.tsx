import { ApiError, type ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { RepaymentInstructions } from '@lendview/screens/repayment-instructions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { showScreen, type RenderScreenOptions } from '@tests/support/render';
import { PROVIDER_FEES_URL } from './fees';
import { expectBoundaryLog } from '@tests/support/console';

const SESSION = {
  deviceId: 'dev-77',
  appVersion: '2.4.0',
  userId: 'user-1001',
  appName: 'lendview',
  sessionId: 'sess-secret-9',
  clientType: 'android',
  mobilePhone: '5512345678',
  productId: '1',
  orderId: '174',
  languageType: '1',
};
const QUERY = 'requestType=1&amount=1200&payCode=PAYU';

async function open(options: RenderScreenOptions = {}, ui: ReactElement = <RepaymentInstructions />) {
  return showScreen(ui, { session: SESSION, query: QUERY, ...options });
}

/** The fake API with a spy on the instruction call. */
function spiedApi(market: 'en' | 'es' = 'en') {
  const real = createFakeApi({ market });
  const repaymentInstruction = vi.fn(real.repaymentInstruction);
  return { api: { ...real, repaymentInstruction } as ApiAdapter, repaymentInstruction };
}

describe('RepaymentInstructions', () => {
  it('asks the server for the query amount, pay code and request type of the session order', async () => {
    const { api, repaymentInstruction } = spiedApi();
    await open({ api });
    expect(repaymentInstruction).toHaveBeenCalledWith({
      productId: '1',
      orderId: '174',
      amount: '1200.00',
      payCode: 'PAYU',
      requestType: 1,
    });
  });

  it('asks with requestType 2 for an extension payment', async () => {
    const { api, repaymentInstruction } = spiedApi('es');
    await open({ api, market: 'es', query: 'requestType=2&amount=520&payCode=OXXO' });
    expect(repaymentInstruction).toHaveBeenCalledWith(
      expect.objectContaining({ requestType: 2, amount: '520.00', payCode: 'OXXO' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pague en cualquier tienda OXXO' })).toBeInTheDocument();
  });

  it('shows the logos, the total amount, the main section and the further sections (English)', async () => {
    const { container } = await open({ market: 'en' });

    const [top, bottom] = [...container.querySelectorAll<HTMLImageElement>('img.ri-logo')];
    expect(top?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(bottom?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(top!.compareDocumentPosition(bottom!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(screen.getByText('Total amount')).toBeInTheDocument();
    expect(screen.getByText('₹1,200.00')).toBeInTheDocument();

    const main = screen.getByRole('region', { name: 'Cash at a PayU partner store' });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Cash at a PayU partner store');
    expect(main).toHaveTextContent('Show this code at the counter and pay in cash.');
    expect(within(main).getByRole('img', { name: 'Payment code 7401 2290 3345' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Payment reference7401 2290 3345');
    expect(main).toHaveTextContent('Pay toLendView Finance Pvt. Ltd.');

    const howTo = screen.getByRole('region', { name: 'How to pay' });
    expect(
      within(howTo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Go to any PayU partner store.',
      'Tell the cashier you want to pay LendView.',
      'Give the code and the exact amount.',
    ]);
    expect(within(screen.getByRole('region', { name: 'Please note' })).getAllByRole('listitem')).toHaveLength(2);

    const where = screen.getByRole('region', { name: 'Where to pay' });
    expect(
      within(where)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Image 1 of 2', 'Image 2 of 2']);
  });

  it('makes the repayment title the page title', async () => {
    await open({ market: 'en' });
    expect(document.title).toBe('Cash at a PayU partner store');
  });

  it('is in Spanish with the peso sign for the Spanish market', async () => {
    await open({ market: 'es', query: 'requestType=1&amount=3,420.00&payCode=OXXO' });
    expect(screen.getByText('Monto total')).toBeInTheDocument();
    expect(screen.getByText('$3,420.00')).toBeInTheDocument();
    expect(screen.getByText('Referencia de pago')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cómo pagar' })).toBeInTheDocument();
    expect(document.title).toBe('Pague en cualquier tienda OXXO');
  });

  it('copies the payment reference and the company name, toasting the copied message', async () => {
    const user = userEvent.setup();
    await open({ market: 'en' });

    await user.click(screen.getByRole('button', { name: 'Copy payment reference 7401 2290 3345' }));
    expect(await navigator.clipboard.readText()).toBe('7401 2290 3345');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    await user.click(screen.getByRole('button', { name: 'Copy company name LendView Finance Pvt. Ltd.' }));
    expect(await navigator.clipboard.readText()).toBe('LendView Finance Pvt. Ltd.');
  });

  it('links to the provider fees page outside the app, with no session data', async () => {
    await open({ market: 'en' });
    const link = screen.getByRole('link', { name: /Fees and charges/ });

    expect(link).toHaveAttribute('href', PROVIDER_FEES_URL.en);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')!.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(link).toHaveAccessibleName('Fees and charges (opens outside the app)');
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol).toBe('https:');
    expect(href.search).toBe('');
    for (const value of Object.values(SESSION).filter((v) => v.length > 2))
      expect(link.getAttribute('href')).not.toContain(value);
  });

  it('links to the Spanish market provider in Spanish', async () => {
    await open({ market: 'es', query: 'requestType=1&amount=1&payCode=OXXO' });
    const link = screen.getByRole('link', { name: /Consulte las comisiones/ });
    expect(link).toHaveAttribute('href', PROVIDER_FEES_URL.es);
    expect(PROVIDER_FEES_URL.es).toMatch(/^https:\/\//);
  });

  it('takes a host fees page when it is https, and ignores one that is not', async () => {
    await open({}, <RepaymentInstructions feesUrl="https://fees.provider.example/mx" />);
    expect(screen.getByRole('link', { name: /Fees and charges/ })).toHaveAttribute('href', 'https://fees.provider.example/mx');
  });

  it('ignores a host fees page that is not https', async () => {
    await open({}, <RepaymentInstructions feesUrl="javascript:alert(1)" />);
    expect(screen.getByRole('link', { name: /Fees and charges/ })).toHaveAttribute('href', PROVIDER_FEES_URL.en);
  });

  it.each([
    ['no amount', 'requestType=1&payCode=PAYU'],
    ['an empty amount', 'requestType=1&amount=&payCode=PAYU'],
    ['no pay code', 'requestType=2&amount=850'],
    ['requestType 3', 'requestType=3&amount=850&payCode=PAYU'],
    ['no requestType', 'amount=850&payCode=PAYU'],
    ['an amount of -5e3 OR 1', `requestType=1&amount=${encodeURIComponent('-5e3 OR 1')}&payCode=PAYU`],
    ['a zero amount', 'requestType=1&amount=0&payCode=PAYU'],
    ['an amount in markup', `requestType=1&amount=${encodeURIComponent('<b>9</b>')}&payCode=PAYU`],
  ])('explains a link with %s, and asks the server nothing', async (_case, query) => {
    const { api, repaymentInstruction } = spiedApi();
    await open({ api, query });
    expect(screen.getByRole('heading', { level: 1, name: 'These payment instructions cannot be shown' })).toBeInTheDocument();
    expect(screen.getByText(/missing the amount or the payment channel/)).toBeInTheDocument();
    expect(repaymentInstruction).not.toHaveBeenCalled();
  });

  it('explains a bad link in Spanish', async () => {
    await open({ market: 'es', query: 'requestType=9' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se pueden mostrar estas instrucciones de pago' }),
    ).toBeInTheDocument();
  });

  it('shows the server message when the server refuses', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'en',
      failures: { repaymentInstruction: new ApiError('rejected', 'Code expired', { code: '4' }) },
    });
    const { onError } = await open({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Code expired');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '4' }));
  });

  it('shows a clear error when the server is unreachable', async () => {
    expectBoundaryLog();
    const api = createFakeApi({ market: 'en', failures: { repaymentInstruction: new ApiError('network', 'fetch failed') } });
    await open({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
  });

  it('shows a loading state while the instructions load', async () => {
    await open({ api: createFakeApi({ market: 'en', pending: ['repaymentInstruction'] }) });
    expect(screen.getByRole('status', { name: 'Loading the payment instructions' })).toHaveAttribute('aria-busy', 'true');
  });
});
