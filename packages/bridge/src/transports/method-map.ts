import type { MessageEnvelope, MessagePayloads, MessageType } from '../messages';
import type { BridgeWindow, Transport } from '../transport';
import { listenGlobal } from './receive-global';

type Action = Exclude<MessageType, 'hello'>;

/** A method name, or a method name with how to turn the payload into its arguments. */
export type MethodSpec<K extends Action> = string | { method: string; args: (payload: MessagePayloads[K]) => unknown[] };

/** Which method of the legacy object does which message; unmapped messages are unsupported. */
export type MethodMap = { [K in Action]?: MethodSpec<K> };

/** Options of {@link methodMapTransport}. */
export interface MethodMapOptions {
  /** The shell's object, e.g. `window.Android`. */
  target: object;
  methods: MethodMap;
  /** Where replies and events arrive (`window.lendviewReceive`), if the shell sends any. */
  window?: BridgeWindow;
  /** Named in the local `hello` reply. @defaultValue 'android' */
  platform?: 'android' | 'ios' | 'react-native' | 'web';
}

/** The arguments a legacy method gets by default: the payload's fields in the table's order. */
const DEFAULT_ARGS: { [K in Action]: (payload: MessagePayloads[K]) => unknown[] } = {
  close: () => [],
  goHome: () => [],
  goMine: () => [],
  openRating: () => [],
  logout: (p) => [p.reason],
  callPhone: (p) => [p.number],
  // A Java interface method takes strings, so the props travel as JSON.
  track: (p) => [p.event, p.productId ?? '', JSON.stringify(p.props ?? {})],
  bankStart: (p) => [p.orderId ?? '', p.productId ?? ''],
  bankEnd: (p) => [p.orderId ?? '', p.productId ?? ''],
  borrowAgain: (p) => [p.productId],
  leaveGuard: (p) => [p.active, p.reason ?? ''],
};

function argsOf<K extends Action>(spec: MethodSpec<K>, envelope: MessageEnvelope<K>): [string, unknown[]] {
  if (typeof spec === 'string') return [spec, DEFAULT_ARGS[envelope.type](envelope.payload)];
  return [spec.method, spec.args(envelope.payload)];
}

/**
 * Serves an existing shell that exposes one method per action (`window.Android.closeWebView()`)
 * with a name map. The shell has no `hello`: the adapter answers it itself, naming exactly the
 * mapped messages as capabilities, so `supports()` is right from the start.
 *
 * @example
 * const bridge = createBridge({
 *   transport: methodMapTransport({
 *     target: window.Android,
 *     methods: { close: 'closeWebView', callPhone: 'callPhone', track: { method: 'burialPoint', args: (p) => [p.event] } },
 *   }),
 * });
 */
export function methodMapTransport(options: MethodMapOptions): Transport {
  const { target, methods } = options;
  const capabilities = (Object.keys(methods) as Action[]).filter((type) => methods[type] !== undefined);
  return {
    kind: 'method-map',
    capabilities,
    send(envelope) {
      // A legacy shell sends no requests, so the page never has an answer for it.
      if (!('type' in envelope)) return;
      if (envelope.type === 'hello') {
        const result = { protocol: 1, platform: options.platform ?? 'android', appVersion: '', capabilities };
        return Promise.resolve({ lendview: 1, id: envelope.id, result });
      }
      const message = envelope as MessageEnvelope<Action>;
      const [name, args] = argsOf(methods[message.type] as MethodSpec<Action>, message);
      const method = (target as Record<string, unknown>)[name];
      if (typeof method !== 'function') throw new TypeError(`The shell has no method ${name} for ${message.type}`);
      // Called on its object: a Java interface method loses its receiver when detached.
      method.apply(target, args);
    },
    listen: (sink) => (options.window ? listenGlobal(options.window, (json) => sink.receive(json)) : () => undefined),
  };
}
