import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import { createTestBridge } from '@tests/support/bridge-contract';
import { LoanConfirmation } from '@lendview/screens/loan-confirmation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen } from '@tests/support/render';

const SESSION = { userId: '1001', sessionId: 'sess-1', productId: '7' };
const ACKNOWLEDGE = 'I have read and understood the Key Fact Statement';

async function open(options: FakeApiOptions & { validUntil?: string }) {
  const fake = createFakeApi(options);
  const { validUntil } = options;
  const api = validUntil
    ? {
        ...fake,
        loanQuote: async (request: Parameters<typeof fake.loanQuote>[0]) => {
          const quote = await fake.loanQuote(request);
          return { ...quote, disclosure: { ...(quote.disclosure as object), validUntil } };
        },
      }
    : fake;
  const submitLoan = vi.spyOn(api, 'submitLoan');
  const loanQuote = vi.spyOn(api, 'loanQuote');
  const bridge = createTestBridge();
  const rendered = await showScreen(<LoanConfirmation />, { session: SESSION, market: options.market, api, bridge });
  return { ...rendered, submitLoan, loanQuote, bridge };
}

const submit = () => screen.getByRole('button', { name: /^(Submit|Enviar)$/ });

// The card and the statements it folds are chunks: loaded first, so a tap never meets one still loading.
beforeAll(() =>
  Promise.all([
    import('./key-facts/KeyFactsCard'),
    import('../../shared/kfs/KeyFactStatement'),
    import('../../shared/caratula/Caratula'),
  ]),
);

afterEach(() => {
  vi.useRealTimers();
});

describe('what Submit waits for besides the contract box', () => {
  it('asks the borrower to acknowledge the Key Fact Statement before Submit (English), and submits once they do', async () => {
    const { submitLoan } = await open({ market: 'en' });
    const box = await screen.findByRole('checkbox', { name: ACKNOWLEDGE }, { timeout: 15_000 });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Confirm that you have read the Key Fact Statement to continue.');
    // The contract box is checked by default: the acknowledgement alone holds Submit.
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to the loan contract' })).toBeChecked();
    expect(submit()).toBeDisabled();
    await act(async () => submit().closest('form')!.requestSubmit());
    expect(submitLoan).not.toHaveBeenCalled();

    await userEvent.click(box);
    expect(submit()).toBeEnabled();
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.click(submit());
    expect(submitLoan).toHaveBeenCalledTimes(1);
  });

  it('asks for no acknowledgement in the Spanish market (the carátula has none), the offer still valid', async () => {
    await open({ market: 'es' });
    await screen.findByRole('region', { name: 'Datos clave de su crédito' }, { timeout: 15_000 });
    expect(screen.queryByRole('checkbox', { name: /Declaración de datos clave/ })).toBeNull();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it.each(['en', 'es'] as const)(
    'says an offer past its validity cannot be accepted, holds Submit and offers a fresh quote (%s)',
    async (market) => {
      const { submitLoan, loanQuote } = await open({ market, expired: true });
      const notice = await screen.findByText(
        /^(This offer was valid until|Esta oferta era válida hasta el) 24\/11\/2025\./,
        undefined,
        {
          timeout: 15_000,
        },
      );
      expect(submit()).toBeDisabled();
      expect(screen.queryByRole('checkbox', { name: ACKNOWLEDGE })).toBeNull();
      await act(async () => submit().closest('form')!.requestSubmit());
      expect(submitLoan).not.toHaveBeenCalled();

      const fresh = within(notice.closest('.kf-expired') as HTMLElement).getByRole('button', {
        name: market === 'en' ? 'Get a new offer' : 'Obtener una nueva oferta',
      });
      // A fresh quote suspends in a transition: the tap is awaited in act, not userEvent's synchronous one.
      await act(async () => fresh.click());
      await waitFor(() => expect(loanQuote).toHaveBeenCalledTimes(2));
      expect(loanQuote).toHaveBeenLastCalledWith({ productId: '7' });
    },
  );

  it('turns the offer expired when its last day ends while the page is open (Mexico City time)', async () => {
    // 23:59:30 in Mexico City on the offer's last day (UTC-6): valid for 30 more seconds.
    vi.useFakeTimers({ now: Date.parse('2026-12-03T05:59:30Z'), shouldAdvanceTime: true });
    await open({ market: 'es', validUntil: '2026-12-02' });
    await screen.findByRole('region', { name: 'Datos clave de su crédito' }, { timeout: 15_000 });
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByText('Vigente hasta el 02/12/2026')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(submit()).toBeDisabled();
    expect(screen.getByText(/^Esta oferta era válida hasta el 02\/12\/2026\./)).toBeInTheDocument();
  });

  it('asks again for a new proposal (the re-quote)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await import('./RequoteDialog');
    await open({ market: 'en', requote: true });
    await userEvent.click(await screen.findByRole('checkbox', { name: ACKNOWLEDGE }, { timeout: 15_000 }));
    await act(() => vi.advanceTimersByTimeAsync(5500));
    // The re-quoted offer (proposal KFS/2025/000174-2): ₹4,230.00 net.
    await waitFor(() => expect(screen.getByText('₹4,230.00')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: ACKNOWLEDGE })).not.toBeChecked();
    expect(submit()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: ACKNOWLEDGE }));
    expect(submit()).toBeEnabled();
  });

  it('reloads the offer when the web view is shown again (resume), keeping the acknowledgement of the same proposal', async () => {
    const { bridge, loanQuote } = await open({ market: 'en' });
    await userEvent.click(await screen.findByRole('checkbox', { name: ACKNOWLEDGE }, { timeout: 15_000 }));
    await act(async () => bridge.emit('resume', {}));
    await waitFor(() => expect(loanQuote).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('checkbox', { name: ACKNOWLEDGE })).toBeChecked();
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
