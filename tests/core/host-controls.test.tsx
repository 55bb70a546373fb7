import { ApiError } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { BridgeError } from '@lendview/bridge';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { LendviewProvider, overrideMessages, type LendviewConfig, type Market } from '@lendview/screens';
import { AboutUs } from '@lendview/screens/about-us';
import { CustomerService } from '@lendview/screens/customer-service';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expectBoundaryLog } from '@tests/support/console';
import { deferred } from '@tests/support/deferred';

/** A host page: the provider around one screen, its callbacks passed in as the test likes. */
interface HostOptions extends LendviewConfig {
  market?: Market;
  api?: ReturnType<typeof createFakeApi>;
}

function host(ui: ReactElement, config: HostOptions = {}) {
  const { market = 'en', api = createFakeApi({ market }), ...rest } = config;
  const bridge = createRecordingBridge();
  const navigate = vi.fn();
  const page = (props: LendviewConfig) => (
    <LendviewProvider
      api={api}
      bridge={bridge}
      session={{ userId: '1001' }}
      market={market}
      navigate={navigate}
      pageOrigin="https://app.lendview.test"
      {...rest}
      {...props}
    >
      {ui}
    </LendviewProvider>
  );
  return { page, bridge, navigate };
}

async function mount(element: ReactElement) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(element);
  });
  return result;
}

describe('message overrides', () => {
  it("shows the host's wording for its market and leaves the other messages alone", async () => {
    const messages = overrideMessages({ es: { 'Customer service': 'Ayuda', Call: 'Marcar' } });
    const { page } = host(<CustomerService />, { market: 'es', messages });
    await mount(page({}));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Teléfono/ })).toHaveTextContent('Marcar');
    expect(screen.getByRole('heading', { level: 2, name: 'Contáctenos' })).toBeInTheDocument();
  });

  it('does not touch a market the host did not override', async () => {
    const messages = overrideMessages({ es: { 'Customer service': 'Ayuda' } });
    const { page } = host(<CustomerService />, { market: 'en', messages });
    await mount(page({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
  });

  it('keeps placeholders: a message with a variable takes the override with the value filled in', async () => {
    const messages = overrideMessages({ en: { 'Calls are not available here. Please dial {phone}.': 'Dial {phone} yourself.' } });
    const { page, bridge } = host(<CustomerService />, { messages });
    vi.spyOn(bridge, 'callPhone').mockRejectedValue(new BridgeError('unsupported', 'no phone'));
    await mount(page({}));
    await userEvent.click(await screen.findByRole('button', { name: /Telephone/ }));
    expect(await screen.findByText(/^Dial [\d +]+ yourself\.$/)).toBeInTheDocument();
  });
});

describe('lifecycle callbacks', () => {
  it('reports the screen view at mount and ready once its data is on the page', async () => {
    const held = deferred();
    const real = createFakeApi({ market: 'en' });
    const api = { ...real, contactInfo: () => held.promise.then(() => real.contactInfo()) };
    const onScreenView = vi.fn();
    const onReady = vi.fn();
    const { page } = host(<CustomerService />, { api: api as typeof real, onScreenView, onReady });
    await mount(page({}));

    expect(onScreenView).toHaveBeenCalledExactlyOnceWith({ screen: 'customer-service', market: 'en' });
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => held.resolve());
    expect(onReady).toHaveBeenCalledExactlyOnceWith({ screen: 'customer-service', market: 'en' });
  });

  it('does not report ready when the screen fails to load (onError does)', async () => {
    expectBoundaryLog();
    const api = createFakeApi({ market: 'en', failures: { contactInfo: new ApiError('network', 'fetch failed') } });
    const onReady = vi.fn();
    const onError = vi.fn();
    const { page } = host(<CustomerService />, { api, onReady, onError });
    await mount(page({}));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onReady).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalled();
  });

  it('new inline callbacks on every host render cause no new view, no re-subscription, and the latest one is called', async () => {
    const { page, bridge } = host(<CustomerService />);
    const subscribe = vi.spyOn(bridge, 'on');
    const first = { onScreenView: vi.fn(), onReady: vi.fn(), onAction: vi.fn() };
    const { rerender } = await mount(page(first));
    await screen.findByRole('button', { name: /Telephone/ });
    const subscriptions = subscribe.mock.calls.length;

    const second = { onScreenView: vi.fn(), onReady: vi.fn(), onAction: vi.fn() };
    await act(async () => rerender(page(second)));
    await userEvent.click(screen.getByRole('button', { name: /Telephone/ }));

    expect(first.onScreenView).toHaveBeenCalledTimes(1);
    expect(first.onReady).toHaveBeenCalledTimes(1);
    expect(second.onScreenView).not.toHaveBeenCalled();
    expect(second.onReady).not.toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledTimes(subscriptions);
    expect(first.onAction).not.toHaveBeenCalled();
    expect(second.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'bridge', action: 'callPhone' }));
  });
});

describe('onAction', () => {
  it('reports a bridge action with its arguments before the bridge sends it', async () => {
    const sentBefore: number[] = [];
    const { page, bridge } = host(<CustomerService />);
    const onAction = vi.fn(() => {
      sentBefore.push(bridge.sent('callPhone').length);
    });
    await mount(page({ onAction }));
    await userEvent.click(await screen.findByRole('button', { name: /Telephone/ }));

    expect(onAction).toHaveBeenCalledExactlyOnceWith({
      kind: 'bridge',
      action: 'callPhone',
      args: [bridge.sent('callPhone')[0]!.payload.number],
    });
    expect(sentBefore).toEqual([0]);
    expect(bridge.sent('callPhone')).toHaveLength(1);
  });

  it('reports a navigation with its target', async () => {
    const onAction = vi.fn();
    const { page, navigate } = host(<AboutUs />, { onAction });
    await mount(page({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));

    expect(navigate).toHaveBeenCalledTimes(1);
    const [to] = navigate.mock.calls[0]!;
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ kind: 'navigate', to, replace: false });
  });

  it('a host callback that throws reaches onError and the action still happens', async () => {
    const onError = vi.fn();
    const { page, bridge } = host(<CustomerService />, {
      onError,
      onAction: () => {
        throw new Error('analytics down');
      },
    });
    await mount(page({}));
    await userEvent.click(await screen.findByRole('button', { name: /Telephone/ }));

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'analytics down' }));
    expect(bridge.sent('callPhone')).toHaveLength(1);
  });
});
