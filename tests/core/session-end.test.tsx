import { ApiError } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { CardRepayment } from '@lendview/screens/card-repayment';
import { CustomerService } from '@lendview/screens/customer-service';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { expectBoundaryLog } from '@tests/support/console';
import { showScreen } from '@tests/support/render';

const expired = () => new ApiError('expired', 'HTTP 401: the session ended');

describe('a session that ended (HTTP 401 or the lender’s code)', () => {
  it('asks the shell to log out once per page, and the screen says the session ended (no Try again)', async () => {
    expectBoundaryLog();
    const api = createFakeApi({ market: 'en', failures: { contactInfo: expired() } });
    const bridge = createTestBridge();
    const { onError } = await showScreen(<CustomerService />, { api, bridge, market: 'en' });
    await act(() => bridge.ready);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(bridge.sent('logout').map((message) => message.payload)).toEqual([{ reason: 'sessionExpired' }]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'expired' }));

    // Back in the app, the refresh fails the same way: the shell is not asked again.
    await act(async () => bridge.emit('resume'));
    await act(async () => bridge.emit('resume'));
    expect(bridge.sent('logout')).toHaveLength(1);
  });

  it('without a shell that can log out, the screen says the same and sends nothing', async () => {
    expectBoundaryLog();
    const api = createFakeApi({ market: 'es', failures: { contactInfo: expired() } });
    const bridge = createTestBridge({ capabilities: ['close', 'callPhone', 'track'] });
    await showScreen(<CustomerService />, { api, bridge, market: 'es' });
    await act(() => bridge.ready);
    expect(await screen.findByRole('alert')).toHaveTextContent('Su sesión ha terminado. Inicie sesión de nuevo.');
    expect(bridge.sent('logout')).toEqual([]);
  });

  it('a card commit refused by a 401 is an answer: the borrower is told, nothing is re-checked', async () => {
    const fake = createFakeApi({ market: 'en' });
    const orderDetails = vi.spyOn(fake, 'orderDetails');
    const api = { ...fake, commitRepayment: () => Promise.reject(expired()) };
    const bridge = createTestBridge();
    await showScreen(<CardRepayment />, { api, bridge, market: 'en', session: { orderId: '174', withholdingAmount: '1200' } });
    await userEvent.click(await screen.findByRole('radio', { name: /HDFC/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(orderDetails).not.toHaveBeenCalled();
    expect(bridge.sent('logout')).toHaveLength(1);
  });
});
