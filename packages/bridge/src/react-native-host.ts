import { BridgeError } from './bridge';
import { withinLimits } from './host-kit/limits';
import { originAllowed, originCheckScript, parseOriginRule } from './host-kit/origin-rules';
import { readFromPage } from './host-kit/validate';
import type { EventType, MessagePayloads, MessageType } from './messages';

type Action = Exclude<MessageType, 'hello' | 'leaveGuard'>;

/** The app's actions: each returns a result (or nothing), or throws a `BridgeError` to reply its code. */
export type ReactNativeActions = { [K in Action]?: (payload: MessagePayloads[K]) => unknown };

/**
 * Why {@link ReactNativeHost.onMessage} handed nothing to the app: a page of another origin, a
 * message without this web view's secret (a subframe: react-native-webview gives every frame
 * `postMessage`), or a message the schema refuses.
 */
export type Refusal = 'foreign-origin' | 'no-secret' | 'invalid';

/** Options of {@link createReactNativeHost}. */
export interface ReactNativeHostOptions {
  /**
   * Origin rules of the pages that may talk to the app, as androidx.webkit reads them:
   * `https://app.lender.example`, `https://*.lender.example`. A malformed rule throws.
   */
  allowedOrigins: readonly string[];
  /** Runs a script in the web view: `(script) => webView.current?.injectJavaScript(script)`. */
  inject: (script: string) => void;
  /** The page the web view shows now (`onNavigationStateChange`'s `url`); nothing is sent to another origin. */
  currentUrl: () => string | undefined;
  /** What the app does; the hello reply lists exactly these, and anything else is answered `unsupported`. */
  actions: ReactNativeActions;
  /** Sent in the hello reply. */
  appVersion: string;
  /**
   * The web view's secret, at least 22 random characters. By default made with
   * `crypto.getRandomValues`; an app on a runtime without it (Hermes without a polyfill) passes one.
   */
  secret?: string;
}

/** The React Native side of the bridge for one `<WebView>`. */
export interface ReactNativeHost {
  /** `<WebView onMessage={host.onMessage}>`: reads, checks and answers one message of the page. */
  onMessage(event: { nativeEvent: { data: string; url: string } }): Promise<Refusal | undefined>;
  /** Sends an event (`resume`, `pause` from AppState); false when the web view shows a page not allowed. */
  emit(event: EventType): boolean;
  /** Asks the page to handle back; resolves false with no answer within `timeoutMs` (then the app decides). */
  requestBack(timeoutMs?: number): Promise<boolean>;
  /** While true, ask before back or a swipe leaves the page (during a payment). */
  readonly leaveGuarded: boolean;
  /**
   * `injectedJavaScriptBeforeContentLoaded` (keep `injectedJavaScriptBeforeContentLoadedForMainFrameOnly`
   * at its default, true): on an allowed page only, it makes the top frame's `postMessage` prefix
   * every message with the secret and an id of this page load, and sets the hello for first paint.
   */
  readonly documentStartScript: string;
}

function randomSecret(): string {
  const crypto = (globalThis as { crypto?: { getRandomValues?(bytes: Uint8Array): Uint8Array } }).crypto;
  if (typeof crypto?.getRandomValues !== 'function')
    throw new Error('createReactNativeHost: no crypto.getRandomValues here; pass a random `secret`');
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let text = '';
  for (const byte of bytes) text += byte.toString(36).padStart(2, '0');
  return text;
}

/**
 * The host side of protocol 1.1 for react-native-webview: takes messages only from the top frame
 * of an allowed page (the secret its document-start script gives that frame alone, and the
 * origin), sends only to an allowed page, validates messages exactly as the JSON Schema does,
 * refuses unread a text over 64 KiB or nested over 16 deep (as the Android and iOS hosts do),
 * answers `hello` with the app's actions, and replies to every message (1.1) when the action's
 * promise settles. Leave guards belong to one page load: a message from a new load (a reload,
 * another page) drops the old load's guards and answers its open back requests `false`.
 *
 * @example
 * const host = createReactNativeHost({
 *   allowedOrigins: ['https://app.lender.example'],
 *   inject: (script) => web.current?.injectJavaScript(script),
 *   currentUrl: () => url.current,
 *   actions: { close: () => navigation.goBack(), callPhone: ({ number }) => Linking.openURL(`tel:${number}`) },
 *   appVersion: '5.3.0',
 * });
 * <WebView ref={web} onMessage={host.onMessage} injectedJavaScriptBeforeContentLoaded={host.documentStartScript} />
 */
