/**
 * The React Native host adapter, in Node, over a fake react-native-webview that gives every frame
 * `postMessage` (as Android's addJavascriptInterface does) and reports the top page's URL with each
 * message: every web-to-native vector gets the schema's verdict, every hostile text is refused,
 * subframes and foreign pages are refused, and a page's bridge talks to it end to end.
 */
import { BridgeError, createBridge, type BridgeWindow } from '@lendview/bridge';
import { createReactNativeHost, type ReactNativeActions, type Refusal } from '@lendview/bridge/react-native-host';
import { HOSTILE_TEXTS, hostileText } from '../../bridge-spec/src/hostile';
import { WEB_TO_NATIVE } from '../../bridge-spec/src/vectors';
import { lendviewHost } from '../../examples/react-native-host/lendview-host';
import { turns } from './rigs';

const PAGE = 'https://app.lender.example';
const PAGE_URL = `${PAGE}/cardRepayment?languageType=1`;
const FOREIGN_URL = 'https://pay.provider.example/3ds';

/** Runs a script as the web view would, in a frame whose `window` is `win`, at `url`. */
function run(script: string, win: object, url: string) {
  const { protocol, hostname, port, origin } = new URL(url);
  new Function('window', 'location', script)(win, { protocol, hostname, port, origin });
}

/** A host in a fake web view that shows `view.url`; `load()` starts a new document in the top frame. */
function setup(actions: ReactNativeActions = {}) {
  const injected: Array<Record<string, unknown>> = [];
  const view = { url: PAGE_URL, scriptUrl: undefined as string | undefined };
  const refusals: Array<Promise<Refusal | undefined>> = [];
  const host = createReactNativeHost({
    allowedOrigins: [PAGE],
    appVersion: '5.3.0',
    currentUrl: () => view.url,
    actions,
    // What injectJavaScript runs: if(<page allowed>)window.lendviewReceive("<json>");true;
    inject: (script) =>
      run(script, { lendviewReceive: (json: string) => injected.push(JSON.parse(json)) }, view.scriptUrl ?? view.url),
  });
  // react-native-webview's own object, in every frame; on Android each message reports the top page's URL.
  const native = { postMessage: (data: string) => void refusals.push(host.onMessage({ nativeEvent: { data, url: view.url } })) };
  const top: { ReactNativeWebView?: { postMessage(data: string): void }; lendviewHello?: unknown } = {};
  const load = () => {
    top.ReactNativeWebView = native;
    delete top.lendviewHello;
    run(host.documentStartScript, top, view.url);
  };
  load();
  const send = (from: { postMessage(data: string): void }, data: unknown) => {
    from.postMessage(typeof data === 'string' ? data : JSON.stringify(data));
    return refusals[refusals.length - 1]!;
  };
  return {
    host,
    injected,
    view,
    top,
    load,
    post: (data: unknown) => send(top.ReactNativeWebView!, data),
    postFromSubframe: (data: unknown) => send(native, data),
  };
}

const everyAction = (): ReactNativeActions => ({
  close: vi.fn(),
  callPhone: vi.fn(),
  track: vi.fn(),
  bankStart: vi.fn(),
  bankEnd: vi.fn(),
  borrowAgain: vi.fn(),
  logout: vi.fn(),
  goHome: vi.fn(),
  goMine: vi.fn(),
  openRating: vi.fn(),
});
const logout = { lendview: 1, id: 'w-2', type: 'logout', payload: { reason: 'user' } };
const messages = WEB_TO_NATIVE.filter((vector) => vector.schema === 'message');
const answers = WEB_TO_NATIVE.filter((vector) => vector.schema === 'answer');

