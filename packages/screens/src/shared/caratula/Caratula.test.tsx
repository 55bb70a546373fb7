import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import type { GrievanceContacts } from '@lendview/screens';
import { screen, within } from '@testing-library/react';
import { showScreen } from '@tests/support/render';
import { Caratula } from './Caratula';

const CONTACTS: GrievanceContacts = {
  une: { address: 'Av. Reforma 100, Cuauhtémoc, CDMX', phone: '55 5000 1234', email: 'une@lender.example' },
  condusef: { phone: '55 5340 0999', site: 'https://www.condusef.gob.mx' },
};

/** The mock offer's `disclosure` as the server sends it, with `change` applied. */
async function disclosure(options: Partial<FakeApiOptions> = {}, change: Record<string, unknown> = {}) {
  const quote = await createFakeApi({ market: 'es', ...options }).loanQuote({ productId: '1' });
  return { ...(quote.disclosure as Record<string, unknown>), ...change };
}

async function show(raw: unknown, grievance: GrievanceContacts = CONTACTS) {
  const rendered = await showScreen(<Caratula disclosure={raw} productName="LendView Efectivo" standalone />, {
    market: 'es',
    grievance,
  });
  const section = await screen.findByRole('region', { name: 'Carátula de crédito' }, { timeout: 15_000 });
  return { ...rendered, section };
}

/** Every [term, value] pair of the carátula, in reading order. */
const rows = (section: HTMLElement) =>
  [...section.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

describe("Mexico's carátula", () => {
  it("shows every item in CONDUSEF's order, amounts and dates as es-MX writes them", async () => {
    const { section, onError } = await show(await disclosure());
    expect(rows(section)).toEqual([
      ['Nombre comercial del producto', 'LendView Efectivo'],
      ['CAT (Costo Anual Total)', '249.9%Sin IVA. Para fines informativos y de comparación. Fecha de cálculo: 22/11/2025.'],
      ['Tasa de interés anual ordinaria', '18.00%'],
      ['Tasa de interés anual moratoria', '1,095.00%'],
      ['Monto del crédito', '$3,000.00'],
      ['Monto total a pagar', '$3,710.00'],
      ['Plazo del crédito', '91 días'],
      ['Comisión por apertura', '$250.00 más $40.00 de IVASe cobra al disponer del crédito'],
      ['Comisión por pago tardío', '$150.00 más IVA por cada pago vencido.'],
      ['Pago anticipado', 'Sin comisión.'],
      [
        'Aclaraciones y reclamaciones: Unidad Especializada de Atención a Usuarios (UNE)',
        'Av. Reforma 100, Cuauhtémoc, CDMX55 5000 1234une@lender.example',
      ],
      ['Registro de Contratos de Adhesión Núm. (RECA)', '15368-439-035612/01-01234-1125'],
      [
        'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
        '55 5340 0999www.condusef.gob.mx',
      ],
      ['Buró de Entidades Financieras', 'www.buro.gob.mx'],
    ]);
    expect(
      within(section)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Carátula de crédito', 'Fechas y montos de pago', 'Comisiones relevantes', 'ADVERTENCIAS']);
    const payments = within(within(section).getByRole('list', { name: 'Fechas y montos de pago' })).getAllByRole('listitem');
    expect(payments.map((payment) => payment.textContent)).toEqual([
      '21/12/2025$1,140.00',
      '20/01/2026$1,140.00',
      '21/02/2026$1,140.00',
    ]);
    expect(within(section).getByRole('link', { name: 'www.buro.gob.mx' })).toHaveAttribute('href', 'https://www.buro.gob.mx/');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the ADVERTENCIAS exactly as the lender sends them', async () => {
    const { section } = await show(
      await disclosure({}, { warnings: ['Incumplir <b>tus</b> obligaciones te puede generar comisiones.'] }),
    );
    const warnings = section.querySelector('.ca-warnings ul')!;
    expect(within(warnings as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'Incumplir <b>tus</b> obligaciones te puede generar comisiones.',
    );
  });

  it('leaves out the items the lender does not send', async () => {
    const { section } = await show(await disclosure({ disclosure: 'partial' }), {});
    expect(rows(section).map(([term]) => term)).toEqual([
      'Nombre comercial del producto',
      'CAT (Costo Anual Total)',
      'Monto del crédito',
      'Monto total a pagar',
      'Plazo del crédito',
      'Comisión por apertura',
    ]);
    expect(within(section).queryByRole('heading', { name: 'ADVERTENCIAS' })).toBeNull();
  });

  it('refuses a Buró link that is not on a Mexican government site, and reports it', async () => {
    const { section, onError } = await show(await disclosure({}, { buroUrl: 'https://buro.example/lender' }));
    expect(within(section).queryByText('Buró de Entidades Financieras')).toBeNull();
    expect(within(section).queryByRole('link', { name: /buro/ })).toBeNull();
    expect(onError.mock.calls[0][0]).toMatchObject({
      code: 'disclosure-malformed',
      message: expect.stringMatching(/buroUrl is not an https address on gob\.mx/),
    });
  });
});
