import type { InboundSink, Transport } from '../transport';

/** Options of {@link lateShellTransport}. */
export interface LateShellOptions {
  /** How long to look for a shell that injects itself after the page started. */
  lookMs: number;
  /** How often to look. @defaultValue 50 */
  everyMs?: number;
}

/**
 * The web fallback that keeps looking for a shell for a while: some shells inject their object
 * after the page's first script ran. Until one appears, messages go to the fallback (there is no
 * shell yet, so that is what the borrower's tap means); once one appears, everything goes to it
 * and the client says `hello` again (`onSwitch`).
 *
 * @example
 * const transport = lateShellTransport(webFallbackTransport(win), () => detectShell(win), { lookMs: 1500 });
 */
export function lateShellTransport(fallback: Transport, find: () => Transport | null, options: LateShellOptions): Transport {
  let current = fallback;
  let sink: InboundSink | undefined;
  let stop: (() => void) | undefined;
  let switched: (() => void) | undefined;
  let waited = 0;
  const every = options.everyMs ?? 50;
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(function look() {
    waited += every;
    const found = find();
    if (!found) {
      timer = waited < options.lookMs ? setTimeout(look, every) : undefined;
      return;
    }
    timer = undefined;
    // A parent frame connects first; until then the fallback keeps serving.
    void Promise.resolve(found.ready).then(
      () => {
        stop?.();
        fallback.dispose?.();
        current = found;
        if (sink) stop = found.listen(sink);
        switched?.();
      },
      () => found.dispose?.(),
    );
  }, every);

  return {
    get kind() {
      return current.kind;
    },
    get capabilities() {
      return current.capabilities;
    },
    // The client's outbox waits for the start; a shell found later says when it is ready itself.
    ready: fallback.ready,
    send: (envelope) => current.send(envelope),
    listen(next) {
      sink = next;
      stop = current.listen(next);
      return () => {
        stop?.();
        sink = undefined;
      };
    },
    onSwitch(listener) {
      switched = listener;
    },
    dispose() {
      clearTimeout(timer);
      current.dispose?.();
    },
  };
}
