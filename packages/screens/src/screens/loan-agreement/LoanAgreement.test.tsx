import { ApiError, type ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { createDataStore, LendviewProvider } from '@lendview/screens';
import { LoanAgreement } from '@lendview/screens/loan-agreement';
import { screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';

/** Rendered in an awaited act: React 19.3 does not retry a screen that suspended in a synchronous render. */
async function setup(options: RenderScreenOptions & { market: 'en' | 'es' }) {
  const api: ApiAdapter = options.api ?? createFakeApi({ market: options.market });
  const contract = vi.spyOn(api, 'contract');
  const rendered = await showScreen(<LoanAgreement />, { ...options, api });
  return { ...rendered, contract };
}

/** The note's text with whitespace collapsed. */
const noteText = () => (document.querySelector('article')?.textContent ?? '').replace(/\s+/g, ' ');

describe('LoanAgreement', () => {
  it('fills the English promissory note with every contract field and the section 9 rates', async () => {
    const data = await createFakeApi({ market: 'en' }).contract('174');
    await setup({ market: 'en', query: 'orderNo=174' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan agreement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Promissory note' })).toBeInTheDocument();
    const text = noteText();
    for (const value of [
      data.userName,
      data.userAddress,
      data.company,
      data.productName,
      data.daiDate,
      data.planDate,
      data.contractDate,
    ]) {
      expect(text).toContain(value);
    }
    for (const amount of [data.amount, data.contractAmount, data.commission, data.interest, data.iva, data.giveAmount]) {
      expect(text).toContain(`₹${amount}`);
    }
    expect(text).toContain('annual rate of 18%');
    expect(text).toContain('daily rate of 0.0065%');
    expect(text).toContain('Value added tax (VAT) of 16% is charged on the interest plus the commission');
    expect(text).toContain('penalty interest of 3% per day');
    expect(text).toContain(`unconditionally promise to pay to the order of ${data.company}`);
  });

  it('is the Spanish pagaré, in pesos, for the Spanish market', async () => {
    const data = await createFakeApi({ market: 'es' }).contract('174');
    await setup({ market: 'es', query: 'orderNo=174' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de préstamo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pagaré' })).toBeInTheDocument();
    const text = noteText();
    expect(text).toContain(`prometo pagar incondicionalmente a la orden de ${data.company}`);
    expect(text).toContain(`$${data.contractAmount}`);
    expect(text).toMatch(/tasa anual del 18\s?%/);
    expect(text).toMatch(/tasa diaria del 0\.0065\s?%/);
    expect(text).toMatch(/IVA\) del 16\s?%/);
    expect(text).toMatch(/intereses moratorios del 3\s?% diario/);
    for (const value of [
      data.userName,
      data.userAddress,
      data.giveAmount,
      data.iva,
      data.interest,
      data.commission,
      data.amount,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('asks for the orderNo of the address, else the session order', async () => {
    const first = await setup({ market: 'en', query: 'orderNo=A-77', session: { orderId: '174' } });
    expect(first.contract).toHaveBeenCalledWith('A-77');
    first.unmount();
    const second = await setup({ market: 'en', session: { orderId: '180' } });
    expect(second.contract).toHaveBeenCalledWith('180');
  });

  it('shows the server message when the contract is refused', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'en',
      failures: { contract: new ApiError('rejected', 'Contract not signed yet', { code: '3' }) },
    });
    const { onError } = await setup({ market: 'en', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract not signed yet');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: '3' }));
  });

  it('shows a loading state sized like the note while the contract loads', async () => {
    await setup({ market: 'en', api: createFakeApi({ market: 'en', pending: ['contract'] }) });
    expect(screen.getByRole('status', { name: 'Loading the agreement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeInTheDocument();
  });

  it('renders server text as text, never as markup', async () => {
    const real = createFakeApi({ market: 'en' });
    const api = {
      ...real,
      contract: async (no: string) => ({ ...(await real.contract(no)), userName: '<img src=x onerror=alert(1)>' }),
    };
    await setup({ market: 'en', api });
    expect(await screen.findAllByText('<img src=x onerror=alert(1)>')).not.toHaveLength(0);
    expect(document.querySelector('img')).toBeNull();
  });

  // Issue 27 point 7: Lingui reads tags in the string values it interpolates, so an address that
  // reached `<Trans>` as a string rendered "NOTHING - PAID IN FULL" bold and logged an error.
  describe('server text with tags in it (an address like "Av. Reforma 1 <2>NOTHING - PAID IN FULL</2>")', () => {
    const address = 'Av. Reforma 1 <2>NOTHING - PAID IN FULL</2> <b>x</b>';
    const hostile = (): ApiAdapter => {
      // Without key facts: the note alone (their chunk would suspend the server render in this test DOM).
      const real = createFakeApi({ market: 'es', disclosure: 'none' });
      return { ...real, contract: async (no: string) => ({ ...(await real.contract(no)), userAddress: address }) };
    };

    it('renders it as text in the browser and logs nothing', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await setup({ market: 'es', api: hostile(), query: 'orderNo=174' });
      await screen.findByRole('heading', { level: 2, name: 'Pagaré' });
      expect(noteText()).toContain(`con domicilio en ${address}`);
      expect([...document.querySelectorAll('article strong')].map((bold) => bold.textContent)).not.toContain(
        'NOTHING - PAID IN FULL',
      );
      expect(errors).not.toHaveBeenCalled();
    });

    it('renders it as text on the server and logs nothing', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const stream = await renderToReadableStream(
        <LendviewProvider
          api={hostile()}
          bridge={createRecordingBridge()}
          session={{}}
          market="es"
          query="orderNo=174"
          navigate={() => undefined}
          store={createDataStore()}
          pageOrigin="https://app.lendview.test"
        >
          <LoanAgreement />
        </LendviewProvider>,
      );
      await stream.allReady;
      const html = await new Response(stream).text();
      expect(html).toContain('Av. Reforma 1 &lt;2&gt;NOTHING - PAID IN FULL&lt;/2&gt; &lt;b&gt;x&lt;/b&gt;');
      expect(html).not.toContain('<strong>NOTHING');
      expect(errors).not.toHaveBeenCalled();
    });
  });
});
