/**
 * What protocol 1.1 adds, run the same against every shell: error replies reject actions, the
 * late and the injected hello, a shell that appears late, forward compatibility, the `back`
 * request, the leave guard, `pause` and the traffic hook.
 */
import {
  createBridge,
  type BridgeClient,
  type CreateBridgeOptions,
  type HelloReply,
  type ProtocolError,
  type Traffic,
} from '@lendview/bridge';
import { assertBridgeMessage } from '@tests/support/bridge-contract';
import { HELLO } from './conformance';
import type { Rig, Shell } from './rigs';

/** A 1.1 shell: it says `minor: 1`, lists the leave guard, and replies to every message. */
export const HELLO_1_1: HelloReply = { ...HELLO, minor: 1, capabilities: [...HELLO.capabilities, 'leaveGuard'] };

const DONE = { result: null };

export function conformance11(makeRig: (shell: Shell) => Rig) {
  let rig: Rig;
  let bridge: BridgeClient;
  let errors: ProtocolError[];
  let traffic: Traffic[];

  function start(shell: Shell, options: Partial<CreateBridgeOptions> = {}, prepare?: (rig: Rig) => void) {
    rig = makeRig(shell);
    prepare?.(rig);
    errors = [];
    traffic = [];
    bridge = createBridge({
      window: rig.window,
      ...rig.options,
      onProtocolError: (error) => errors.push(error),
      onTraffic: (entry) => traffic.push(entry),
      ...options,
    });
    return bridge;
  }

  const answers = () => rig.received.filter((envelope) => !envelope.type);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    bridge?.dispose();
    vi.useRealTimers();
  });

  it('rejects an action with the code of its error reply, and resolves it with its result', async () => {
    start({
      hello: HELLO_1_1,
      answer: (message) => (message.type === 'callPhone' ? { error: { code: 'denied', message: 'no dialer permission' } } : DONE),
    });
    await bridge.ready;
    await expect(bridge.callPhone('5512345678')).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'denied',
      message: 'no dialer permission',
    });
    await expect(bridge.close()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('rejects an action with timeout when a 1.1 shell never replies to it', async () => {
    start({ hello: HELLO_1_1 });
    await bridge.ready;
    const closing = bridge.close().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await closing).toMatchObject({ code: 'timeout' });
  });

  it('applies a hello answered after the 5 s timeout, and tells the screens', async () => {
    start({ hello: null });
    const changed = vi.fn();
    bridge.onCapabilities(changed);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(bridge.ready).resolves.toBeNull();
    expect(bridge.supports('goMine')).toBe(true);
    expect(bridge.supports('leaveGuard')).toBe(false);
    rig.deliver(JSON.stringify({ lendview: 1, id: 'w-1', result: { ...HELLO_1_1, capabilities: ['close', 'leaveGuard'] } }));
    await rig.settle();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(bridge.supports('goMine')).toBe(false);
    expect(bridge.supports('leaveGuard')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('knows the capabilities a shell injected at document start before any reply, and hello confirms them', async () => {
    start({ hello: HELLO_1_1 }, {}, (fresh) => (fresh.window.lendviewHello = { ...HELLO_1_1, capabilities: ['close'] }));
    expect(bridge.supports('close')).toBe(true);
    expect(bridge.supports('goHome')).toBe(false);
    await expect(bridge.ready).resolves.toEqual(HELLO_1_1);
    expect(bridge.supports('goHome')).toBe(true);
  });

  it('picks up a shell that injects itself after the page started, and says hello to it', async () => {
    const shell: Shell = { hello: HELLO_1_1, answer: () => DONE };
    const real = makeRig(shell);
    const saved = real.injected.map((key) => [key, real.window[key]] as const);
    for (const [key] of saved) delete real.window[key];
    rig = real;
    bridge = createBridge({ window: real.window, ...real.options, onProtocolError: (error) => errors.push(error) });
    errors = [];
    expect(bridge.transport).toBe('web');
    await vi.advanceTimersByTimeAsync(100);
    for (const [key, value] of saved) Object.assign(real.window, { [key]: value });
    await vi.advanceTimersByTimeAsync(50);
    await rig.settle();
    expect(bridge.transport).toBe(rig.kind);
    expect(rig.received.map((message) => message.type)).toEqual(['hello']);
    await rig.settle();
    expect(bridge.supports('leaveGuard')).toBe(true);
    await bridge.goHome();
    expect(rig.received.map((message) => message.type)).toEqual(['hello', 'goHome']);
  });

  it('tolerates an unknown event and extra fields: reported as extensions, otherwise ignored', async () => {
    start({ hello: HELLO_1_1, answer: () => ({ result: { shown: true } }) });
    await bridge.ready;
    const resumed = vi.fn();
    bridge.on('resume', resumed);
    rig.deliver(JSON.stringify({ lendview: 1, event: 'shake', payload: { force: 2 } }));
    rig.deliver(JSON.stringify({ lendview: 1, event: 'resume', at: 17 }));
    await rig.settle();
    expect(resumed).toHaveBeenCalledTimes(1);
    const rating = bridge.request('openRating', {});
    await rig.settle();
    await expect(rating).resolves.toEqual({ shown: true });
    expect(errors.map((error) => error.reason)).toEqual(['extension', 'extension']);
  });

  it('answers the back request with handled, newest handler first, and unknown requests with unsupported', async () => {
    start({ hello: HELLO_1_1, answer: () => DONE });
    await bridge.ready;
    rig.deliver(JSON.stringify({ lendview: 1, id: 'n-1', request: 'back', payload: {} }));
    await rig.settle();
    const screen = vi.fn(() => false);
    const dialog = vi.fn(() => true);
    bridge.onBack(screen);
    const stop = bridge.onBack(dialog);
    rig.deliver(JSON.stringify({ lendview: 1, id: 'n-2', request: 'back' }));
    await rig.settle();
    stop();
    rig.deliver(JSON.stringify({ lendview: 1, id: 'n-3', request: 'back' }));
    rig.deliver(JSON.stringify({ lendview: 1, id: 'n-4', request: 'share' }));
    await rig.settle();
    expect(answers()).toEqual([
      { lendview: 1, id: 'n-1', result: { handled: false } },
      { lendview: 1, id: 'n-2', result: { handled: true } },
      { lendview: 1, id: 'n-3', result: { handled: false } },
      { lendview: 1, id: 'n-4', error: { code: 'unsupported', message: 'No share here' } },
    ]);
    expect([dialog.mock.calls.length, screen.mock.calls.length]).toEqual([1, 1]);
  });

  it('sends the leave guard to a shell that lists it, and never to a 1.0 shell', async () => {
    start({ hello: HELLO_1_1, answer: () => DONE });
    await bridge.ready;
    await bridge.leaveGuard(true, 'otp');
    await bridge.leaveGuard(false, 'otp');
    const guards = rig.received.filter((message) => message.type === 'leaveGuard');
    guards.forEach(assertBridgeMessage);
    expect(guards.map((message) => message.payload)).toEqual([
      { active: true, reason: 'otp' },
      { active: false, reason: 'otp' },
    ]);
    bridge.dispose();

    start({ hello: null });
    expect(bridge.supports('leaveGuard')).toBe(false);
    await expect(bridge.leaveGuard(true, 'payment')).rejects.toMatchObject({ code: 'unsupported' });
    await rig.settle();
    expect(rig.received.map((message) => message.type)).toEqual(['hello']);
  });

  it('dispatches pause beside resume', async () => {
    start({ hello: HELLO_1_1 });
    await bridge.ready;
    const paused = vi.fn();
    bridge.on('pause', paused);
    rig.deliver(JSON.stringify({ lendview: 1, event: 'pause' }));
    await rig.settle();
    expect(paused).toHaveBeenCalledWith({});
  });

  it('reports every message out and every reply in, with its latency and error code', async () => {
    start({
      hello: HELLO_1_1,
      answer: (message) => (message.type === 'goHome' ? { error: { code: 'failed', message: 'busy' } } : DONE),
    });
    await bridge.ready;
    await bridge.close();
    await bridge.goHome().catch(() => undefined);
    rig.deliver(JSON.stringify({ lendview: 1, event: 'resume' }));
    await rig.settle();
    const seen = traffic.map(({ direction, type, id, error }) => ({ direction, type, id, error }));
    expect(seen).toEqual([
      { direction: 'out', type: 'hello', id: 'w-1', error: undefined },
      { direction: 'in', type: 'hello', id: 'w-1', error: undefined },
      { direction: 'out', type: 'close', id: 'w-2', error: undefined },
      { direction: 'in', type: 'close', id: 'w-2', error: undefined },
      { direction: 'out', type: 'goHome', id: 'w-3', error: undefined },
      { direction: 'in', type: 'goHome', id: 'w-3', error: 'failed' },
      { direction: 'in', type: 'resume', id: undefined, error: undefined },
    ]);
    expect(traffic.filter((entry) => entry.direction === 'in' && entry.id).every((entry) => typeof entry.ms === 'number')).toBe(
      true,
    );
  });
}
