import { TestPreview } from '@lendview/screens/test-preview';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@tests/support/render';

const SESSION = { deviceId: 'dev-1', appVersion: '2.4.0', sessionId: 'sess-1', languageType: '1' };
const DEFAULTS =
  'appVersion=2.4.0&deviceName=Test+phone&deviceId=dev-1&osVersion=Android+14&sessionId=sess-1' +
  '&advertisingId=38400000-8cf0-11bd-b23e-10b96e40000d&productId=1&orderId=174';
// The tester's values win over the page's session; the rest of the session (the market) follows.
const TAIL = 'languageType=1';

function position(coords: { latitude: number; longitude: number; accuracy: number }) {
  return { coords, timestamp: 0 } as unknown as GeolocationPosition;
}

describe('TestPreview', () => {
  it('is not available outside development', () => {
    renderScreen(<TestPreview />, { development: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Test preview' })).toBeInTheDocument();
    expect(screen.getByText(/not available/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('shows the eight device fields, labelled, started from the page session', () => {
    renderScreen(<TestPreview />, { development: true, session: SESSION });
    const values = Object.fromEntries(
      ['App version', 'Device name', 'Device ID', 'OS version', 'Session ID', 'Advertising ID', 'Product ID', 'Order ID'].map(
        (label) => [label, (screen.getByLabelText(label) as HTMLInputElement).value],
      ),
    );
    expect(values).toEqual({
      'App version': '2.4.0',
      'Device name': 'Test phone',
      'Device ID': 'dev-1',
      'OS version': 'Android 14',
      'Session ID': 'sess-1',
      'Advertising ID': '38400000-8cf0-11bd-b23e-10b96e40000d',
      'Product ID': '1',
      'Order ID': '174',
    });
  });

  it.each([
    ['Confirm loan', '/toJanuary'],
    ['Order detail', '/mottoesWith'],
    ['Repayment', '/theGovernment'],
    ['Extension', '/theLand'],
    ['Bind bank card', '/newFairfield'],
    ['About us', '/sectorsSherman'],
    ['Complaint', '/complaint'],
    ['Customer service', '/fourthOliver'],
    ['Privacy', '/statesCities'],
  ])('%s opens %s with the device values in the query', async (name, path) => {
    const { navigate } = renderScreen(<TestPreview />, { development: true, session: SESSION });
    await userEvent.click(screen.getByRole('button', { name }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${path}?${DEFAULTS}&${TAIL}`, undefined);
  });

  it('opens the repayment instructions with the device values and a sample channel', async () => {
    const { navigate } = renderScreen(<TestPreview />, { development: true, session: SESSION });
    await userEvent.click(screen.getByRole('button', { name: 'Repayment instructions' }));
    expect(navigate).toHaveBeenCalledWith(`/carpmm?${DEFAULTS}&requestType=1&amount=1200&payCode=OXXO&${TAIL}`, undefined);
  });

  it('sends what the tester typed, and leaves out a field emptied', async () => {
    const user = userEvent.setup();
    const { navigate } = renderScreen(<TestPreview />, { development: true, paths: { loanDetails: '/orders' } });
    await user.clear(screen.getByLabelText('Order ID'));
    await user.type(screen.getByLabelText('Order ID'), '180');
    await user.clear(screen.getByLabelText('Advertising ID'));
    await user.click(screen.getByRole('button', { name: 'Order detail' }));

    const url = new URL(navigate.mock.calls[0]![0], 'https://app.test');
    expect(url.pathname).toBe('/orders');
    expect(url.searchParams.get('orderId')).toBe('180');
    expect(url.searchParams.has('advertisingId')).toBe(false);
    expect(url.searchParams.get('deviceId')).toBe('test-device-1');
  });

  it('previews the chosen photo', async () => {
    renderScreen(<TestPreview />, { development: true });
    expect(screen.getByText('No photo chosen')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), new File(['png'], 'selfie.png', { type: 'image/png' }));
    const preview = screen.getByRole('img', { name: 'Preview of selfie.png' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(preview).toHaveAttribute('width', '160');
  });

  it('has a labelled contact input', async () => {
    renderScreen(<TestPreview />, { development: true });
    await userEvent.type(screen.getByLabelText('Contact name or phone number'), 'Ana 5512345678');
    expect(screen.getByLabelText('Contact name or phone number')).toHaveValue('Ana 5512345678');
  });

  it('shows the coordinates the geolocation gives, the button disabled while it looks', async () => {
    let answer!: PositionCallback;
    const geolocation = {
      getCurrentPosition: vi.fn((ok: PositionCallback) => {
        answer = ok;
      }),
    };
    renderScreen(<TestPreview geolocation={geolocation} />, { development: true });
    const section = screen.getByRole('region', { name: 'Location' });

    await userEvent.click(within(section).getByRole('button', { name: 'Get location' }));
    expect(within(section).getByRole('button', { name: 'Locating…' })).toBeDisabled();
    // The answer comes from outside React (the browser's callback): act lets its update land.
    await act(async () => answer(position({ latitude: 19.4326077, longitude: -99.133208, accuracy: 12.4 })));

    expect(within(section).getByRole('status')).toHaveTextContent('Latitude 19.432608, longitude -99.133208 (accuracy 12 m)');
    expect(within(section).getByRole('button', { name: 'Get location' })).toBeEnabled();
  });

  it('shows the geolocation error', async () => {
    const geolocation = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    };
    renderScreen(<TestPreview geolocation={geolocation} />, { development: true, market: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Obtener ubicación' }));
    expect(screen.getByRole('region', { name: 'Ubicación' })).toHaveTextContent('Error de ubicación: User denied Geolocation');
  });

  it('says so when the device has no geolocation', async () => {
    renderScreen(<TestPreview geolocation={undefined} />, { development: true });
    await userEvent.click(screen.getByRole('button', { name: 'Get location' }));
    expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('Location error: Location is not available here.');
  });
});
