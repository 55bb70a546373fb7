import { createActions } from './actions';
import { BridgeError, type NativeBridge } from './bridge';
import { isHelloReply, parseInbound } from './inbound';
import type {
  BridgeErrorCode,
  EventType,
  HelloReply,
  MessageEnvelope,
  MessagePayloads,
  MessageType,
  RequestEnvelope,
} from './messages';
import { createOutbox } from './outbox';
import { pageIds, type PageIds } from './page';
import { createSupport } from './support';
import type { ProtocolError, Transport } from './transport';
import { DEFAULT_TIMEOUT_MS, SDK_VERSION } from './version';

/** One envelope in or out, for latency and error rates (`onTraffic`). */
export interface Traffic {
  direction: 'in' | 'out';
  /** The message type, the event, or the request (`back`). */
  type: string;
  /** The envelope id; none for an event. */
  id?: string;
  /** For a reply (in) or an answer (out): milliseconds since its message or request. */
  ms?: number;
  /** The reply's error code, `timeout` when none came. */
  error?: BridgeErrorCode;
}

/** Options of every bridge client. */
export interface ClientOptions {
  /** Milliseconds a reply may take before the call rejects with `timeout`. @defaultValue 5000 */
  timeoutMs?: number;
  /** Called for every inbound envelope the bridge ignored or only partly understood; never throws into the page. */
  onProtocolError?: (error: ProtocolError) => void;
  /** Called for every envelope sent and received. */
  onTraffic?: (traffic: Traffic) => void;
  /** Messages (`hello` included) wait, in order, until this settles. @defaultValue ready now */
  holdUntil?: PromiseLike<unknown>;
  /** Sent in `hello`. @defaultValue this package's version */
  sdkVersion?: string;
  /** A `hello` answer the shell injected at document start (`window.lendviewHello`); `hello` confirms it. */
  injectedHello?: unknown;
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

type Handler = (payload: Record<string, unknown>) => void;

/** Calls each listener; one listener's bug must not stop the others. */
function each<T extends unknown[]>(listeners: Iterable<(...args: T) => unknown>, ...args: T) {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * Runs protocol 1.1 over a transport: ids, the `hello` handshake (also late, also injected at
 * document start), replies with timeouts, events, the `back` request, the queue before the
 * transport is ready, and inbound validation.
 *
 * How an action settles: with its reply when the shell gives one (a direct reply on iOS and in
 * a parent frame; any reply from a 1.1 shell, which answers every message), so an error reply
 * rejects with its code on every transport; on a 1.0 one-way shell, once handed over.
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
  const traffic = (entry: Traffic) => options.onTraffic?.(entry);
  const pending = new Map<string, Pending>();
  /** Actions settled when handed over: a later reply to them is theirs, not an unknown id. */
  const recent = new Map<string, ReturnType<typeof setTimeout>>();
  const handlers: Record<EventType, Set<Handler>> = { resume: new Set(), back: new Set(), pause: new Set() };
  const backHandlers: Array<() => boolean> = [];
  const support = createSupport(transport, isHelloReply(options.injectedHello) ? options.injectedHello : null);
  let lateHelloId: string | undefined;
  let disposed = false;
  const outbox = createOutbox(transport, [transport.ready, options.holdUntil], (sent) => {
    if ('type' in sent) traffic({ direction: 'out', type: sent.type, id: sent.id });
  });

  /** Asks the back handlers, newest first (the top dialog before the screen), until one handles it. */
  function runBack(): boolean {
    for (const handler of [...backHandlers].reverse()) {
      try {
        if (handler()) return true;
      } catch (error) {
        console.error(error);
      }
    }
    return false;
  }

  function answerBack(request: RequestEnvelope) {
    const at = Date.now();
    const handled = runBack();
    traffic({ direction: 'out', type: 'back', id: request.id, ms: Date.now() - at });
    void outbox.send({ lendview: 1, id: request.id, result: { handled } }).catch(() => undefined);
  }

  function onRequest(request: RequestEnvelope, known: boolean) {
    traffic({ direction: 'in', type: request.request, id: request.id });
    if (known) return answerBack(request);
    // A newer shell's request: say so at once, so it does not wait out its timeout.
    void outbox
      .send({ lendview: 1, id: request.id, error: { code: 'unsupported', message: `No ${request.request} here` } })
      .catch(() => undefined);
  }

  function onReply(
    id: string,
    envelope: { result?: unknown; error?: { code: BridgeErrorCode; message: string } },
    data: unknown,
  ) {
    const waiting = pending.get(id);
    if (waiting) {
      if (envelope.error) waiting.reject(new BridgeError(envelope.error.code, envelope.error.message));
      else waiting.resolve(envelope.result);
      return;
    }
    if (id === lateHelloId && !envelope.error) {
      lateHelloId = undefined;
      if (isHelloReply(envelope.result)) return support.apply(envelope.result);
    }
    if (recent.has(id)) return traffic({ direction: 'in', type: 'reply', id, error: envelope.error?.code });
    if (!page.isHeld(id)) report({ reason: 'unknown-id', message: `No message awaits a reply to ${id}`, data });
  }

  function receive(data: unknown) {
    if (disposed) return;
    const parsed = parseInbound(data);
    if (!parsed.ok) return report(parsed.error);
    if (parsed.extension) report(parsed.extension);
    const envelope = parsed.envelope;
    if ('request' in envelope) return onRequest(envelope, !parsed.ignore);
    if (parsed.ignore) return;
    if ('event' in envelope) {
      traffic({ direction: 'in', type: envelope.event });
      if (envelope.event === 'back') runBack();
      return each(handlers[envelope.event], envelope.payload ?? {});
    }
    onReply(envelope.id, envelope as Parameters<typeof onReply>[1], data);
  }

  const stopListening = transport.listen({ receive, reject: report });

  const envelope = <K extends MessageType>(type: K, payload: MessagePayloads[K]): MessageEnvelope<K> => ({
    lendview: 1,
    id: page.next(),
    type,
    payload,
  });
  const gone = () => new BridgeError('failed', 'The bridge is disposed');
  const refuse = (type: MessageType) => (disposed ? gone() : new BridgeError('unsupported', `The host does not support ${type}`));

  function forgetLater(id: string, ms: number) {
    recent.set(
      id,
      setTimeout(() => recent.delete(id), ms),
    );
  }

  /** Sends one message; `awaitReply` false settles on hand-over when the shell will not answer. */
  function call(message: MessageEnvelope, ms: number, awaitReply: boolean): Promise<unknown> {
    const { id, type } = message;
    return new Promise((resolve, reject) => {
      const at = Date.now();
      const settle = (finish: () => void, error?: BridgeErrorCode) => {
        clearTimeout(timer);
        if (!pending.delete(id)) return;
        // Other bridges of the page hear this same reply right after us, in the same dispatch:
        // the id stays held until they have, so they do not report it as unknown.
        queueMicrotask(() => page.release(id));
        traffic({ direction: 'in', type, id, ms: Date.now() - at, error });
        finish();
      };
      const timer = setTimeout(
        () => settle(() => reject(new BridgeError('timeout', `${type} (${id}) got no reply within ${ms} ms`)), 'timeout'),
        ms,
      );
      pending.set(id, {
        resolve: (result) => settle(() => resolve(result)),
        reject: (error) => settle(() => reject(error), error.code),
      });
      page.hold(id);
      const direct = (reply: unknown) => {
        // An empty direct reply: done, for an action; a request (hello, say) waits on for its reply.
        if (reply !== undefined) receive(reply);
        else if (!awaitReply) pending.get(id)?.resolve(undefined);
      };
      outbox.send(message, direct).then(
        (handed) => {
          if (awaitReply || handed.direct || support.acks()) return;
          forgetLater(id, ms);
          pending.get(id)?.resolve(undefined);
        },
        (error: BridgeError) => pending.get(id)?.reject(error),
      );
    });
  }

  function post<K extends MessageType>(type: K, payload: MessagePayloads[K]): Promise<void> {
    if (disposed || !support.supports(type)) return Promise.reject(refuse(type));
    return call(envelope(type, payload), timeoutMs, false).then(() => undefined);
  }

  function request<K extends MessageType>(type: K, payload: MessagePayloads[K], options: RequestOptions = {}): Promise<unknown> {
    if (disposed || !support.supports(type)) return Promise.reject(refuse(type));
    return call(envelope(type, payload), options.timeoutMs ?? timeoutMs, true);
  }

  function sayHello(): Promise<HelloReply | null> {
    const message = envelope('hello', { protocol: 1, sdkVersion: options.sdkVersion ?? SDK_VERSION });
    return call(message, timeoutMs, true).then(
      (result) => {
        if (isHelloReply(result)) return support.apply(result);
        report({
          reason: 'invalid-envelope',
          message: 'The hello reply is not { protocol, platform, appVersion, capabilities }',
          data: result,
        });
        return support.hello();
      },
      (error: BridgeError) => {
        // A shell that answers after the timeout is still heard (late hello).
        if (error.code === 'timeout') lateHelloId = message.id;
        // With no reply: the injected hello, else an older shell that does every 1.0 message.
        return support.hello();
      },
    );
  }

  const ready = sayHello();
  transport.onSwitch?.(() => {
    support.reset();
    void sayHello();
  });

  return {
    ...createActions(post),
    get transport() {
      return transport.kind;
    },
    ready,
    supports: support.supports,
    onCapabilities: support.subscribe,
    request,
    on(event, handler) {
      handlers[event].add(handler);
      return () => void handlers[event].delete(handler);
    },
    onBack(handler) {
      backHandlers.push(handler);
      return () => {
        const index = backHandlers.lastIndexOf(handler);
        if (index >= 0) backHandlers.splice(index, 1);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopListening();
      const error = gone();
      for (const waiting of [...pending.values()]) waiting.reject(error);
      for (const timer of recent.values()) clearTimeout(timer);
      outbox.dispose(error);
      transport.dispose?.();
    },
  };
}
