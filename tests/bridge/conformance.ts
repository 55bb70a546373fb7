/**
 * The conformance suite: what protocol 1.0 asks of the page, run the same against every shell
 * (`conformance-1.1.ts` adds what 1.1 asks).
 * A transport passes only if nothing here depends on which one it is.
 */
import {
  BridgeError,
  createBridge,
  type BridgeClient,
  type CreateBridgeOptions,
  type HelloReply,
  type ProtocolError,
} from '@lendview/bridge';
import { assertBridgeMessage } from '@tests/support/bridge-contract';
import { deferred } from '@tests/support/deferred';
import type { Rig, Shell } from './rigs';
import packageJson from '@packages/bridge/package.json';

export const HELLO: HelloReply = {
  protocol: 1,
  platform: 'android',
  appVersion: '5.2.0',
  capabilities: ['close', 'goHome', 'logout', 'callPhone', 'openRating', 'track', 'bankStart', 'bankEnd', 'borrowAgain'],
};

/**
 * Registers the suite for one shell.
 *
 * @example
 * describe('React Native', () => conformance(RIGS['React Native WebView']));
 */
export function conformance(makeRig: (shell: Shell) => Rig) {
  let rig: Rig;
  let bridge: BridgeClient;
  let errors: ProtocolError[];

  function start(shell: Shell, options: Partial<CreateBridgeOptions> = {}) {
    rig = makeRig(shell);
    errors = [];
    bridge = createBridge({ window: rig.window, ...rig.options, onProtocolError: (error) => errors.push(error), ...options });
    return bridge;
  }

  beforeEach(() => {
    // Only the clock is faked: ports and promises must still run between the test's steps.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    bridge?.dispose();
    vi.useRealTimers();
  });

  it('is the transport detected for this shell', () => {
    expect(start({ hello: HELLO }).transport).toBe(rig.kind);
  });

  it('says hello first, with protocol 1 and the SDK version, and takes the capabilities from the reply', async () => {
    start({ hello: HELLO });
    expect(bridge.supports('goMine')).toBe(true);
    await expect(bridge.ready).resolves.toEqual(HELLO);
    expect(rig.received[0]).toEqual({
      lendview: 1,
      id: 'w-1',
      type: 'hello',
      payload: { protocol: 1, sdkVersion: packageJson.version },
    });
    expect(bridge.supports('callPhone')).toBe(true);
    expect(bridge.supports('goMine')).toBe(false);
    await expect(bridge.goMine()).rejects.toMatchObject({ name: 'BridgeError', code: 'unsupported' });
    await rig.settle();
    expect(rig.received.map((message) => message.type)).toEqual(['hello']);
  });

  it('assumes an older shell that does everything when hello gets no reply in 5 s', async () => {
    start({ hello: null });
    let reply: HelloReply | null | undefined;
    void bridge.ready.then((value) => (reply = value));
    await rig.settle();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reply).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(reply).toBeNull();
    expect(bridge.supports('goMine')).toBe(true);
    await bridge.goMine();
    await rig.settle();
    expect(rig.received.map((message) => message.type)).toEqual(['hello', 'goMine']);
  });

  it('sends every message of the table as the contract shapes it', async () => {
    start({ hello: null });
    await bridge.close();
    await bridge.goHome();
    await bridge.goMine();
    await bridge.logout('sessionExpired');
    await bridge.callPhone('+52 (55) 1234-5678');
    await bridge.openRating();
    await bridge.track('repay_click', { productId: 'p-9', props: { amount: 1500, first: true, userId: 'u-1' } });
    await bridge.bankStart({ orderId: 'o-1' });
    await bridge.bankEnd({ orderId: 'o-1', productId: 'p-9' });
    await bridge.borrowAgain('p-9?from=home&x=1');
    await rig.settle();
    const sent = rig.received.slice(1);
    sent.forEach(assertBridgeMessage);
    expect(sent).toEqual([
      { lendview: 1, id: 'w-2', type: 'close', payload: {} },
      { lendview: 1, id: 'w-3', type: 'goHome', payload: {} },
      { lendview: 1, id: 'w-4', type: 'goMine', payload: {} },
      { lendview: 1, id: 'w-5', type: 'logout', payload: { reason: 'sessionExpired' } },
      { lendview: 1, id: 'w-6', type: 'callPhone', payload: { number: '+52 55 12345678' } },
      { lendview: 1, id: 'w-7', type: 'openRating', payload: {} },
      {
        lendview: 1,
        id: 'w-8',
        type: 'track',
        payload: { event: 'repay_click', productId: 'p-9', props: { amount: 1500, first: true } },
      },
      { lendview: 1, id: 'w-9', type: 'bankStart', payload: { orderId: 'o-1' } },
      { lendview: 1, id: 'w-10', type: 'bankEnd', payload: { orderId: 'o-1', productId: 'p-9' } },
      { lendview: 1, id: 'w-11', type: 'borrowAgain', payload: { productId: 'p-9' } },
    ]);
  });

  it('matches a reply to its message by id, result or error', async () => {
    start({ hello: HELLO });
    await bridge.ready;
    const ok = bridge.request('openRating', {});
    const denied = bridge.request('callPhone', { number: '5512345678' }).catch((error: unknown) => error);
    await rig.settle();
    const [, first, second] = rig.received;
    rig.deliver(JSON.stringify({ lendview: 1, id: second!.id, error: { code: 'denied', message: 'no permission' } }));
    rig.deliver(JSON.stringify({ lendview: 1, id: first!.id, result: { shown: true } }));
    await expect(ok).resolves.toEqual({ shown: true });
    expect(await denied).toEqual(new BridgeError('denied', 'no permission'));
    expect(await denied).toMatchObject({ code: 'denied' });
    expect(errors).toEqual([]);
  });

  it('rejects a reply that never comes with timeout, after 5 s or the per-call timeout', async () => {
    start({ hello: HELLO });
    await bridge.ready;
    const slow = bridge.request('openRating', {}).catch((error: unknown) => error);
    const quick = bridge.request('openRating', {}, { timeoutMs: 200 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    expect(await quick).toMatchObject({ name: 'BridgeError', code: 'timeout' });
    await vi.advanceTimersByTimeAsync(4_799);
    let settled = false;
    void slow.then(() => (settled = true));
    await rig.settle();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toMatchObject({ name: 'BridgeError', code: 'timeout' });
  });

  it('queues messages until the transport is ready and flushes them in order, none dropped', async () => {
    const transportReady = deferred();
    start({ hello: HELLO }, { holdUntil: transportReady.promise });
    const handed: string[] = [];
    const calls = [
      bridge.close().then(() => handed.push('close')),
      bridge.callPhone('5512345678').then(() => handed.push('callPhone')),
      bridge.track('queued').then(() => handed.push('track')),
    ];
    await rig.settle();
    expect(rig.received).toEqual([]);
    expect(handed).toEqual([]);
    transportReady.resolve();
    await Promise.all(calls);
    await rig.settle();
    expect(rig.received.map((message) => message.type)).toEqual(['hello', 'close', 'callPhone', 'track']);
    expect(handed).toEqual(['close', 'callPhone', 'track']);
    await expect(bridge.ready).resolves.toEqual(HELLO);
  });

  it('fails the queued messages, instead of holding them forever, when the transport never gets ready', async () => {
    start({ hello: HELLO }, { holdUntil: Promise.reject(new Error('shell crashed')) });
    await expect(bridge.close()).rejects.toMatchObject({ code: 'failed' });
    await expect(bridge.ready).resolves.toBeNull();
  });

  it('dispatches resume and back to their subscribers until they unsubscribe', async () => {
    start({ hello: HELLO });
    await bridge.ready;
    const resumed = vi.fn();
    const back = vi.fn();
    const stop = bridge.on('resume', resumed);
    bridge.on('back', back);
    rig.deliver(JSON.stringify({ lendview: 1, event: 'resume', payload: { visibleFor: 3 } }));
    rig.deliver(JSON.stringify({ lendview: 1, event: 'back' }));
    await rig.settle();
    expect(resumed).toHaveBeenCalledWith({ visibleFor: 3 });
    expect(back).toHaveBeenCalledWith({});
    stop();
    rig.deliver(JSON.stringify({ lendview: 1, event: 'resume' }));
    await rig.settle();
    expect(resumed).toHaveBeenCalledTimes(1);
  });

  it('ignores and reports malformed JSON, a wrong version and an unknown id, and keeps working', async () => {
    start({ hello: HELLO });
    await bridge.ready;
    const resumed = vi.fn();
    bridge.on('resume', resumed);
    rig.deliver('{"lendview":1,');
    rig.deliver(JSON.stringify({ lendview: 2, event: 'resume' }));
    rig.deliver(JSON.stringify({ lendview: 1, id: 'w-99', result: {} }));
    rig.deliver(JSON.stringify({ lendview: 1, id: 'w-98' }));
    rig.deliver(JSON.stringify({ lendview: 1, event: 'resume' }));
    await rig.settle();
    expect(errors.map((error) => error.reason)).toEqual(['malformed-json', 'wrong-version', 'unknown-id', 'invalid-envelope']);
    expect(resumed).toHaveBeenCalledTimes(1);
  });

  it('treats an error reply to hello as an older shell', async () => {
    start({ hello: null });
    await rig.settle();
    rig.deliver(JSON.stringify({ lendview: 1, id: 'w-1', error: { code: 'unsupported', message: 'no hello here' } }));
    await expect(bridge.ready).resolves.toBeNull();
    expect(bridge.supports('borrowAgain')).toBe(true);
  });

  it('stops listening and fails what waits when disposed', async () => {
    start({ hello: HELLO });
    await bridge.ready;
    const waiting = bridge.request('openRating', {});
    const resumed = vi.fn();
    bridge.on('resume', resumed);
    bridge.dispose();
    await expect(waiting).rejects.toMatchObject({ code: 'failed' });
    await expect(bridge.close()).rejects.toMatchObject({ code: 'failed' });
    rig.deliver(JSON.stringify({ lendview: 1, event: 'resume' }));
    await rig.settle();
    expect(resumed).not.toHaveBeenCalled();
  });
}
