import { BridgeError } from './bridge';
import { readFromPage } from './host-kit/validate';
import type { EventType, MessagePayloads, MessageType } from './messages';

type Action = Exclude<MessageType, 'hello' | 'leaveGuard'>;

/** The app's actions: each returns a result (or nothing), or throws a `BridgeError` to reply its code. */
export type ReactNativeActions = { [K in Action]?: (payload: MessagePayloads[K]) => unknown };

/** Why {@link ReactNativeHost.onMessage} handed nothing to the app. */
export type Refusal = 'foreign-origin' | 'invalid';

/** Options of {@link createReactNativeHost}. */
export interface ReactNativeHostOptions {
  /** Origins whose pages may talk to the app (`https://app.lender.example`); any other page is ignored. */
  allowedOrigins: readonly string[];
  /** Runs a script in the web view: `(script) => webView.current?.injectJavaScript(script)`. */
  inject: (script: string) => void;
  /** The page the web view shows now (`onNavigationStateChange`'s `url`); nothing is sent to another origin. */
  currentUrl: () => string | undefined;
  /** What the app does; the hello reply lists exactly these, and anything else is answered `unsupported`. */
  actions: ReactNativeActions;
  /** Sent in the hello reply. */
  appVersion: string;
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
  /** `injectedJavaScriptBeforeContentLoaded`: the hello at document start, for allowed origins only. */
  readonly documentStartScript: string;
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The host side of protocol 1.1 for react-native-webview: checks the origin of every message and
 * of the page before sending, validates messages exactly as the JSON Schema does, answers
 * `hello` with the app's actions, keeps the leave guard, and replies to every message (1.1).
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
  const allowed = new Set(options.allowedOrigins);
  const guards = new Set<string>();
  const waiting = new Map<string, (handled: boolean) => void>();
  let requests = 0;
  const capabilities = [...(Object.keys(options.actions) as Action[]).filter((type) => options.actions[type]), 'leaveGuard'];
  const hello = { protocol: 1, minor: 1, platform: 'react-native', appVersion: options.appVersion, capabilities };

  function send(envelope: object): boolean {
    if (!allowed.has(originOf(options.currentUrl()) ?? '')) return false;
    // The JSON text as a JS string literal: lendviewReceive takes the JSON string.
    options.inject(`window.lendviewReceive(${JSON.stringify(JSON.stringify(envelope))});true;`);
    return true;
  }
  const reply = (id: string, body: { result: unknown } | { error: { code: string; message: string } }) =>
    send({ lendview: 1, id, ...body });

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
      if (!allowed.has(originOf(event.nativeEvent.url) ?? '')) return 'foreign-origin';
      let value: unknown;
      try {
        value = JSON.parse(event.nativeEvent.data);
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
      } else reply(id, await perform(type, payload as MessagePayloads[Action]));
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
    documentStartScript: `(function(){if(${JSON.stringify([...allowed])}.indexOf(location.origin)<0)return;window.lendviewHello=${JSON.stringify(hello)};})();true;`,
  };
}
