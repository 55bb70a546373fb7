import type { BridgeWindow } from '../transport';

type Receive = (json: string) => void;

const HUB = Symbol.for('lendview.bridge.receive-hub');

interface HubState {
  receivers: Set<Receive>;
  /** What the page had in `lendviewReceive` before the first bridge came. */
  previous: Receive | undefined;
}

type Hub = Receive & { [HUB]: HubState };

const isHub = (value: unknown): value is Hub => typeof value === 'function' && HUB in value;

/**
 * Subscribes to `window.lendviewReceive(json)`, the one global the legacy Android, iOS and React
 * Native shells call. Every bridge on the page hears every call (each ignores replies another
 * bridge awaits), and a function the page had installed before keeps being called.
 *
 * Rule of thumb: never assign `lendviewReceive` directly; two bridges would silence each other.
 *
 * @example
 * const stop = listenGlobal(window, (json) => sink.receive(json));
 * stop(); // the last one out puts back what was there before
 */
export function listenGlobal(win: BridgeWindow, receive: Receive): () => void {
  const current = win.lendviewReceive;
  let hub: Hub;
  if (isHub(current)) hub = current;
  else {
    const state: HubState = { receivers: new Set(), previous: current };
    hub = Object.assign(
      (json: string) => {
        for (const listener of [...state.receivers]) listener(json);
        state.previous?.(json);
      },
      { [HUB]: state },
    );
    win.lendviewReceive = hub;
  }
  const installed = hub;
  const state = installed[HUB];
  state.receivers.add(receive);
  return () => {
    state.receivers.delete(receive);
    // Someone may have replaced the hub since; then it is theirs, and we leave it alone.
    if (state.receivers.size > 0 || win.lendviewReceive !== installed) return;
    if (state.previous) win.lendviewReceive = state.previous;
    else delete win.lendviewReceive;
  };
}
