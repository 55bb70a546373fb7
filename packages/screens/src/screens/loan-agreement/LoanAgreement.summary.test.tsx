import { createFakeApi } from '@lendview/api/fake';
import { LoanAgreement } from '@lendview/screens/loan-agreement';
import { screen } from '@testing-library/react';
import { showScreen } from '@tests/support/render';

// The statements are their own chunks: loaded first, so a test that expects none would see one if it came.
beforeAll(() => Promise.all([import('../../shared/caratula/Caratula'), import('../../shared/kfs/KeyFactStatement')]));

/** The page's sections in reading order, by their accessible names. */
const sections = () =>
  [...document.querySelectorAll('section[aria-labelledby], article[aria-labelledby]')].map(
    (section) => document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent,
  );

describe('LoanAgreement: the contract key facts at its top', () => {
  it('heads the Spanish agreement with the carátula, before the pagaré', async () => {
    await showScreen(<LoanAgreement />, { market: 'es', query: 'orderNo=174' });
    await screen.findByRole('region', { name: 'Carátula de crédito' }, { timeout: 15_000 });
    expect(sections()).toEqual(['Carátula de crédito', 'Pagaré']);
    expect(screen.getByText('Registro de Contratos de Adhesión Núm. (RECA)').nextSibling).toHaveTextContent(
      '15368-439-035612/01-01234-1125',
    );
    // The contract's own product name opens it.
    expect(screen.getByText('Nombre comercial del producto').nextSibling).toHaveTextContent('LendView Efectivo');
  });

  it('heads the English agreement with the Key Fact Statement as its summary box', async () => {
    await showScreen(<LoanAgreement />, { market: 'en', query: 'orderNo=174' });
    await screen.findByRole('region', { name: 'Key Fact Statement' }, { timeout: 15_000 });
    expect(sections()).toEqual(['Key Fact Statement', 'Promissory note']);
  });

  it('is the promissory note alone for a contract without key facts', async () => {
    await showScreen(<LoanAgreement />, {
      market: 'es',
      query: 'orderNo=174',
      api: createFakeApi({ market: 'es', disclosure: 'none' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Pagaré' });
    expect(sections()).toEqual(['Pagaré']);
  });
});
