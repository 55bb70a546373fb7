import { ApiError } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { CustomerService } from '@lendview/screens/customer-service';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { expectBoundaryLog } from '@tests/support/console';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';

async function show(options: RenderScreenOptions = {}) {
  return showScreen(<CustomerService />, options);
}

describe('CustomerService', () => {
  it('shows the telephone and e-mail from the server (English)', async () => {
    const api = createFakeApi({ market: 'en' });
    const info = await api.contactInfo();
    await show({ api, market: 'en' });

    expect(await screen.findByRole('heading', { name: 'Customer service', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Telephone/ })).toHaveTextContent(info.telephone.replace(/[^\d +]/g, ''));
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', `mailto:${info.email}`);
  });

  it('is in Spanish for the Spanish market', async () => {
    await show({ market: 'es' });
    expect(await screen.findByRole('heading', { name: 'Atención al cliente', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Teléfono/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Correo electrónico/ })).toBeInTheDocument();
  });

  it('asks the native app to call the telephone when it is tapped', async () => {
    const api = createFakeApi({ market: 'es' });
    const { telephone } = await api.contactInfo();
    const { bridge } = await show({ api, market: 'es' });

    await userEvent.click(await screen.findByRole('button', { name: /Teléfono/ }));

    const calls = bridge.messages.filter((m) => m.type === 'callPhone');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.payload).toEqual({ number: telephone.replace(/\D/g, '') });
  });

  it('a second tap while the shell has not answered the first call sends nothing more', async () => {
    const bridge = createTestBridge({ hello: { minor: 1 } });
    await show({ bridge, market: 'en' });
    const button = await screen.findByRole('button', { name: /Telephone/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(bridge.sent('callPhone')).toHaveLength(1);
    act(() => bridge.receive({ lendview: 1, id: bridge.sent('callPhone')[0]!.id, result: {} }));
    await userEvent.click(button);
    expect(bridge.sent('callPhone')).toHaveLength(2);
  });

  it.each([['es'], ['en']] as const)(
    "never hides the lender's phone: 1800 555 0199 shows with Call in the %s market and is dialled",
    async (market) => {
      const fake = createFakeApi({ market });
      const api = { ...fake, contactInfo: async () => ({ messagingNumber: '', telephone: '1800 555 0199', email: '' }) };
      const { bridge } = await show({ api, market });
      const button = await screen.findByRole('button', { name: /1800 555 0199/ });
      expect(button).toHaveTextContent(market === 'es' ? 'Llamar' : 'Call');
      await userEvent.click(button);
      expect(bridge.sent('callPhone').map((m) => m.payload)).toEqual([{ number: '18005550199' }]);
    },
  );

  it('shows the whole text, extension and hours, and dials only the number: "1800-555-0199 ext. 42 (9am-6pm)" calls 18005550199', async () => {
    const fake = createFakeApi({ market: 'en' });
    const api = {
      ...fake,
      contactInfo: async () => ({ messagingNumber: '', telephone: '1800-555-0199 ext. 42 (9am-6pm)', email: '' }),
    };
    const { bridge } = await show({ api, market: 'en' });
    const button = await screen.findByRole('button', { name: /Telephone/ });
    expect(button).toHaveTextContent('1800-555-0199 ext. 42 (9am-6pm)');
    await userEvent.click(button);
    expect(bridge.messages.filter((m) => m.type === 'callPhone').map((m) => m.payload)).toEqual([{ number: '18005550199' }]);
  });

  it.each([
    ['hours only', 'Mon-Fri 9am-6pm', 'Mon-Fri 9am-6pm'],
    ['markup', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['a 5,000-digit value', '9'.repeat(5000), `${'9'.repeat(199)}…`],
  ])("shows the lender's text as text, without Call, for %s", async (_, telephone, shown) => {
    const fake = createFakeApi({ market: 'en' });
    const api = { ...fake, contactInfo: async () => ({ messagingNumber: '', telephone, email: 'help@lendview.in' }) };
    const { bridge, container } = await show({ api, market: 'en' });
    expect(await screen.findByRole('link', { name: /E-mail/ })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Telephone/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Telephone/ })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(bridge.messages.filter((m) => m.type === 'callPhone')).toEqual([]);
  });

  it('shows fresh contact details when the app comes back (resume)', async () => {
    const fake = createFakeApi({ market: 'en' });
    let telephone = '1800 555 0199';
    const contactInfo = vi.fn(async () => ({ messagingNumber: '', telephone, email: '' }));
    const { bridge } = await show({ api: { ...fake, contactInfo }, market: 'en' });
    expect(await screen.findByRole('button', { name: /1800 555 0199/ })).toBeInTheDocument();
    telephone = '1800 555 0200';
    await act(async () => bridge.emit('resume'));
    expect(await screen.findByRole('button', { name: /1800 555 0200/ })).toBeInTheDocument();
    expect(contactInfo).toHaveBeenCalledTimes(2);
  });

  it('shows the server message when the server refuses', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'en',
      failures: { contactInfo: new ApiError('rejected', 'Service temporarily closed', { code: '5' }) },
    });
    const { onError } = await show({ api });

    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily closed');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '5' }));
  });

  it('shows a clear error with a retry when the server is unreachable, and recovers', async () => {
    expectBoundaryLog();
    let fail = true;
    const real = createFakeApi({ market: 'en' });
    const api = {
      ...real,
      contactInfo: () => (fail ? Promise.reject(new ApiError('network', 'fetch failed')) : real.contactInfo()),
    };
    await show({ api });

    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Telephone/ })).toBeInTheDocument());
  });

  it('shows a loading state while the contact details load', async () => {
    await show({ api: createFakeApi({ market: 'en', pending: ['contactInfo'] }) });
    expect(await screen.findByRole('status', { name: 'Loading contact details' })).toBeInTheDocument();
  });

  it('offers a tel: link when the host cannot place calls', async () => {
    const api = createFakeApi({ market: 'en' });
    const { telephone } = await api.contactInfo();
    const bridge = createTestBridge({ capabilities: ['close', 'track'] });
    await show({ api, bridge });
    await bridge.ready;

    const link = await screen.findByRole('link', { name: /Telephone/ });
    expect(link.getAttribute('href')).toBe(`tel:${telephone.replace(/[^\d+]/g, '')}`);
  });
});
