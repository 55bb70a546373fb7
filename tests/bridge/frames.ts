/**
 * A page in an iframe and its parent page, joined by a MessageChannel: each side's
 * `postMessage(message, targetOrigin, transfer)` reaches the other as a `message` event on its
 * own window, from the other window, with the other side's (changeable) origin.
 */
import type { Endpoint } from 'comlink';

export const PARENT_ORIGIN = 'https://host.lendview.test';
export const CHILD_ORIGIN = 'https://pages.lendview.test';

interface FakeWindow {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}

interface Listening {
  addEventListener(type: 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: Event) => void): void;
}

function listenOn(port: MessagePort, origin: () => string, source: FakeWindow): Listening {
  const wrapped = new Map<unknown, (event: MessageEvent) => void>();
  return {
    addEventListener(_type, listener) {
      const relabel = (event: MessageEvent) => listener({ data: event.data, origin: origin(), source } as MessageEvent);
      wrapped.set(listener, relabel);
      port.addEventListener('message', relabel);
      port.start();
    },
    removeEventListener(_type, listener) {
      port.removeEventListener('message', wrapped.get(listener)!);
    },
  };
}

/**
 * A framed page (`child`, to pass as `createBridge({ window })`) and its parent (`own` and
 * `frame`, to pass to `exposeHost`).
 *
 * @example
 * const { child, parent } = framePair();
 * exposeHost(handler, { frame: parent.frame, window: parent.own, allowedOrigins: [CHILD_ORIGIN] });
 */
export function framePair() {
  const { port1, port2 } = new MessageChannel();
  const origins = { parent: PARENT_ORIGIN, child: CHILD_ORIGIN };
  const targets = { toParent: [] as string[], toChild: [] as string[] };
  const parentWindow: FakeWindow = {
    postMessage(message, targetOrigin, transfer = []) {
      targets.toParent.push(targetOrigin);
      port1.postMessage(message, transfer);
    },
  };
  const childWindow: FakeWindow = {
    postMessage(message, targetOrigin, transfer = []) {
      targets.toChild.push(targetOrigin);
      port2.postMessage(message, transfer);
    },
  };
  const child = { parent: parentWindow, ...listenOn(port1, () => origins.parent, parentWindow) };
  const own = listenOn(port2, () => origins.child, childWindow);
  /** The parent's side as a plain comlink endpoint, for a hand-made host. */
  const endpoint: Endpoint = {
    postMessage: (message, transfer) => childWindow.postMessage(message, '*', transfer),
    addEventListener: (_type, listener) => own.addEventListener('message', listener as (event: Event) => void),
    removeEventListener: (_type, listener) => own.removeEventListener('message', listener as (event: Event) => void),
  };
  return { child, parent: { own, frame: childWindow, endpoint }, origins, targets };
}
