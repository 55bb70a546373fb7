import type { MessageType } from '../messages';
import type { BridgeWindow, Transport } from '../transport';

/** What a plain browser can do of protocol v1. */
const CAN = ['close', 'callPhone', 'track'] as const satisfies readonly MessageType[];

/** Options of the web fallback. */
export interface WebFallbackOptions {
  /** Shows dropped `track` calls with `console.debug`. @defaultValue false */
  debug?: boolean;
}

/**
 * A plain browser, no shell: `close` goes back in history, `callPhone` opens a `tel:` link,
 * `track` is dropped, and every other message is unsupported (`supports()` is false, the call
 * rejects with `unsupported`), so screens hide what cannot work.
 *
 * @example
 * const bridge = createClient(webFallbackTransport(window, { debug: import.meta.env.DEV }));
 * bridge.supports('goHome'); // false
 */
export function webFallbackTransport(win: BridgeWindow, options: WebFallbackOptions = {}): Transport {
  return {
    kind: 'web',
    capabilities: CAN,
    send(envelope) {
      // No shell sends the page requests here, so there is never an answer to hand on.
      if (!('type' in envelope)) return;
      switch (envelope.type) {
        case 'hello':
          return Promise.resolve({
            lendview: 1,
            id: envelope.id,
            result: { protocol: 1, platform: 'web', appVersion: '', capabilities: [...CAN] },
          });
        case 'close':
          return win.history?.back();
        case 'callPhone':
          return win.location?.assign(`tel:${(envelope.payload as { number: string }).number.replace(/ /g, '')}`);
        case 'track':
          if (options.debug) console.debug('[lendview] track (dropped: no native shell)', envelope.payload);
          return;
        default:
          // The client never sends what `capabilities` leaves out.
          return;
      }
    },
    listen: () => () => undefined,
  };
}
