import { ApiError, type ApiAdapter, type OrderDetails } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { LoanDetails } from '@lendview/screens/loan-details';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { renderScreen, showScreen, type RenderScreenOptions } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';

const SESSION = { userId: '1001', sessionId: 'sess-1', productId: '1', orderId: '174' };

async function open(options: RenderScreenOptions & { orderId?: string } = {}) {
  const { orderId = '174', ...rest } = options;
  const api = rest.api ?? createFakeApi({ market: rest.market ?? 'en', orderId });
  const rendered = await showScreen(<LoanDetails />, { session: { ...SESSION, orderId }, ...rest, api });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** The fake API with the order changed by `patch`. */
function withOrder(orderId: string, patch: Partial<OrderDetails>, market: 'en' | 'es' = 'en'): ApiAdapter {
  const api = createFakeApi({ market, orderId });
  return { ...api, orderDetails: async (ref) => ({ ...(await api.orderDetails(ref)), ...patch }) };
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const statusCard = () => screen.getByRole('heading', { level: 1 }).closest('[data-tone]');

describe('LoanDetails', () => {
  describe('status', () => {
    it.each([
      ['21', 'blue', 'Under review'],
      ['151', 'teal', 'Disbursing'],
      ['110', 'red', 'Rejected'],
      ['174', 'orange', 'Pending repayment'],
      ['180', 'purple', 'Overdue'],
      ['200', 'teal', 'Settled'],
      ['999', 'default', 'Processing'],
    ])('order %s has the %s colour and says "%s" in words', async (orderId, tone, text) => {
      await open({ orderId });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
      expect(statusCard()).toHaveAttribute('data-tone', tone);
    });

    it('shows the status description, the product name and its logo', async () => {
      await open({ orderId: '174' });
      expect(screen.getByText('Repay by the due date to keep a good credit record.')).toBeInTheDocument();
      const product = screen.getByRole('heading', { level: 2, name: 'LendView Cash' });
      expect(product.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^(https:|data:image\/)/));
    });

    it('confirms a card payment that just went through (from=repayment), and only then', async () => {
      await open({ orderId: '174', query: 'from=repayment' });
      expect(screen.getByText('Payment received. It can take a few minutes to show in your loan details.')).toBeInTheDocument();
    });

    it('says nothing of a payment when opened otherwise', async () => {
      await open({ orderId: '174' });
      expect(screen.queryByText(/Payment received/)).toBeNull();
    });
  });

  describe('buttons per status', () => {
    it.each([
      ['21', []],
      ['151', []],
      ['110', []],
      ['174', ['Repay', 'Extension']],
      ['180', ['Repay']],
      ['200', ['Borrow again']],
      ['999', []],
    ])('order %s shows %j', async (orderId, expected) => {
      await open({ orderId });
      const shown = ['Repay', 'Extension', 'Borrow again'].filter((name) => button(name));
      expect(shown).toEqual(expected);
    });

    it('shows Extension for 180 only when the server offers it (isDelay)', async () => {
      await open({ orderId: '180', api: withOrder('180', { extensionAvailable: true }) });
      expect(button('Extension')).toBeInTheDocument();
    });

    it('hides Borrow again when the host cannot take the message', async () => {
      await open({ orderId: '200', bridge: createTestBridge({ capabilities: ['track', 'openRating'] }) });
      await waitFor(() => expect(button('Borrow again')).toBeNull());
    });
  });

  describe('detail rows', () => {
    it('hides rows whose value is empty, missing or 0', async () => {
      await open({ orderId: '174' });
      const labels = screen.getAllByRole('term').map((term) => term.textContent);
      expect(labels).toEqual(['Amount due', 'Due date', 'Loan amount']);
      expect(screen.queryByText('Overdue days')).toBeNull();
      expect(screen.queryByText('Penalty')).toBeNull();
    });

    it('keeps a row whose value only looks like zero (0.00)', async () => {
      await open({ orderId: '200' });
      expect(screen.getByText('Penalty')).toBeInTheDocument();
    });

    it('hides a row with a missing value', async () => {
      await open({
        orderId: '151',
        api: withOrder('151', {
          rows: [
            { label: 'Bank account', value: undefined as unknown as string },
            { label: 'Loan amount', value: '5,000.00' },
          ],
        }),
      });
      expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Loan amount']);
    });

    it('hides the whole list for a failed order (110), even with values', async () => {
      await open({ orderId: '110' });
      expect(screen.queryAllByRole('term')).toEqual([]);
      expect(screen.queryByText('Loan amount')).toBeNull();
      expect(screen.queryByText('4,000.00')).toBeNull();
    });

    it('hides the whole list when it is empty', async () => {
      await open({ orderId: '999' });
      expect(screen.queryAllByRole('term')).toEqual([]);
      expect(document.querySelector('dl')).toBeNull();
    });
  });

  describe('actions', () => {
    it('Repay follows the repayment URL (h5Url) through the redirect rules', async () => {
      const { navigate } = await open({ orderId: '180' });
      await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
      expect(navigate).toHaveBeenCalledTimes(1);
      const target = new URL(navigate.mock.calls[0]![0]);
      expect(target.pathname).toBe('/mock-assets/pay.html');
      expect(target.searchParams.get('orderId')).toBe('180');
      expect(target.searchParams.get('sessionId')).toBe('sess-1');
    });

    it('Repay refuses an unsafe repayment URL and shows an error', async () => {
      const { navigate, onError } = await open({ orderId: '180', api: withOrder('180', { repayUrl: 'javascript:alert(1)' }) });
      await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
      expect(await screen.findByText('This link cannot be opened. Please contact customer service.')).toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'RedirectError' }));
    });

    it('Repay goes to the repay page with the session query when there is no repayment URL', async () => {
      const { navigate } = await open({ orderId: '180', api: withOrder('180', { repayUrl: '' }) });
      await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/theGovernment\?(.+&)?orderId=180/), undefined);
    });

    it('Extension goes to the repay-delay page', async () => {
      const { navigate } = await open({ orderId: '174' });
      await userEvent.click(screen.getByRole('button', { name: 'Extension' }));
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/theLand\?(.+&)?orderId=174/), undefined);
    });

    it("the extension-agreement link follows the order's isNewContract link, with the session query", async () => {
      const { navigate } = await open({
        orderId: '174',
        api: withOrder('174', { contractUrl: 'https://app.lendview.test/agony?orderNo=174' }),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Extension agreement' }));
      expect(navigate).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/app\.lendview\.test\/agony\?orderNo=174&.*sessionId=sess-1/),
        undefined,
      );
    });

    it('the extension-agreement link is left out when isNewContract is empty', async () => {
      await open({ orderId: '174', api: withOrder('174', { contractUrl: '' }) });
      expect(button('Extension')).toBeInTheDocument();
      expect(button('Extension agreement')).toBeNull();
    });

    it('the extension-agreement link refuses an isNewContract that is not a safe address', async () => {
      const { navigate, onError } = await open({ orderId: '174', api: withOrder('174', { contractUrl: 'javascript:alert(1)' }) });
      await userEvent.click(screen.getByRole('button', { name: 'Extension agreement' }));
      expect(await screen.findByText('This link cannot be opened. Please contact customer service.')).toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'RedirectError' }));
    });

    it('Borrow again sends the product id cut before any "?"', async () => {
      const { bridge } = await open({ orderId: '200', session: { ...SESSION, orderId: '200', productId: '7?channel=app' } });
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(screen.getByRole('button', { name: 'Borrow again' }));
      await waitFor(() => expect(bridge.sent('borrowAgain').map((m) => m.payload)).toEqual([{ productId: '7' }]));
    });

    it('reloads the order when the native app shows the web view again (resume)', async () => {
      const real = createFakeApi({ market: 'en' });
      let status = '174';
      const orderDetails = vi.fn((ref: { productId: string; orderId: string }) => real.orderDetails({ ...ref, orderId: status }));
      const { bridge } = await open({ api: { ...real, orderDetails } });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pending repayment');
      expect(orderDetails).toHaveBeenCalledWith({ productId: '1', orderId: '174' });

      status = '151';
      await act(async () => bridge.emit('resume'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Disbursing'));
      expect(orderDetails).toHaveBeenCalledTimes(2);
      expect(button('Repay')).toBeNull();
    });
  });

  describe('delay reminder (Recordatorio)', () => {
    it('opens when Repay is tapped while an extension is on offer; confirm goes to the extension', async () => {
      const { navigate } = await open({ orderId: '174' });
      await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
      const dialog = screen.getByRole('dialog', { name: 'Reminder' });
      expect(dialog).toHaveTextContent('postponed up to 7 days');
      expect(navigate).not.toHaveBeenCalled();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply for an extension' }));
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/theLand\?/), undefined);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('its no-need link goes on to repayment', async () => {
      const { navigate } = await open({ orderId: '174' });
      await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
      await userEvent.click(screen.getByRole('button', { name: 'No need, repay now' }));
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/theGovernment\?/), undefined);
    });

    it('is titled Recordatorio with the fixed Spanish text in the Spanish market', async () => {
      const { navigate } = await open({ market: 'es', orderId: '174' });
      await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
      const dialog = screen.getByRole('dialog', { name: 'Recordatorio' });
      expect(dialog).toHaveTextContent(
        'Si no puede pagar a tiempo, solicite una prórroga: su pago puede posponerse hasta 7 días.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'No es necesario, pagar ahora' }));
      // The Spanish 174 order carries a repayment URL: the no-need link follows it.
      expect(new URL(navigate.mock.calls[0]![0]).pathname).toBe('/mock-assets/pay.html');
    });
  });

  describe('rating', () => {
    const rating = () => screen.queryByRole('dialog', { name: 'Rate our service' });

    it('opens by itself when the server asks for a score (isScore)', async () => {
      await open({ orderId: '200' });
      await waitFor(() => expect(rating()).toBeInTheDocument());
      const stars = within(rating()!).getAllByRole('radio');
      expect(stars).toHaveLength(5);
      for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
        expect(within(rating()!).getByRole('radio', { name })).not.toBeChecked();
      }
    });

    it('does not open when the server does not ask', async () => {
      await open({ orderId: '174' });
      expect(rating()).toBeNull();
    });

    it('Send with no star shows the spec message and sends nothing', async () => {
      const api = createFakeApi({ market: 'es', orderId: '200' });
      const rate = vi.spyOn(api, 'rate');
      await open({ market: 'es', api });
      const dialog = await screen.findByRole('dialog', { name: 'Califique nuestro servicio' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByText('Seleccione una calificación')).toBeInTheDocument();
      expect(rate).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('a score under 4 is sent and thanked, without the native rating', async () => {
      const api = createFakeApi({ market: 'en', orderId: '200' });
      const rate = vi.spyOn(api, 'rate');
      const { bridge } = await open({ api });
      await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));

      expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
      expect(rate).toHaveBeenCalledWith(3);
      expect(rating()).toBeNull();
      expect(bridge.sent('openRating')).toEqual([]);
    });

    it('a score of 4 or more is sent, opens the native rating and closes', async () => {
      const api = createFakeApi({ market: 'en', orderId: '200' });
      const rate = vi.spyOn(api, 'rate');
      const { bridge } = await open({ api });
      await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(bridge.sent('openRating')).toHaveLength(1));
      expect(rate).toHaveBeenCalledWith(4);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows the server message when the score cannot be sent, and stays open', async () => {
      const api = createFakeApi({
        market: 'en',
        orderId: '200',
        failures: { rate: new ApiError('rejected', 'Try later', { code: '5' }) },
      });
      const { onError, bridge } = await open({ api });
      await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Try later')).toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: '5' }));
      expect(rating()).toBeInTheDocument();
      expect(bridge.sent('openRating')).toEqual([]);
    });

    it('closing the rating (Cancel or Escape) resets the stars to 0', async () => {
      const { bridge } = await open({ orderId: '200' });
      await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
      expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(rating()).toBeNull();

      // The server still asks after the borrower comes back: the modal opens with no star.
      await act(async () => bridge.emit('resume'));
      await waitFor(() => expect(rating()).toBeInTheDocument());
      expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);

      await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
      await userEvent.keyboard('{Escape}');
      expect(rating()).toBeNull();
      await act(async () => bridge.emit('resume'));
      await waitFor(() => expect(rating()).toBeInTheDocument());
      expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    });

    it('closing the thank-you modal resets the stars to 0', async () => {
      const { bridge } = await open({ orderId: '200' });
      await userEvent.click(await screen.findByRole('radio', { name: '1 star' }));
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => bridge.emit('resume'));
      await waitFor(() => expect(rating()).toBeInTheDocument());
      expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    });

    it('the native back button closes the rating', async () => {
      const { bridge } = await open({ orderId: '200' });
      await screen.findByRole('radio', { name: '3 stars' });
      await act(async () => bridge.emit('back'));
      expect(rating()).toBeNull();
    });
  });

  describe('states', () => {
    it('is in Spanish for the Spanish market', async () => {
      await open({ market: 'es', orderId: '180' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vencido');
      expect(button('Pagar')).toBeInTheDocument();
      expect(button('Prórroga')).toBeInTheDocument();
      expect(button('Acuerdo de prórroga')).toBeInTheDocument();
    });

    it('shows the server message when the order cannot be loaded', async () => {
      expectBoundaryLog();
      const api = createFakeApi({
        market: 'en',
        failures: { orderDetails: new ApiError('rejected', 'Order not found', { code: '4' }) },
      });
      const rendered = await showScreen(<LoanDetails />, { api, session: SESSION });
      expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
      expect(rendered.onError).toHaveBeenCalledWith(expect.objectContaining({ code: '4' }));
    });

    it('shows a loading state while the order loads', async () => {
      await act(async () => {
        renderScreen(<LoanDetails />, { api: createFakeApi({ market: 'en', pending: ['orderDetails'] }), session: SESSION });
      });
      expect(screen.getByRole('status', { name: 'Loading your loan' })).toBeInTheDocument();
    });
  });
});
