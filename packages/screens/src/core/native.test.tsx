import { createFakeApi } from '@lendview/api/fake';
import { LendviewProvider } from '@lendview/screens';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { deferred } from '@tests/support/deferred';
import { renderScreen } from '@tests/support/render';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBackHandler, useCapability, useResume } from './native';

afterEach(() => {
  vi.useRealTimers();
});

describe('useResume', () => {
  /** A screen showing one order, which refreshes it when the borrower comes back to the app. */
  function Order({ onResume }: { onResume: (order: number) => void }) {
    const [order, setOrder] = useState(174);
    useResume(() => onResume(order));
    return <button onClick={() => setOrder(order + 1)}>Order {order}</button>;
  }

  it('refreshes each time the shell shows the web view again, and on no other event', () => {
    const onResume = vi.fn();
    const bridge = createTestBridge();
    renderScreen(<Order onResume={onResume} />, { bridge });
    act(() => bridge.emit('resume'));
    act(() => bridge.emit('pause'));
    act(() => bridge.emit('back'));
    act(() => bridge.emit('resume'));
    expect(onResume.mock.calls).toEqual([[174], [174]]);
  });

  it('refreshes what the screen shows now, once, after it re-rendered (not the order it first showed)', async () => {
    const onResume = vi.fn();
    const bridge = createTestBridge();
    renderScreen(<Order onResume={onResume} />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'Order 174' }));
    await userEvent.click(screen.getByRole('button', { name: 'Order 175' }));
    act(() => bridge.emit('resume'));
    expect(onResume.mock.calls).toEqual([[176]]);
  });

  it('stops when the screen is left', () => {
    const onResume = vi.fn();
    const bridge = createTestBridge();
    const { unmount } = renderScreen(<Order onResume={onResume} />, { bridge });
    unmount();
    bridge.emit('resume');
    expect(onResume).not.toHaveBeenCalled();
  });
});

describe('useBackHandler', () => {
  let bridge: ReturnType<typeof createTestBridge>;
  beforeEach(() => {
    bridge = createTestBridge();
  });
  /** The shell's back request (protocol 1.1); resolves whether the page handled it. */
  const back = () => act(() => bridge.requestBack());

  /** A screen with a dialog it can open; back closes the dialog, and the screen itself handles nothing. */
  function WithDialog({ asked }: { asked: string[] }) {
    const [dialog, setDialog] = useState(false);
    useBackHandler(() => {
      asked.push('screen');
      return false;
    });
    return (
      <>
        <button onClick={() => setDialog(true)}>Open</button>
        {dialog && <Dialog asked={asked} onClose={() => setDialog(false)} />}
      </>
    );
  }

  function Dialog({ asked, onClose }: { asked: string[]; onClose: () => void }) {
    useBackHandler(() => {
      asked.push('dialog');
      onClose();
      return true;
    });
    return <div role="dialog" aria-label="Delay" />;
  }

  it("answers the shell's back request: not handled on the bare screen, handled by closing the open dialog", async () => {
    const asked: string[] = [];
    renderScreen(<WithDialog asked={asked} />, { bridge });
    expect(await back()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await back()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual(['screen', 'dialog']);
  });

  it('asks the closed dialog no more: the next back reaches the screen', async () => {
    const asked: string[] = [];
    renderScreen(<WithDialog asked={asked} />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await back();
    expect(await back()).toBe(false);
    expect(asked).toEqual(['dialog', 'screen']);
  });

  it("closes the dialog on an older shell's back event too", async () => {
    const asked: string[] = [];
    renderScreen(<WithDialog asked={asked} />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => bridge.emit('back'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual(['dialog']);
  });

  it('asks the handler of the latest render: back leaves the code step the borrower opened, then is not handled', async () => {
    function Payment() {
      const [step, setStep] = useState<'pay' | 'code'>('pay');
      useBackHandler(() => {
        if (step === 'pay') return false;
        setStep('pay');
        return true;
      });
      return <button onClick={() => setStep('code')}>{step === 'pay' ? 'Pay now' : 'Enter the code'}</button>;
    }
    renderScreen(<Payment />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await back()).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(await back()).toBe(false);
  });

  it('asks a left screen nothing', async () => {
    const asked: string[] = [];
    renderScreen(<WithDialog asked={asked} />, { bridge }).unmount();
    expect(await back()).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe('useCapability', () => {
  /** Customer service's phone row: Call through the shell, else the number to dial by hand. */
  function PhoneRow() {
    return useCapability('callPhone') ? <button>Call</button> : <p>Dial 1800 555 0199 yourself.</p>;
  }
  const call = () => screen.queryByRole('button', { name: 'Call' });
  const dialText = () => screen.queryByText('Dial 1800 555 0199 yourself.');

  it("offers Call before the shell's hello, and takes it away when the hello says the shell cannot call", async () => {
    const shell = deferred();
    const bridge = createTestBridge({ holdUntil: shell.promise, hello: { capabilities: ['close', 'track'] } });
    renderScreen(<PhoneRow />, { bridge });
    expect(call()).not.toBeNull();
    await act(async () => shell.resolve());
    expect(call()).toBeNull();
    expect(dialText()).not.toBeNull();
  });

  it('keeps Call when the hello lists it', async () => {
    const shell = deferred();
    const bridge = createTestBridge({ holdUntil: shell.promise, hello: { capabilities: ['callPhone'] } });
    renderScreen(<PhoneRow />, { bridge });
    await act(async () => shell.resolve());
    expect(call()).not.toBeNull();
  });

  it("follows a host's own bridge that settles its handshake without a capabilities notice", async () => {
    const shell = deferred();
    const recording = createTestBridge({ holdUntil: shell.promise, hello: { capabilities: ['close'] } });
    // A NativeBridge of the host's making: `ready` settles, `onCapabilities` never calls back.
    const bridge: typeof recording = Object.assign(Object.create(recording), { onCapabilities: () => () => undefined });
    renderScreen(<PhoneRow />, { bridge });
    expect(call()).not.toBeNull();
    await act(async () => shell.resolve());
    expect(call()).toBeNull();
  });

  it('follows a hello that arrives after the handshake timed out (a slow shell)', async () => {
    vi.useFakeTimers();
    const bridge = createTestBridge({ hello: null, timeoutMs: 5000 });
    renderScreen(<PhoneRow />, { bridge });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // No answer in time: an older shell, which does every 1.0 action.
    expect(call()).not.toBeNull();
    const [hello] = bridge.sent('hello');
    act(() =>
      bridge.receive({
        lendview: 1,
        id: hello!.id,
        result: { protocol: 1, platform: 'ios', appVersion: '9.1.0', capabilities: ['close'] },
      }),
    );
    expect(call()).toBeNull();
    expect(dialText()).not.toBeNull();
  });

  it('offers Call in HTML rendered on a server, and the page follows the shell once it hydrates', async () => {
    // The server cannot know the phone's shell; the page it sends runs in one that cannot call.
    const page = (
      <LendviewProvider
        api={createFakeApi({ market: 'en' })}
        bridge={createTestBridge({ capabilities: ['close'] })}
        session={{}}
        market="en"
        navigate={() => undefined}
      >
        <PhoneRow />
      </LendviewProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(call()).not.toBeNull();
    const root = await act(async () => hydrateRoot(container, page));
    expect(call()).toBeNull();
    expect(dialText()).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
