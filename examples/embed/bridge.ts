/** The `@lendview/bridge` README's example: the page's side of the native bridge. */
// region bridge
import { BridgeError, createBridge } from '@lendview/bridge';

// Picks the web view's transport (Android, iOS, React Native, a parent frame or a plain browser).
const bridge = createBridge();

export async function callSupport(phone: string) {
  await bridge.ready; // the handshake: after it, `supports` knows what this shell can do
  if (!bridge.supports('callPhone')) return false;
  try {
    await bridge.callPhone(phone);
    return true;
  } catch (error) {
    if (error instanceof BridgeError) return false; // refused, unsupported or timed out: say so
    throw error;
  }
}

// Native events: reload when the app comes back to the front.
export const stopListening = bridge.on('resume', () => location.reload());
// endregion
