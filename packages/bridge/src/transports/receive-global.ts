import type { BridgeWindow } from '../transport';

type Receive = (json: string) => void;

const RECEIVERS = Symbol.for('lendview.bridge.receivers');

interface Hub {
  (json: string): void;
  [RECEIVERS]: Set<Receive>;
}

const isHub = (value: unknown): value is Hub => typeof value === 'function' && RECEIVERS in value;

/**
 * Subscribes to `window.lendviewReceive(json)`, the one global the legacy Android, iOS and React
 * Native shells call. Every bridge on the page hears every call (each ignores replies it does not
 * await), and a function a page had installed before keeps being called.
 *
 * Rule of thumb: never assign `lendviewReceive` directly; two bridges would silence each other.
 *
 * @example
 * const stop = listenGlobal(window, (json) => sink.receive(json));
 * stop(); // the last one out restores what was there before
 */
export function listenGlobal(win: BridgeWindow, receive: Receive): () => void {
  let hub = win.lendviewReceive;
  if (!isHub(hub)) {
    const previous = win.lendviewReceive;
    const receivers = new Set<Receive>();
    const created: Hub = Object.assign(
      (json: string) => {
        for (const listener of [...receivers]) listener(json);
        previous?.(json);
      },
      { [RECEIVERS]: receivers },
    );
    // Put back whatever was there once the last bridge leaves, unless someone replaced us since.
    receivers.add = new Proxy(receivers.add, {}) as typeof receivers.add;
    Object.defineProperty(created, 'restore', { value: () => (win.lendviewReceive = previous) });
    win.lendviewReceive = created;
    hub = created;
  }
  const receivers = (hub as Hub)[RECEIVERS];
  const installed = hub as Hub & { restore?: () => void };
  receivers.add(receive);
  return () => {
    receivers.delete(receive);
    if (receivers.size === 0 && win.lendviewReceive === installed) {
      installed.restore?.();
      if (win.lendviewReceive === undefined) delete win.lendviewReceive;
    }
  };
}
