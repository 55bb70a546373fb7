/**
 * A signal that aborts at `ms`, or when `also` aborts, whichever comes first; `done()` clears
 * the timer and lets go of `also`.
 *
 * Not `AbortSignal.any([also, AbortSignal.timeout(ms)])`: on Node 20 a timeout signal held only
 * by `any()` is collected by the garbage collector and never fires (nodejs/node#57736): under
 * load the render budget and the proxy's timeout stopped holding. A plain timer and a controller
 * are held by the timer itself.
 *
 * @example
 * const limit = deadline(3_000, request.signal);
 * try { await fetch(url, { signal: limit.signal }); } finally { limit.done(); }
 */
export function deadline(ms: number, also?: AbortSignal) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(also?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException('The time is up', 'TimeoutError')), ms);
  if (also?.aborted) onAbort();
  else also?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    /** Aborts now (the borrower left). */
    abort: (reason?: unknown) => controller.abort(reason),
    done() {
      clearTimeout(timer);
      also?.removeEventListener('abort', onAbort);
    },
  };
}
