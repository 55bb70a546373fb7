/**
 * The React Native host adapter, in Node: every web-to-native vector gets the schema's verdict,
 * foreign origins are refused on receive and before send, and a page's bridge talks to it end to
 * end over a fake react-native-webview.
 */
import { BridgeError, createBridge, type BridgeWindow } from '@lendview/bridge';
import { createReactNativeHost, type ReactNativeActions } from '@lendview/bridge/react-native-host';
import { WEB_TO_NATIVE } from '../../bridge-spec/src/vectors';
import { lendviewHost } from '../../examples/react-native-host/lendview-host';
import { turns } from './rigs';

const PAGE = 'https://app.lender.example';
const PAGE_URL = `${PAGE}/cardRepayment?languageType=1`;

/** A host whose web view shows `url`, recording every envelope it injects. */
function setup(actions: ReactNativeActions = {}, url = PAGE_URL) {
  const injected: Array<Record<string, unknown>> = [];
  const location = { url };
  const host = createReactNativeHost({
    allowedOrigins: [PAGE],
    appVersion: '5.3.0',
    currentUrl: () => location.url,
    actions,
    inject(script) {
      // What injectJavaScript runs: window.lendviewReceive("<json>");true;
      const win = { lendviewReceive: (json: string) => injected.push(JSON.parse(json)) };
      new Function('window', script)(win);
    },
  });
  const post = (data: unknown, from = PAGE_URL) =>
    host.onMessage({ nativeEvent: { data: typeof data === 'string' ? data : JSON.stringify(data), url: from } });
  return { host, injected, location, post };
}

const messages = WEB_TO_NATIVE.filter((vector) => vector.schema === 'message');
const answers = WEB_TO_NATIVE.filter((vector) => vector.schema === 'answer');

describe('the React Native host adapter', () => {
  it.each(messages.map((vector) => [`${vector.valid ? 'valid' : 'invalid'}: ${vector.why}`, vector] as const))(
    'gives the schema verdict on %s',
    async (_, vector) => {
      const close = vi.fn();
      const { injected, post } = setup({
        close,
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

  it('refuses a message from a foreign origin without calling the app or answering', async () => {
    const logout = vi.fn();
    const { injected, post } = setup({ logout });
    expect(
      await post({ lendview: 1, id: 'w-2', type: 'logout', payload: { reason: 'user' } }, 'https://pay.provider.example/3ds'),
    ).toBe('foreign-origin');
    expect(await post({ lendview: 1, id: 'w-3', type: 'logout', payload: { reason: 'user' } }, 'not a url')).toBe(
      'foreign-origin',
    );
    expect(logout).not.toHaveBeenCalled();
    expect(injected).toEqual([]);
  });

  it('sends nothing while the web view shows another origin', async () => {
    const { host, injected, location } = setup();
    location.url = 'https://pay.provider.example/3ds';
    expect(host.emit('resume')).toBe(false);
    await expect(host.requestBack()).resolves.toBe(false);
    expect(injected).toEqual([]);
    location.url = PAGE_URL;
    expect(host.emit('resume')).toBe(true);
    expect(injected).toEqual([{ lendview: 1, event: 'resume' }]);
  });

  it('puts the hello in a document-start script that runs on the allowed origin only', () => {
    const { host } = setup({ close: vi.fn() });
    const run = (origin: string) => {
      const win: Record<string, unknown> = {};
      new Function('window', 'location', host.documentStartScript)(win, { origin });
      return win.lendviewHello;
    };
    expect(run(PAGE)).toEqual({
      protocol: 1,
      minor: 1,
      platform: 'react-native',
      appVersion: '5.3.0',
      capabilities: ['close', 'leaveGuard'],
    });
    expect(run('https://pay.provider.example')).toBeUndefined();
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
      inject: (script) => new Function('window', script)(win),
    });
    win.ReactNativeWebView = { postMessage: (data) => void host.onMessage({ nativeEvent: { data, url: PAGE_URL } }) };
    return { host, bridge: createBridge({ window: win }) };
  }

  it('learns the capabilities, gets results, and rejects with the code of an error', async () => {
    const close = vi.fn();
    const { bridge } = connect({
      close,
      callPhone: () => {
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
      inject: (script) => new Function('window', script)({ lendviewReceive: (json: string) => injected.push(JSON.parse(json)) }),
      currentUrl: () => PAGE_URL,
      goBack,
      openUrl,
    });
    const post = (message: object) => host.onMessage({ nativeEvent: { data: JSON.stringify(message), url: PAGE_URL } });
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
