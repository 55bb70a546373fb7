import { createBridge, methodMapTransport, type BridgeWindow } from '@lendview/bridge';

/** An older Android shell: one Java method per action on `window.Android`. */
function legacyShell() {
  const calls: Array<[string, unknown[], unknown]> = [];
  const record = (name: string) =>
    function (this: unknown, ...args: unknown[]) {
      calls.push([name, args, this]);
    };
  const Android = {
    closeWebView: record('closeWebView'),
    callPhone: record('callPhone'),
    burialPoint: record('burialPoint'),
    startBank: record('startBank'),
  };
  return { Android, calls };
}

describe('the method-map adapter for shells with one method per action', () => {
  it('calls the mapped method on its object with the payload as arguments', async () => {
    const { Android, calls } = legacyShell();
    const bridge = createBridge({
      transport: methodMapTransport({
        target: Android,
        methods: {
          close: 'closeWebView',
          callPhone: 'callPhone',
          track: { method: 'burialPoint', args: (payload) => [payload.event, payload.productId] },
          bankStart: 'startBank',
        },
      }),
    });
    await bridge.close();
    await bridge.callPhone('+52 55 1234 5678');
    await bridge.track('repay_click', { productId: 'p-9' });
    await bridge.bankStart({ productId: 'p-9' });
    expect(calls).toEqual([
      ['closeWebView', [], Android],
      ['callPhone', ['+52 55 1234 5678'], Android],
      ['burialPoint', ['repay_click', 'p-9'], Android],
      ['startBank', ['', 'p-9'], Android],
    ]);
    expect(bridge.transport).toBe('method-map');
  });

  it('supports exactly the mapped messages, from the start, and answers hello itself', async () => {
    const { Android } = legacyShell();
    const bridge = createBridge({
      transport: methodMapTransport({ target: Android, methods: { close: 'closeWebView' }, platform: 'android' }),
    });
    expect(bridge.supports('close')).toBe(true);
    expect(bridge.supports('goHome')).toBe(false);
    await expect(bridge.goHome()).rejects.toMatchObject({ code: 'unsupported' });
    await expect(bridge.ready).resolves.toEqual({ protocol: 1, platform: 'android', appVersion: '', capabilities: ['close'] });
  });

  it('passes track props as JSON by default, since a Java interface takes strings', async () => {
    const { Android, calls } = legacyShell();
    const bridge = createBridge({ transport: methodMapTransport({ target: Android, methods: { track: 'burialPoint' } }) });
    await bridge.track('view', { props: { step: 2 } });
    expect(calls[0]![1]).toEqual(['view', '', '{"step":2}']);
  });

  it('rejects with failed when the shell lacks the mapped method', async () => {
    const bridge = createBridge({ transport: methodMapTransport({ target: {}, methods: { goMine: 'openMine' } }) });
    await expect(bridge.goMine()).rejects.toMatchObject({ name: 'BridgeError', code: 'failed' });
  });

  it('hears events through lendviewReceive when given the window', () => {
    const win: BridgeWindow = {};
    const bridge = createBridge({
      transport: methodMapTransport({ target: legacyShell().Android, methods: { close: 'closeWebView' }, window: win }),
    });
    const back = vi.fn();
    bridge.on('back', back);
    win.lendviewReceive!('{"lendview":1,"event":"back"}');
    expect(back).toHaveBeenCalledWith({});
    bridge.dispose();
    expect(win.lendviewReceive).toBeUndefined();
  });
});
