/** What the simulator opens when the address names no screen, or one it refuses. */
export const DEFAULT_SCREEN = '/fourthOliver?languageType=1';

/**
 * The screen the simulator may load into its frame, from its own address' `screen` query: only a
 * path on the simulator's own origin (`/fourthOliver?...`). Anything else (`javascript:`, `data:`,
 * another origin, a protocol-relative `//evil.example`, a backslash trick) falls back to
 * {@link DEFAULT_SCREEN}: the frame shares the app's origin, which the bridge trusts, so a URL
 * from the address must never choose what runs there.
 */
export function screenAddress(requested: string | null, origin: string): string {
  // Backslashes and control characters (tabs, newlines) are tricks URL parsers forgive.
  // eslint-disable-next-line no-control-regex
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || /[\\\u0000-\u001f]/.test(requested))
    return DEFAULT_SCREEN;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return DEFAULT_SCREEN;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return DEFAULT_SCREEN;
  // The simulator inside its own frame would be a loop of hosts.
  if (/^\/host(\.html)?$/.test(url.pathname)) return DEFAULT_SCREEN;
  return `${url.pathname}${url.search}${url.hash}`;
}
