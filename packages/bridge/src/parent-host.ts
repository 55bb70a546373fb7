import type { Remote } from 'comlink';
import { BridgeError } from './bridge';
import type { EventEnvelope, EventType, MessageEnvelope, PageReplyEnvelope, ReplyEnvelope, RequestEnvelope } from './messages';
import type { ProtocolError } from './transport';
import { frameEndpoint, type FrameWindow, type MessageSource } from './transports/origin';
import type { BridgeHostApi } from './transports/parent-frame';

/**
 * Plays the native shell for one message. Return the reply's `result` for a message that expects
 * one (`hello`), or nothing; throw a {@link BridgeError} to reply an error. Returning nothing to
 * `hello` simulates an older shell.
 */
export type HostHandler = (message: MessageEnvelope) => unknown;

/** Options of {@link exposeHost}. */
export interface ExposeHostOptions {
  /** Origins the framed page may have: exact strings, `RegExp`s, or `'*'` (never in production). */
  allowedOrigins: readonly (string | RegExp)[];
  /** The framed page's window (`iframe.contentWindow`). */
  frame: FrameWindow | null;
  /** Where the framed page's messages arrive. @defaultValue `globalThis.window` */
  window?: MessageSource;
  /** Called for messages from a foreign origin, which are dropped. */
  onProtocolError?: (error: ProtocolError) => void;
}

/** The parent page's side of one exposed host. */
export interface HostConnection {
  /** Sends an event to every connected page. */
  emit(event: EventType, payload?: Record<string, unknown>): void;
  /**
   * Since 1.1: asks the pages whether they handle hardware back (close a dialog); resolves
   * `true` or `false`, or `null` when no page answered within `timeoutMs` (a 1.0 page): then
   * the host decides. @defaultValue timeoutMs 300
   */
  requestBack(timeoutMs?: number): Promise<boolean | null>;
  /** Resolves once comlink is loaded and the host answers. */
  readonly ready: Promise<void>;
  /** Stops answering and releases the pages' callbacks. */
  dispose(): void;
}

/**
 * Exposes a simulated native shell to a page framed by this one, over comlink: the page's
 * `createBridge({ allowedOrigins })` finds it through `window.parent`.
 *
 * Rule of thumb: call it before the iframe loads; messages that arrive while comlink is still
 * loading are kept and answered.
 *
 * @example
 * const host = exposeHost((message) => {
 *   log(message);
 *   if (message.type === 'hello') return { protocol: 1, platform: 'web', appVersion: 'sim', capabilities: ['close'] };
 * }, { frame: iframe.contentWindow, allowedOrigins: [location.origin] });
 * iframe.src = '/pages/repay';
 * host.emit('resume');
 */
export function exposeHost(handler: HostHandler, options: ExposeHostOptions): HostConnection {
  type Deliver = Remote<(envelope: EventEnvelope | RequestEnvelope) => void>;
  const pages = new Map<number, Deliver>();
  const answers = new Map<string, (handled: boolean) => void>();
  let nextConnection = 0;
  let nextRequest = 0;
  let comlink: typeof import('comlink') | undefined;
  const guard = {
    allowedOrigins: options.allowedOrigins,
    source: options.frame,
    onForeign: (event: MessageEvent) =>
      options.onProtocolError?.({
        reason: 'foreign-origin' as const,
        message: `Message from ${event.origin || 'an unknown origin'}, which is not allowed`,
        data: event.origin,
      }),
    // A page's comlink proxy sends RELEASE when it is garbage collected; on this shared root
    // endpoint that would unexpose the host for every page, so pages may not release it.
    accept: (data: unknown) => (data as { type?: unknown } | null)?.type !== 'RELEASE',
  };
  const own = options.window ?? (globalThis.window as MessageSource | undefined);
  if (!options.frame || !own)
    throw new TypeError("exposeHost needs the iframe's window (iframe.contentWindow) and its own window");
  const endpoint = frameEndpoint(options.frame, own, guard);

  const api: BridgeHostApi = {
    connect(deliver) {
      pages.set(++nextConnection, deliver as unknown as Deliver);
      return nextConnection;
    },
    disconnect(connection) {
      if (comlink) pages.get(connection)?.[comlink.releaseProxy]();
      pages.delete(connection);
    },
    async receive(envelope) {
      if (!('type' in envelope)) {
        // A page's answer to our request; an error answer (a request it does not know) counts as not handled.
        const answer = envelope as PageReplyEnvelope;
        answers.get(answer.id)?.('result' in answer && answer.result.handled === true);
        return undefined;
      }
      const message: MessageEnvelope = envelope;
      try {
        const result = await handler(message);
        return result === undefined ? undefined : ({ lendview: 1, id: message.id, result } satisfies ReplyEnvelope);
      } catch (error) {
        const code = error instanceof BridgeError && error.code !== 'timeout' ? error.code : 'failed';
        return { lendview: 1, id: message.id, error: { code, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
  const ready = import('comlink').then((loaded) => {
    comlink = loaded;
    loaded.expose(api, endpoint);
  });

  return {
    ready,
    emit(event, payload = {}) {
      const envelope: EventEnvelope = { lendview: 1, event, payload };
      // A page that went away never answers; nothing here waits for it.
      for (const deliver of pages.values()) void Promise.resolve(deliver(envelope)).catch(() => undefined);
    },
    requestBack(timeoutMs = 300) {
      const request: RequestEnvelope = { lendview: 1, id: `n-${++nextRequest}`, request: 'back', payload: {} };
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(null), timeoutMs);
        const finish = (handled: boolean | null) => {
          clearTimeout(timer);
          answers.delete(request.id);
          resolve(handled);
        };
        answers.set(request.id, finish);
        for (const deliver of pages.values()) void Promise.resolve(deliver(request)).catch(() => undefined);
      });
    },
    dispose() {
      for (const connection of [...pages.keys()]) api.disconnect(connection);
      endpoint.close();
    },
  };
}
