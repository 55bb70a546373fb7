/** A DevTools protocol event, as Lighthouse's devtools log or a CDP session gives them. */
export interface ProtocolMessage {
  method: string;
  params: unknown;
}

interface Sent {
  requestId: string;
  /** Seconds, the protocol's monotonic clock. */
  timestamp: number;
  request: { url: string };
  initiator: { type: string; url?: string; stack?: Stack };
}
interface Stack {
  callFrames: { url: string }[];
  parent?: Stack;
}

/** The URL that caused a request: the parser's document, or the script at the top of the stack. */
function initiatorUrl(initiator: Sent['initiator']): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * Request round trips: the document is the first; every other request is one more than the
 * request that initiated it (the page that preloads a chunk, the script that fetches data).
 * Requests sent after `until` (protocol seconds) are left out.
 *
 * @example
 * const { depth, byUrl } = roundTrips(devtoolsLog, lcpSeconds);
 * // depth 3: document → scripts → data
 */
export function roundTrips(
  log: ProtocolMessage[],
  until = Infinity,
): { depth: number; requests: number; byUrl: Map<string, number> } {
  const sent = log
    .filter((m) => m.method === 'Network.requestWillBeSent')
    .map((m) => m.params as Sent)
    .filter((s) => s.timestamp <= until && !s.request.url.startsWith('data:'));
  const first = new Map<string, Sent>();
  for (const s of sent) if (!first.has(s.request.url)) first.set(s.request.url, s);
  const depths = new Map<Sent, number>();
  const depthOf = (s: Sent, seen: Set<Sent>): number => {
    const known = depths.get(s);
    if (known !== undefined) return known;
    const parent = first.get(initiatorUrl(s.initiator) ?? '');
    const depth = parent && !seen.has(parent) ? depthOf(parent, new Set(seen).add(s)) + 1 : 1;
    depths.set(s, depth);
    return depth;
  };
  const byUrl = new Map(sent.map((s) => [s.request.url, depthOf(s, new Set([s]))]));
  return { depth: Math.max(0, ...byUrl.values()), requests: sent.length, byUrl };
}