describe('the React Native host adapter', () => {
  it.each(messages.map((vector) => [`${vector.valid ? 'valid' : 'invalid'}: ${vector.why}`, vector] as const))(
    'gives the schema verdict on %s',
    async (_, vector) => {
      const { injected, post } = setup(everyAction());
      const refusal = await post(vector.envelope);
      expect(refusal === undefined).toBe(vector.valid);
      const id = (vector.envelope as { id?: unknown }).id;
      // Every message with an id gets exactly one answer: its result, or an error for an invalid one.
      expect(injected).toHaveLength(typeof id === 'string' && id !== '' ? 1 : 0);
      if (injected[0]) expect('error' in injected[0]).toBe(!vector.valid);
    },
  );

  it.each(answers.map((vector) => [`${vector.valid ? 'valid' : 'invalid'}: ${vector.why}`, vector] as const))(
    'gives the schema verdict on the page answer %s',
    async (_, vector) => {
      const { post } = setup();
      expect((await post(vector.envelope)) === undefined).toBe(vector.valid);
    },
  );

  it.each(HOSTILE_TEXTS.map((entry) => [entry.why, entry] as const))('refuses the hostile text: %s', async (_, entry) => {
    const actions = everyAction();
    const { injected, post } = setup(actions);
    expect(await post(hostileText(entry))).toBe('invalid');
    for (const action of Object.values(actions)) expect(action).not.toHaveBeenCalled();
    expect(injected).toEqual([]);
  });

  it('refuses payload fields named toString, __proto__ and constructor (the prototype has them)', async () => {
    const close = vi.fn();
    const { post } = setup({ close });
    for (const text of ['{"toString":"x"}', '{"__proto__":{"polluted":true}}', '{"constructor":"x"}']) {
      expect(await post(`{"lendview":1,"id":"w-2","type":"close","payload":${text}}`)).toBe('invalid');
    }
    expect(close).not.toHaveBeenCalled();
  });

  it("refuses a subframe's message while the top page is allowed: it lacks the top frame's secret (issue 22, point 3)", async () => {
    const actions = { logout: vi.fn() };
    const { injected, postFromSubframe, post } = setup(actions);
    expect(await postFromSubframe(logout)).toBe('no-secret');
    expect(await postFromSubframe(`not-the-secret.1.${JSON.stringify(logout)}`)).toBe('no-secret');
    expect(actions.logout).not.toHaveBeenCalled();
    expect(injected).toEqual([]);
    expect(await post(logout)).toBeUndefined();
    expect(actions.logout).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('gives a foreign top page neither the secret nor the hello, and refuses its messages', async () => {
    const actions = { logout: vi.fn() };
    const { injected, view, load, top, post } = setup(actions);
    view.url = FOREIGN_URL;
    load();
    expect(top.lendviewHello).toBeUndefined();
    expect(await post(logout)).toBe('foreign-origin');
    expect(actions.logout).not.toHaveBeenCalled();
    expect(injected).toEqual([]);
  });

  it('sends nothing while the web view shows another origin, checked again inside the page', async () => {
    const { host, injected, view } = setup();
    view.url = FOREIGN_URL;
    expect(host.emit('resume')).toBe(false);
    await expect(host.requestBack()).resolves.toBe(false);
    view.url = PAGE_URL;
    // The app still thinks the page is allowed, but the web view has just moved on.
    view.scriptUrl = FOREIGN_URL;
    expect(host.emit('resume')).toBe(true);
    expect(injected).toEqual([]);
    view.scriptUrl = undefined;
    expect(host.emit('resume')).toBe(true);
    expect(injected).toEqual([{ lendview: 1, event: 'resume' }]);
  });

  it('puts the hello in the top frame at document start, on an allowed page only', () => {
    const { top } = setup({ close: vi.fn() });
    expect(top.lendviewHello).toEqual({
      protocol: 1,
      minor: 1,
      platform: 'react-native',
      appVersion: '5.3.0',
      capabilities: ['close', 'leaveGuard'],
    });
  });

  it("drops the old page's leave guard and back requests when a new page load speaks (issue 22, point 5)", async () => {
    const { host, load, post } = setup();
    await post({ lendview: 1, id: 'w-5', type: 'leaveGuard', payload: { active: true, reason: 'otp' } });
    expect(host.leaveGuarded).toBe(true);
    const back = host.requestBack(60_000);
    // A reload during the code step: the new document's first message says it is another load.
    load();
    await post({ lendview: 1, id: 'w-1', type: 'hello', payload: { protocol: 1, sdkVersion: '0.1.0' } });
    expect(host.leaveGuarded).toBe(false);
    await expect(back).resolves.toBe(false);
  });

  it('does not send a late reply for the old page to the new one', async () => {
    let finish = () => {};
    const { injected, load, post } = setup({ openRating: () => new Promise<void>((resolve) => (finish = resolve)) });
    const rating = post({ lendview: 1, id: 'w-3', type: 'openRating', payload: {} });
    load();
    await post({ lendview: 1, id: 'w-1', type: 'hello', payload: { protocol: 1, sdkVersion: '0.1.0' } });
    finish();
    await rating;
    expect(injected.map((envelope) => envelope.id)).toEqual(['w-1']);
  });

  it('reads origin rules as androidx does: a wildcard subdomain rule works, a trailing slash throws (issue 22, point 9)', async () => {
    const close = vi.fn();
    const host = createReactNativeHost({
      allowedOrigins: ['https://*.lender.example'],
      appVersion: '5.3.0',
      currentUrl: () => PAGE_URL,
      actions: { close },
      inject: () => {},
    });
    const win: { ReactNativeWebView?: { postMessage(data: string): void } } = {
      ReactNativeWebView: { postMessage: (data) => void host.onMessage({ nativeEvent: { data, url: PAGE_URL } }) },
    };
    run(host.documentStartScript, win, PAGE_URL);
    win.ReactNativeWebView!.postMessage('{"lendview":1,"id":"w-2","type":"close","payload":{}}');
    await turns();
    expect(close).toHaveBeenCalledTimes(1);
    expect(() =>
      createReactNativeHost({
        allowedOrigins: [`${PAGE}/`],
        appVersion: '5.3.0',
        currentUrl: () => PAGE_URL,
        actions: {},
        inject: () => {},
      }),
    ).toThrow(/trailing \//);
  });

  it('asks for a secret where the runtime has no crypto.getRandomValues, and refuses a short one', () => {
    const options = { allowedOrigins: [PAGE], appVersion: '5.3.0', currentUrl: () => PAGE_URL, actions: {}, inject: () => {} };
    vi.stubGlobal('crypto', undefined);
    try {
      expect(() => createReactNativeHost(options)).toThrow(/pass a random `secret`/);
      expect(() => createReactNativeHost({ ...options, secret: 'short' })).toThrow(/22 characters/);
      expect(() => createReactNativeHost({ ...options, secret: 'x'.repeat(22) })).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a page bridge talking to the React Native host adapter', () => {
  function connect(actions: ReactNativeActions) {
    const win: BridgeWindow = {};
    const host = createReactNativeHost({
      allowedOrigins: [PAGE],
      appVersion: '5.3.0',
      currentUrl: () => PAGE_URL,
      actions,
      inject: (script) => run(script, win, PAGE_URL),
    });
    win.ReactNativeWebView = { postMessage: (data) => void host.onMessage({ nativeEvent: { data, url: PAGE_URL } }) };
    run(host.documentStartScript, win, PAGE_URL);
    return { host, bridge: createBridge({ window: win }) };
  }

  it('learns the capabilities, gets results, and rejects with the code of an error', async () => {
    const close = vi.fn();
    const { bridge } = connect({
      close,
      callPhone: async () => {
        await turns();
        throw new BridgeError('denied', 'no dialer permission');
      },
    });
    await expect(bridge.ready).resolves.toMatchObject({
      platform: 'react-native',
      minor: 1,
      capabilities: ['close', 'callPhone', 'leaveGuard'],
    });
    expect(bridge.supports('goHome')).toBe(false);
    await bridge.close();
    expect(close).toHaveBeenCalledWith({});
    await expect(bridge.callPhone('5512345678')).rejects.toMatchObject({ code: 'denied', message: 'no dialer permission' });
    bridge.dispose();
  });

  it('keeps the leave guard and gets the page answer to back', async () => {
    const { host, bridge } = connect({});
    await bridge.ready;
    await bridge.leaveGuard(true, 'payment');
    expect(host.leaveGuarded).toBe(true);
    bridge.onBack(() => true);
    const handled = host.requestBack();
    await turns();
    await expect(handled).resolves.toBe(true);
    await bridge.leaveGuard(false, 'payment');
    expect(host.leaveGuarded).toBe(false);
    bridge.dispose();
  });
});

describe('the React Native example (examples/react-native-host)', () => {
  it('closes, dials without spaces, and lists exactly those in hello', async () => {
    const injected: Array<Record<string, unknown>> = [];
    const goBack = vi.fn();
    const openUrl = vi.fn(async () => true);
    const host = lendviewHost({
      inject: (script) => run(script, { lendviewReceive: (json: string) => injected.push(JSON.parse(json)) }, PAGE_URL),
      currentUrl: () => PAGE_URL,
      goBack,
      openUrl,
    });
    const top: BridgeWindow = {
      ReactNativeWebView: { postMessage: (data) => void host.onMessage({ nativeEvent: { data, url: PAGE_URL } }) },
    };
    run(host.documentStartScript, top, PAGE_URL);
    const post = async (message: object) => {
      top.ReactNativeWebView!.postMessage(JSON.stringify(message));
      await turns();
    };
    await post({ lendview: 1, id: 'w-1', type: 'hello', payload: { protocol: 1, sdkVersion: '0.1.0' } });
    await post({ lendview: 1, id: 'w-2', type: 'callPhone', payload: { number: '+52 55 1234 5678' } });
    await post({ lendview: 1, id: 'w-3', type: 'close', payload: {} });
    expect(injected[0]).toMatchObject({ id: 'w-1', result: { capabilities: ['close', 'callPhone', 'leaveGuard'] } });
    expect(openUrl).toHaveBeenCalledWith('tel:+525512345678');
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(injected.slice(1)).toEqual([
      { lendview: 1, id: 'w-2', result: true },
      { lendview: 1, id: 'w-3', result: null },
    ]);
  });
});