export function createReactNativeHost(options: ReactNativeHostOptions): ReactNativeHost {
  const rules = options.allowedOrigins.map(parseOriginRule);
  const secret = options.secret ?? randomSecret();
  if (secret.length < 22) throw new Error('createReactNativeHost: the secret needs at least 22 characters');
  const guards = new Set<string>();
  const waiting = new Map<string, (handled: boolean) => void>();
  let requests = 0;
  let load: string | undefined;
  const capabilities = [...(Object.keys(options.actions) as Action[]).filter((type) => options.actions[type]), 'leaveGuard'];
  const hello = { protocol: 1, minor: 1, platform: 'react-native', appVersion: options.appVersion, capabilities };
  const allowedHere = `(${originCheckScript(rules)})(location)`;

  function send(envelope: object): boolean {
    if (!originAllowed(rules, options.currentUrl())) return false;
    // Checked again in the page: the web view may have moved on since currentUrl was read.
    options.inject(`if(${allowedHere})window.lendviewReceive(${JSON.stringify(JSON.stringify(envelope))});true;`);
    return true;
  }
  const reply = (id: string, body: { result: unknown } | { error: { code: string; message: string } }) =>
    send({ lendview: 1, id, ...body });

  function newPage() {
    guards.clear();
    for (const finish of [...waiting.values()]) finish(false);
  }

  async function perform<K extends Action>(type: K, payload: MessagePayloads[K]) {
    const action = options.actions[type];
    if (!action) return { error: { code: 'unsupported', message: `This app does not do ${type}` } };
    try {
      return { result: (await action(payload)) ?? null };
    } catch (error) {
      const code = error instanceof BridgeError && error.code !== 'timeout' ? error.code : 'failed';
      return { error: { code, message: error instanceof Error ? error.message : String(error) } };
    }
  }

  return {
    async onMessage(event) {
      if (!originAllowed(rules, event.nativeEvent.url)) return 'foreign-origin';
      // secret "." load "." JSON: the document-start script adds the first two in the top frame only.
      const data = event.nativeEvent.data;
      const dot = typeof data === 'string' ? data.indexOf('.', secret.length + 1) : -1;
      if (dot < 0 || data.slice(0, secret.length + 1) !== `${secret}.`) return 'no-secret';
      const from = data.slice(secret.length + 1, dot);
      if (from !== load) {
        if (load !== undefined) newPage();
        load = from;
      }
      const json = data.slice(dot + 1);
      if (!withinLimits(json)) return 'invalid';
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        return 'invalid';
      }
      const read = readFromPage(value);
      if (read.kind === 'invalid') {
        // Answered when it has an id, so the page's call fails now instead of timing out.
        if (read.id)
          reply(read.id, { error: { code: read.known ? 'failed' : 'unsupported', message: 'The app cannot read this message' } });
        return 'invalid';
      }
      if (read.kind === 'answer') {
        waiting.get(read.id)?.(read.handled);
        return undefined;
      }
      const { id, type, payload } = read.message;
      if (type === 'hello') reply(id, { result: hello });
      else if (type === 'leaveGuard') {
        const { active, reason = 'page' } = payload as MessagePayloads['leaveGuard'];
        if (active) guards.add(reason);
        else if (reason === 'page') guards.clear();
        else guards.delete(reason);
        reply(id, { result: null });
      } else {
        const asked = load;
        const outcome = await perform(type, payload as MessagePayloads[Action]);
        // A reply for a page that is gone would reach the next page as an unknown id.
        if (load === asked) reply(id, outcome);
      }
      return undefined;
    },
    emit: (event) => send({ lendview: 1, event }),
    requestBack(timeoutMs = 300) {
      const id = `n-${++requests}`;
      return new Promise((resolve) => {
        const finish = (handled: boolean) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(handled);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiting.set(id, finish);
        if (!send({ lendview: 1, id, request: 'back', payload: {} })) finish(false);
      });
    },
    get leaveGuarded() {
      return guards.size > 0;
    },
    documentStartScript:
      `(function(){if(!${allowedHere})return;var n=window.ReactNativeWebView,` +
      `s=${JSON.stringify(`${secret}.`)}+Math.random().toString(36).slice(2)+Date.now().toString(36)+".";` +
      `if(n&&typeof n.postMessage==="function"){var p=n.postMessage;window.ReactNativeWebView={postMessage:function(d){p.call(n,s+String(d))}}}` +
      `window.lendviewHello=${JSON.stringify(hello)};})();true;`,
  };
}
