import { createFakeApi } from '@lendview/api/fake';
import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@tests/support/render';

const SESSION = { userId: '1001', sessionId: 'sess-1', productId: '7' };

// The re-quote popup is its own chunk: loaded before the tests, as the loader's prefetch loads it
// when the offer arrives, so the clock-exact checks start with the popup on screen.
beforeAll(() => import('./RequoteDialog'));

async function open(market: 'en' | 'es' = 'en') {
  // Without key facts: their acknowledgement would hold Submit too (KeyFacts.test.tsx).
  const api = createFakeApi({ market, requote: true, disclosure: 'none' });
  const submitLoan = vi.spyOn(api, 'submitLoan');
  await act(async () => {
    renderScreen(<LoanConfirmation />, { api, market, session: SESSION });
  });
  return { submitLoan };
}

/** What a screen reader reads of an element: its text without the parts hidden from it. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden=true]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LoanConfirmation: the re-quote holds Submit', () => {
  it('keeps Submit disabled while the re-quote is pending and shown (bug: the stale amount went out behind the popup)', async () => {
    vi.useFakeTimers();
    const { submitLoan } = await open();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.getByRole('dialog', { name: 'Updating your offer' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    // A keyboard or switch user reaching the form behind the popup: Enter submits the form.
    fireEvent.submit(submit.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.submit(submit.closest('form')!);
    expect(submitLoan).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toBeEnabled();
    fireEvent.submit(submit.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(submitLoan).toHaveBeenCalledTimes(1);
    expect(submitLoan).toHaveBeenCalledWith(expect.objectContaining({ amount: '4,500.00' }));
  });

  it.each([
    ['en', 'Your offer was updated. Disbursal amount: ₹4,500.00.'],
    ['es', 'Su oferta se actualizó. Monto a desembolsar: $2,700.00.'],
  ] as const)('announces the re-quoted offer in a live region (%s)', async (market, text) => {
    vi.useFakeTimers();
    await open(market);
    const region = screen.getAllByRole('status').find((element) => element.classList.contains('lv-visually-hidden'))!;
    expect(region).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(5500));
    expect(region).toHaveTextContent(text);
  });
});

describe('LoanConfirmation: the plan read aloud', () => {
  it('reads "Instalment 1 of 3", not "Instalment instalment 1 of 3"', async () => {
    await act(async () => {
      renderScreen(<LoanConfirmation />, { market: 'en', session: SESSION });
    });
    await screen.findByText('Repayment plan');
    const items = [...document.querySelectorAll('ol.lc-plan > li')];
    expect(spoken(items[0]!.querySelector('.lc-plan-title')!)).toBe('Instalment 1 of 3');
    expect(spoken(items[2]!.querySelector('.lc-plan-title')!)).toBe('Instalment 3 of 3');
  });
});
