import type { Remote } from 'comlink';
import { BridgeError } from '../bridge';
import type { EventEnvelope, OutboundEnvelope, ReplyEnvelope, RequestEnvelope } from '../messages';
import type { BridgeWindow, InboundSink, Transport } from '../transport';
import { DEFAULT_TIMEOUT_MS } from '../version';
import { frameEndpoint, type FrameWindow, type GuardOptions, type MessageSource } from './origin';

/** What the parent page exposes over comlink; `exposeHost` builds it from a handler. */
export interface BridgeHostApi {
  /** Registers the page's callback for events and requests (a comlink proxy); returns the connection id. */
  connect(deliver: (envelope: EventEnvelope | RequestEnvelope) => void): number;
  disconnect(connection: number): void;
  /**
   * One web-to-native message, or the page's answer to a request; resolves to the message's
   * reply envelope, or nothing when there is none.
   */
  receive(envelope: OutboundEnvelope): Promise<ReplyEnvelope | undefined>;
}

/** Options of the parent-frame transport. */
export interface ParentFrameOptions {
  /** Origins the parent may have: exact strings, `RegExp`s, or `'*'` (never in production). */
  allowedOrigins: readonly (string | RegExp)[];
  /** How long the parent may take to answer `connect`. @defaultValue 5000 */
  connectTimeoutMs?: number;
}

type FrameChild = BridgeWindow & MessageSource & { parent: FrameWindow };

/**
 * The page in an iframe whose parent plays the native shell (the example app's host simulator,
 * Storybook). Loads comlink on first use, so pages in a real shell never download it.
 *
 * @example
 * const transport = parentFrameTransport(window, { allowedOrigins: ['https://sim.example'] });
 */
export function parentFrameTransport(win: FrameChild, options: ParentFrameOptions): Transport {
  let sink: InboundSink | undefined;
  let remote: Remote<BridgeHostApi> | undefined;
  let connection: number | undefined;
  let disposed = false;
  const guard: GuardOptions = {
    allowedOrigins: options.allowedOrigins,
    source: win.parent,
    onForeign: (event) =>
      sink?.reject({
        reason: 'foreign-origin',
        message: `Message from ${event.origin || 'an unknown origin'}, which is not allowed`,
        data: event.origin,
      }),
  };
  const endpoint = frameEndpoint(win.parent, win, guard);

  const ready = (async () => {
    const { wrap, proxy } = await import('comlink');
    const host = wrap<BridgeHostApi>(endpoint);
    const ms = options.connectTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BridgeError('timeout', `The parent frame did not connect within ${ms} ms`)), ms);
    });
    try {
      connection = await Promise.race([
        host.connect(proxy((envelope: EventEnvelope | RequestEnvelope) => sink?.receive(envelope))),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
    if (disposed) void host.disconnect(connection);
    remote = host;
  })();
  // The client reports a failed start through its queued messages; this only avoids an unhandled rejection.
  ready.catch(() => undefined);

  return {
    kind: 'parent-frame',
    ready,
    send: (envelope) => remote!.receive(envelope),
    listen(next) {
      sink = next;
      return () => void (sink = undefined);
    },
    dispose() {
      disposed = true;
      if (remote && connection !== undefined) void remote.disconnect(connection);
      endpoint.close();
    },
  };
}

/** Whether the page is framed by another window; the allow-list decides whether we talk to it. */
export const isFramed = (win: BridgeWindow): win is FrameChild =>
  win.parent !== undefined && win.parent !== null && win.parent !== win && typeof win.addEventListener === 'function';
