import {
  BridgeError,
  createBridge,
  exposeHost,
  type HelloReply,
  type MessageEnvelope,
  type ProtocolError,
} from '@lendview/bridge';
import { CHILD_ORIGIN, PARENT_ORIGIN, framePair } from './frames';
import { turns } from './rigs';

const HELLO: HelloReply = {
  protocol: 1,
  platform: 'web',
  appVersion: 'simulator',
  capabilities: ['close', 'callPhone', 'openRating'],
};

/** The example app's host simulator, reduced: logs every message and answers hello. */
function simulator(log: MessageEnvelope[]) {
  return (message: MessageEnvelope) => {
    log.push(message);
    if (message.type === 'hello') return HELLO;
    if (message.type === 'openRating') throw new BridgeError('denied', 'the user dismissed it');
  };
}

describe('the parent-frame transport with exposeHost', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a parent page play the shell: hello, messages, error replies and events', async () => {
    const { child, parent } = framePair();
    const log: MessageEnvelope[] = [];
    const host = exposeHost(simulator(log), { frame: parent.frame, window: parent.own, allowedOrigins: [CHILD_ORIGIN] });
    const bridge = createBridge({ window: child, allowedOrigins: [PARENT_ORIGIN] });

    await expect(bridge.ready).resolves.toEqual(HELLO);
    expect(bridge.transport).toBe('parent-frame');
    expect(bridge.supports('goHome')).toBe(false);
    await bridge.callPhone('+52 55 1234 5678');
    await expect(bridge.request('openRating', {})).rejects.toEqual(new BridgeError('denied', 'the user dismissed it'));
    const resumed = vi.fn();
    bridge.on('resume', resumed);
    host.emit('resume', { reason: 'test' });
    await turns(20);

    expect(log.map((message) => message.type)).toEqual(['hello', 'callPhone', 'openRating']);
    expect(log[1]).toEqual({ lendview: 1, id: 'w-2', type: 'callPhone', payload: { number: '+52 55 1234 5678' } });
    expect(resumed).toHaveBeenCalledWith({ reason: 'test' });
    bridge.dispose();
    host.dispose();
  });

  it('posts to the parent only at the one allowed origin, never to any origin', async () => {
    const { child, parent, targets } = framePair();
    const host = exposeHost(simulator([]), { frame: parent.frame, window: parent.own, allowedOrigins: [CHILD_ORIGIN] });
    const bridge = createBridge({ window: child, allowedOrigins: [PARENT_ORIGIN] });
    await bridge.ready;
    expect(new Set(targets.toParent)).toEqual(new Set([PARENT_ORIGIN]));
    expect(new Set(targets.toChild)).toEqual(new Set([CHILD_ORIGIN]));
    bridge.dispose();
    host.dispose();
  });

  it('accepts a parent whose origin matches a RegExp of the allow-list', async () => {
    const { child, parent } = framePair();
    const host = exposeHost(simulator([]), { frame: parent.frame, window: parent.own, allowedOrigins: [/^https:\/\/pages\./] });
    const bridge = createBridge({ window: child, allowedOrigins: [/\.lendview\.test$/] });
    await expect(bridge.ready).resolves.toEqual(HELLO);
    bridge.dispose();
    host.dispose();
  });

  it('ignores and reports a parent of a foreign origin; the connection times out and queued messages fail', async () => {
    const { child, parent, origins } = framePair();
    origins.parent = 'https://evil.example';
    const errors: ProtocolError[] = [];
    const log: MessageEnvelope[] = [];
    const host = exposeHost(simulator(log), { frame: parent.frame, window: parent.own, allowedOrigins: [CHILD_ORIGIN] });
    const bridge = createBridge({
      window: child,
      allowedOrigins: [PARENT_ORIGIN],
      onProtocolError: (error) => errors.push(error),
    });
    const close = bridge.close().catch((error: unknown) => error);
    await turns(20);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await close).toMatchObject({ name: 'BridgeError', code: 'timeout' });
    await expect(bridge.ready).resolves.toBeNull();
    expect(errors[0]).toMatchObject({ reason: 'foreign-origin', data: 'https://evil.example' });
    // The page never got a connection, so no message reached the simulator.
    expect(log).toEqual([]);
    bridge.dispose();
    host.dispose();
  });

  it('refuses, on the parent side, a page of a foreign origin', async () => {
    const { child, parent, origins } = framePair();
    origins.child = 'https://evil.example';
    const hostErrors: ProtocolError[] = [];
    const handler = vi.fn();
    const host = exposeHost(handler, {
      frame: parent.frame,
      window: parent.own,
      allowedOrigins: [CHILD_ORIGIN],
      onProtocolError: (error) => hostErrors.push(error),
    });
    const bridge = createBridge({ window: child, allowedOrigins: [PARENT_ORIGIN] });
    await turns(20);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(bridge.ready).resolves.toBeNull();
    expect(handler).not.toHaveBeenCalled();
    expect(hostErrors[0]).toMatchObject({ reason: 'foreign-origin', data: 'https://evil.example' });
    bridge.dispose();
    host.dispose();
  });

  it('never talks to the parent of a framed page that allows no origin: it uses the web fallback', () => {
    const { child } = framePair();
    const bridge = createBridge({ window: child });
    expect(bridge.transport).toBe('web');
    bridge.dispose();
  });

  it('answers a page that calls before comlink has loaded on the parent (regression: early connect lost)', async () => {
    const own = new EventTarget();
    const frame = { postMessage: vi.fn() };
    const host = exposeHost(() => undefined, { frame, window: own, allowedOrigins: [CHILD_ORIGIN] });
    // A comlink call in its wire format, arriving before exposeHost's lazy import resolves.
    own.dispatchEvent(
      new MessageEvent('message', {
        origin: CHILD_ORIGIN,
        data: { id: 'early', type: 'APPLY', path: ['disconnect'], argumentList: [{ type: 'RAW', value: 1 }] },
      }),
    );
    await host.ready;
    await turns(5);
    expect(frame.postMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'early' }), CHILD_ORIGIN, []);
    host.dispose();
  });

  it('keeps serving other pages after one page releases its comlink proxy', async () => {
    const { child, parent } = framePair();
    const log: MessageEnvelope[] = [];
    const host = exposeHost(simulator(log), { frame: parent.frame, window: parent.own, allowedOrigins: [CHILD_ORIGIN] });
    await host.ready;
    // What comlink sends when a page's proxy is garbage collected.
    child.parent.postMessage({ id: 'gone', type: 'RELEASE' }, PARENT_ORIGIN);
    await turns(5);
    const bridge = createBridge({ window: child, allowedOrigins: [PARENT_ORIGIN] });
    await turns(20);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(bridge.ready).resolves.toEqual(HELLO);
    bridge.dispose();
    host.dispose();
  });
});
