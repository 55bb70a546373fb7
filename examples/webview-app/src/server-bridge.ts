import { createBridge, type NativeBridge } from '@lendview/bridge';

/**
 * The bridge of a server render. No native host answers on a server: this is the bridge of a page
 * without one (the browser's fallback over an empty window), which looks for no late shell, so no
 * timer outlives the render, and records nothing. Screens call bridge actions from effects and
 * handlers, which a server never runs; what a screen renders of a capability on the server is
 * `useCapability`'s server answer (every action supported, as before the handshake in a browser).
 */
export const serverBridge = (): NativeBridge => createBridge({ window: {}, lateShellMs: 0 });
