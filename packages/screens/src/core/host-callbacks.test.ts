// @vitest-environment node
import { BridgeError } from '@lendview/bridge';
import { createRecordingBridge, type RecordingBridge } from '@lendview/bridge/testing';
import { callHost, observeBridge, type BridgeAction, type ScreenAction } from './host-callbacks';

/** One call of every action a screen can take, as screens make them. A `Record`: a new action needs a row. */
const CALLS: Record<BridgeAction, readonly unknown[]> = {
  close: [],
  goHome: [],
  goMine: [],
  logout: ['sessionExpired'],
  callPhone: ['1800 555 0199'],
  openRating: [],
  track: ['repay_click', { productId: '7', props: { channel: 'card' } }],
  bankStart: [{ orderId: '174', productId: '7' }],
  bankEnd: [{ orderId: '174', productId: '7' }],
  borrowAgain: ['7?from=details'],
};

function observe(bridge: RecordingBridge = createRecordingBridge()) {
  const reports: { action: ScreenAction; sentBefore: number }[] = [];
  const observed = observeBridge(bridge, (action) => {
    // What the shell had received when the host heard of the action.
    reports.push({ action, sentBefore: bridge.messages.length });
  });
  const call = (action: BridgeAction) => (observed[action] as (...args: unknown[]) => Promise<void>)(...CALLS[action]);
  return { bridge, observed, reports, call };
}

describe('observeBridge', () => {
  it.each(Object.keys(CALLS) as BridgeAction[])('reports %s with its arguments before the shell gets it', async (action) => {
    const { bridge, reports, call } = observe();
    await bridge.ready;
    const before = bridge.messages.length;
    await call(action);
    expect(reports).toEqual([{ action: { kind: 'bridge', action, args: CALLS[action] }, sentBefore: before }]);
    expect(bridge.sent(action)).toHaveLength(1);
  });

  it('hands the shell the same message a screen without host callbacks sends', async () => {
    const plain = createRecordingBridge();
    const { bridge, call } = observe();
    await Promise.all([plain.ready, bridge.ready]);
    for (const action of Object.keys(CALLS) as BridgeAction[]) {
      await call(action);
      await (plain[action] as (...args: unknown[]) => Promise<void>)(...CALLS[action]);
    }
    const payloads = (b: RecordingBridge) => b.messages.filter((m) => m.type !== 'hello').map((m) => [m.type, m.payload]);
    expect(payloads(bridge)).toEqual(payloads(plain));
    expect(payloads(bridge)).toContainEqual(['borrowAgain', { productId: '7' }]);
  });

  it('reports an action the shell cannot do, and the screen still gets the refusal', async () => {
    const { bridge, reports, observed } = observe(createRecordingBridge({ capabilities: ['close'] }));
    await bridge.ready;
    const refusal: unknown = await observed.callPhone('1800 555 0199').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BridgeError);
    expect(refusal).toMatchObject({ code: 'unsupported' });
    expect(reports.map((r) => r.action)).toEqual([{ kind: 'bridge', action: 'callPhone', args: ['1800 555 0199'] }]);
    expect(bridge.sent('callPhone')).toEqual([]);
  });

  it('reports no query, subscription or leave guard, and they work as on the bridge itself', async () => {
    const { bridge, observed, reports } = observe(createRecordingBridge({ hello: { capabilities: ['close', 'leaveGuard'] } }));
    await expect(observed.ready).resolves.toMatchObject({ capabilities: ['close', 'leaveGuard'] });
    expect(observed.supports('close')).toBe(true);
    expect(observed.supports('callPhone')).toBe(false);
    const resumed = vi.fn();
    const stop = observed.on('resume', resumed);
    bridge.emit('resume');
    stop();
    bridge.emit('resume');
    expect(resumed).toHaveBeenCalledOnce();
    const stopBack = observed.onBack(() => true);
    await expect(bridge.requestBack()).resolves.toBe(true);
    stopBack();
    await observed.leaveGuard(true, 'payment');
    expect(bridge.sent('leaveGuard').map((m) => m.payload)).toEqual([{ active: true, reason: 'payment' }]);
    expect(reports).toEqual([]);
  });

  it('leaves the bridge it wraps as it was: a screen of another provider on the same bridge reports nothing here', async () => {
    const { bridge, reports } = observe();
    await bridge.ready;
    await bridge.close();
    expect(bridge.sent('close')).toHaveLength(1);
    expect(reports).toEqual([]);
  });
});

describe('callHost', () => {
  it("passes the argument to the host's callback", () => {
    const callback = vi.fn();
    const onError = vi.fn();
    callHost(callback, { screen: 'loan-details', market: 'en' }, onError);
    expect(callback).toHaveBeenCalledExactlyOnceWith({ screen: 'loan-details', market: 'en' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends what a broken callback throws to onError instead of breaking the screen', () => {
    const onError = vi.fn();
    const broken = new TypeError('analytics is not defined');
    expect(() =>
      callHost(
        () => {
          throw broken;
        },
        null,
        onError,
      ),
    ).not.toThrow();
    expect(onError).toHaveBeenCalledExactlyOnceWith(broken);
  });

  it('turns a thrown value that is no Error into one, so onError always gets an Error', () => {
    const onError = vi.fn();
    callHost(
      () => {
        throw 'quota exceeded';
      },
      null,
      onError,
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('quota exceeded'));
  });

  it('does nothing when the host set no callback', () => {
    const onError = vi.fn();
    callHost(undefined, 'unused', onError);
    expect(onError).not.toHaveBeenCalled();
  });
});
