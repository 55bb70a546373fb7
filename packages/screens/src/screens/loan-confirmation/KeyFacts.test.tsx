import { DisclosureError } from '@lendview/api/disclosure';
import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen } from '@tests/support/render';

const SESSION = { userId: '1001', sessionId: 'sess-1', productId: '7' };

async function open(options: FakeApiOptions) {
  return showScreen(<LoanConfirmation />, { session: SESSION, market: options.market, api: createFakeApi(options) });
}

/** The card's definition list as [term, value] pairs, in reading order. */
function pairs(list: HTMLElement) {
  return [...list.querySelectorAll(':scope > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);
}

const card = () => screen.getByRole('region', { name: /^(Key facts of your loan|Datos clave de su crédito)$/ });

/** The mock offer's last valid day, as the card writes it: 5 days after today. */
const validity = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

describe('key facts on the loan confirmation', () => {
  it("shows the APR computed from the mock offer, the offer's validity, the totals and the look-up period (English)", async () => {
    const { onError } = await open({ market: 'en' });
    const facts = await screen.findByRole('region', { name: 'Key facts of your loan' }, { timeout: 15_000 });
    expect(within(facts).getByText(`Valid until ${validity()}`)).toBeInTheDocument();
    expect(within(facts).getByText('Annual Percentage Rate (APR)', { selector: '.kf-rate-label' }).nextSibling).toHaveTextContent(
      '100.19%',
    );
    expect(pairs(facts.querySelector('.kf-totals')!)).toEqual([
      ['Net amount you receive', '₹4,646.00'],
      ['Total charges', '₹354.00'],
      ['Total interest', '₹450.00'],
      ['Total amount to pay', '₹5,804.00'],
    ]);
    expect(within(facts).getByRole('heading', { level: 3, name: 'Look-up period: 3 days' })).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('folds the whole Key Fact Statement below the headline: Part 1, Part 2 and the schedule annex', async () => {
    await open({ market: 'en' });
    const facts = await screen.findByRole('region', { name: 'Key facts of your loan' }, { timeout: 15_000 });
    const statement = facts.querySelector('details')!;
    expect(statement.open).toBe(false);
    await userEvent.click(within(facts).getByText('Full Key Fact Statement'));
    expect(statement.open).toBe(true);
    await within(statement).findByRole('heading', { name: 'Annex: Repayment schedule' }, { timeout: 15_000 });
    expect(
      within(statement)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Part 1: Interest rate and fees/charges',
      'Fees and charges',
      'Contingent charges',
      'Part 2: Other qualitative information',
      'Annex: Repayment schedule',
    ]);
  });

  it('shows the CAT with one decimal, sin IVA, its purpose and calculation date, the carátula folded below (Spanish)', async () => {
    await open({ market: 'es' });
    const facts = await screen.findByRole('region', { name: 'Datos clave de su crédito' }, { timeout: 15_000 });
    expect(within(facts).getByText('Costo Anual Total (CAT)', { selector: '.kf-rate-label' }).nextSibling).toHaveTextContent(
      '249.9%',
    );
    expect(
      within(facts).getByText('CAT 249.9% sin IVA, para fines informativos y de comparación. Fecha de cálculo: 22/11/2025.'),
    ).toBeInTheDocument();
    expect(pairs(facts.querySelector('.kf-totals')!)).toEqual([
      ['Monto neto que recibe', '$2,710.00'],
      ['Total de comisiones y cargos', '$290.00'],
      ['Intereses totales', '$362.07'],
      ['Monto total a pagar', '$3,710.00'],
    ]);
    // The lender states no look-up period in Mexico and Banxico sets no minimum: none is invented.
    expect(within(facts).queryByText(/Periodo de reflexión/)).toBeNull();
    await userEvent.click(within(facts).getByText('Carátula de crédito'));
    expect(await within(facts).findByRole('heading', { name: 'ADVERTENCIAS' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows our figure when the lender sends none', async () => {
    const { onError } = await open({ market: 'en', disclosure: 'computed' });
    await screen.findByRole('region', { name: 'Key facts of your loan' }, { timeout: 15_000 });
    expect(card().querySelector('.kf-rate-value')).toHaveTextContent('100.19%');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the lender figure and reports disclosure-mismatch when it is over 0.1 point from ours', async () => {
    const { onError } = await open({ market: 'en', disclosure: 'mismatch' });
    await screen.findByRole('region', { name: 'Key facts of your loan' }, { timeout: 15_000 });
    expect(card().querySelector('.kf-rate-value')).toHaveTextContent('105.19%');
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0][0] as DisclosureError;
    expect(error).toBeInstanceOf(DisclosureError);
    expect(error.code).toBe('disclosure-mismatch');
    expect(error.stated).toBe(105.19);
    expect(error.computed).toBeCloseTo(100.19, 2);
  });

  it('reports a mismatching CAT in the Spanish market', async () => {
    const { onError } = await open({ market: 'es', disclosure: 'mismatch' });
    await screen.findByRole('region', { name: 'Datos clave de su crédito' }, { timeout: 15_000 });
    expect(card().querySelector('.kf-rate-value')).toHaveTextContent('254.9%');
    expect((onError.mock.calls[0][0] as DisclosureError).code).toBe('disclosure-mismatch');
  });

  it('shows no card and reports disclosure-malformed when the disclosure does not decode, the offer intact', async () => {
    const { onError } = await open({ market: 'en', disclosure: 'malformed' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled(), { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Key facts of your loan' })).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toMatchObject({ name: 'DisclosureError', code: 'disclosure-malformed' });
    expect(onError.mock.calls[0][0].message).toMatch(/netDisbursedAmount/);
  });

  it('behaves as before without a disclosure', async () => {
    const { onError } = await open({ market: 'es', disclosure: 'none' });
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Datos clave de su crédito' })).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('puts the card above the agreement box', async () => {
    await open({ market: 'en' });
    const facts = await screen.findByRole('region', { name: 'Key facts of your loan' }, { timeout: 15_000 });
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to the loan contract' });
    expect(facts.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
