import { createActions } from './actions';
import { BridgeError, type NativeBridge } from './bridge';
import { isHelloReply, parseInbound } from './inbound';
import type { EventType, HelloReply, MessageEnvelope, MessagePayloads, MessageType } from './messages';
import { createOutbox } from './outbox';
import { pageIds, type PageIds } from './page';
import type { ProtocolError, Transport } from './transport';
import { DEFAULT_TIMEOUT_MS, SDK_VERSION } from './version';

/** Options of every bridge client. */
export interface ClientOptions {
  /** Milliseconds a reply may take before the call rejects with `timeout`. @defaultValue 5000 */
  timeoutMs?: number;
  /** Called for every inbound envelope the bridge ignored; never throws into the page. */
  onProtocolError?: (error: ProtocolError) => void;
  /** Messages (`hello` included) wait, in order, until this settles. @defaultValue ready now */
  holdUntil?: PromiseLike<unknown>;
  /** Sent in `hello`. @defaultValue this package's version */
  sdkVersion?: string;
}

/** Per call options of {@link BridgeClient.request}. */
export interface RequestOptions {
  /** @defaultValue the client's `timeoutMs` */
  timeoutMs?: number;
}

/** A {@link NativeBridge} over one transport, with the protocol's lower level and a `dispose`. */
export interface BridgeClient extends NativeBridge {
  /** The transport's `kind`: `android`, `android-legacy`, `ios`, `react-native`, `parent-frame`, `web`, ... */
  readonly transport: string;
  /** Sends a message and resolves with its reply's `result`; rejects with a {@link BridgeError}. */
  request<K extends MessageType>(type: K, payload: MessagePayloads[K], options?: RequestOptions): Promise<unknown>;
  /** Stops listening, rejects what is pending or queued with `failed`, and releases the transport. */
  dispose(): void;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: BridgeError): void;
}

/**
 * Runs protocol v1 over a transport: ids, the `hello` handshake, replies with timeouts, events,
 * the queue before the transport is ready, and inbound validation.
 *
 * Rule of thumb: use {@link createBridge}; call this with a transport of your own only.
 *
 * @example
 * const bridge = createClient(myTransport, { onProtocolError: console.warn });
 * await bridge.ready; // the host's hello reply, or null for an older shell
 */
export function createClient(transport: Transport, options: ClientOptions = {}, page: PageIds = pageIds()): BridgeClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const report = (error: ProtocolError) => options.onProtocolError?.(error);
  const pending = new Map<string, Pending>();
  const handlers: Record<EventType, Set<(payload: Record<string, unknown>) => void>> = { resume: new Set(), back: new Set() };
  let capabilities = transport.capabilities ? new Set<string>(transport.capabilities) : null;
  let disposed = false;
  const outbox = createOutbox(transport, [transport.ready, options.holdUntil]);

  function receive(data: unknown) {
    if (disposed) return;
    const parsed = parseInbound(data);
    if (!parsed.ok) return report(parsed.error);
    const envelope = parsed.envelope;
    if ('event' in envelope) {
      for (const handler of [...handlers[envelope.event]]) {
        // One subscriber's bug must not stop the others from hearing the event.
        try {
          handler(envelope.payload ?? {});
        } catch (error) {
          console.error(error);
        }
      }
      return;
    }
    const waiting = pending.get(envelope.id);
    if (!waiting) {
      if (!page.isHeld(envelope.id)) report({ reason: 'unknown-id', message: `No message awaits a reply to ${envelope.id}`, data });
      return;
    }
    if ('error' in envelope) waiting.reject(new BridgeError(envelope.error.code, envelope.error.message));
    else waiting.resolve(envelope.result);
  }

  const stopListening = transport.listen({ receive, reject: report });

  const supports = (type: MessageType) => type === 'hello' || capabilities === null || capabilities.has(type);
  const envelope = <K extends MessageType>(type: K, payload: MessagePayloads[K]): MessageEnvelope<K> =>
    ({ lendview: 1, id: page.next(), type, payload });
  const gone = () => new BridgeError('failed', 'The bridge is disposed');
  const refuse = (type: MessageType) => (disposed ? gone() : new BridgeError('unsupported', `The host does not support ${type}`));

  function post<K extends MessageType>(type: K, payload: MessagePayloads[K]): Promise<void> {
    if (disposed || !supports(type)) return Promise.reject(refuse(type));
    return outbox.send(envelope(type, payload));
  }

  function request<K extends MessageType>(type: K, payload: MessagePayloads[K], call: RequestOptions = {}): Promise<unknown> {
    if (disposed || !supports(type)) return Promise.reject(refuse(type));
    const message = envelope(type, payload);
    const ms = call.timeoutMs ?? timeoutMs;
    return new Promise((resolve, reject) => {
      const settle = (finish: () => void) => {
        clearTimeout(timer);
        pending.delete(message.id);
        // Other bridges of the page hear this same reply right after us, in the same dispatch:
        // the id stays held until they have, so they do not report it as unknown.
        queueMicrotask(() => page.release(message.id));
        finish();
      };
      const timer = setTimeout(() => settle(() => reject(new BridgeError('timeout', `${type} (${message.id}) got no reply within ${ms} ms`))), ms);
      pending.set(message.id, { resolve: (result) => settle(() => resolve(result)), reject: (error) => settle(() => reject(error)) });
      page.hold(message.id);
      outbox
        .send(message, (reply) => receive(reply))
        .catch((error: BridgeError) => pending.get(message.id)?.reject(error));
    });
  }

  const ready: Promise<HelloReply | null> = request('hello', { protocol: 1, sdkVersion: options.sdkVersion ?? SDK_VERSION }).then(
    (result) => {
      if (isHelloReply(result)) {
        capabilities = new Set(result.capabilities);
        return result;
      }
      report({ reason: 'invalid-envelope', message: 'The hello reply is not { protocol, platform, appVersion, capabilities }', data: result });
      return null;
    },
    // No reply, an error reply or a dead transport: an older shell that does everything.
    () => null,
  );

  return {
    ...createActions(post),
    transport: transport.kind,
    ready,
    supports,
    request,
    on(event, handler) {
      handlers[event].add(handler);
      return () => void handlers[event].delete(handler);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopListening();
      const error = gone();
      for (const waiting of [...pending.values()]) waiting.reject(error);
      outbox.dispose(error);
      transport.dispose?.();
    },
  };
}
