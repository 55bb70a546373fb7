import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createMockApi } from '../../../examples/webview-app/server/mock';

/** The ways the hostile API answers (one at a time, for every call). */
export type Fault =
  | 'none'
  | 'markup'
  | 'urls'
  | 'foreign-urls'
  | 'empty-data'
  | 'null-fields'
  | 'wrong-types'
  | 'truncated'
  | 'not-json'
  | 'http-500-code-0'
  | 'redirect-foreign'
  | 'reset-mid-body'
  | 'never-answers'
  | 'tags';

export const FAULTS: Fault[] = [
  'markup',
  'urls',
  'empty-data',
  'null-fields',
  'wrong-types',
  'truncated',
  'not-json',
  'http-500-code-0',
  'redirect-foreign',
  'reset-mid-body',
];

/** What the markup payload does if it ever runs: a flag the tests read, and a request to the foreign recorder. */
const payload = (foreign: string) =>
  `<img src=x onerror="window.__xss=1;fetch('${foreign}/xss')"><script>window.__xss=1</script>`;

/**
 * What the `tags` fault adds to each text (issue 27 point 7): the tags Lingui would read as
 * markup if a server string reached `<Trans>` as a string.
 */
export const TAGS = ' <2>NOTHING - PAID IN FULL</2> <b>x</b>';

/** Text the `tags` fault leaves alone: amounts, numbers, wire dates and codes (their decoders refuse anything else). */
const NOT_TEXT = /^-?[\d.,]*$|^\d{4}-\d{2}-\d{2}$/;

/** Keys whose values are URLs (images, links, redirects). */
const URL_KEY = /url|logo|img|image|banner|barcode|code$|content|contract|h5/i;

function mapStrings(value: unknown, map: (text: string, key: string) => unknown, key = ''): unknown {
  if (typeof value === 'string') return map(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map, k)]));
  return value;
}

function mapLeaves(value: unknown, map: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, map)]));
  return map(value);
}

/**
 * A lender API that misbehaves on purpose, for the fault suite: it answers every wire call from
 * the mock's data, then spoils the answer as the current fault says (markup in every string,
 * hostile URLs, every URL on one foreign origin, `{}` or all-null data, wrong types, a cut or non-JSON body, HTTP 500 saying
 * `code: 0`, a redirect to a foreign origin, a reset mid-body, or no answer at all). It records
 * every request, and a second server (`foreign`) records anything that reaches a foreign origin.
 */
export async function startHostileApi() {
  const mock = createMockApi();
  let fault: Fault = 'none';
  let urlTurn = 0;
  const requests: Array<{ method: string; path: string; body: string }> = [];
  const foreignHits: string[] = [];
  const open = new Set<ServerResponse>();

  const foreignServer = createServer((req, res) => {
    foreignHits.push(`${req.method} ${req.url}`);
    res.end('{}');
  });
  const foreign = await listen(foreignServer);

  const hostileUrls = [
    `javascript:window.__xss=1`,
    `data:text/html,<script>window.__xss=1</script>`,
    `${foreign}/img.png`,
    `//${new URL(foreign).host}/x.png`,
  ];

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    requests.push({ method: req.method ?? '', path: req.url ?? '', body: body.toString('utf8') });
    const normal = await mock.request(req.url ?? '/', {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const type = normal.headers.get('content-type') ?? '';
    const raw = Buffer.from(await normal.arrayBuffer());
    if (!type.includes('json') || fault === 'none') {
      res.writeHead(normal.status, { 'Content-Type': type });
      return res.end(raw);
    }
    const envelope = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    const send = (status: number, text: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(text);
    };
    switch (fault) {
      case 'markup':
        return send(
          200,
          JSON.stringify({ ...envelope, data: mapStrings(envelope.data, (text) => `${text}${payload(foreign)}`) }),
        );
      case 'tags':
        return send(
          200,
          JSON.stringify({
            ...envelope,
            data: mapStrings(envelope.data, (text, key) =>
              URL_KEY.test(key) || NOT_TEXT.test(text.trim()) ? text : `${text}${TAGS}`,
            ),
          }),
        );
      case 'urls':
        return send(
          200,
          JSON.stringify({
            ...envelope,
            data: mapStrings(envelope.data, (text, key) =>
              URL_KEY.test(key) ? hostileUrls[urlTurn++ % hostileUrls.length] : text,
            ),
          }),
        );
      case 'foreign-urls':
        return send(
          200,
          JSON.stringify({
            ...envelope,
            data: mapStrings(envelope.data, (text, key) => (URL_KEY.test(key) ? `${foreign}/img.png` : text)),
          }),
        );
      case 'empty-data':
        return send(200, JSON.stringify({ ...envelope, data: {} }));
      case 'null-fields':
        return send(
          200,
          JSON.stringify({
            ...envelope,
            data:
              envelope.data && typeof envelope.data === 'object'
                ? Object.fromEntries(Object.keys(envelope.data).map((k) => [k, null]))
                : null,
          }),
        );
      case 'wrong-types':
        return send(
          200,
          JSON.stringify({
            ...envelope,
            data: mapLeaves(envelope.data, (leaf) =>
              typeof leaf === 'string' ? { text: leaf } : typeof leaf === 'number' ? [leaf] : leaf,
            ),
          }),
        );
      case 'truncated': {
        const text = JSON.stringify(envelope);
        return send(200, text.slice(0, Math.floor(text.length / 2)));
      }
      case 'not-json':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html><body>Service unavailable<script>window.__xss=1</script></body></html>');
      case 'http-500-code-0':
        return send(500, JSON.stringify(envelope));
      case 'redirect-foreign':
        res.writeHead(302, { Location: `${foreign}/steal${req.url}` });
        return res.end();
      case 'reset-mid-body': {
        const text = JSON.stringify(envelope);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(text.length) });
        res.write(text.slice(0, Math.floor(text.length / 2)));
        return setTimeout(() => res.socket?.destroy(), 20);
      }
      case 'never-answers':
        open.add(res);
        res.on('close', () => open.delete(res));
        return undefined;
      default:
        return send(200, JSON.stringify(envelope));
    }
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  const url = await listen(server);
  return {
    url,
    foreign,
    setFault(next: Fault) {
      fault = next;
      urlTurn = 0;
    },
    requests,
    foreignHits,
    /** Connections the API holds open right now (for the "never answers" budget checks). */
    openConnections: () => open.size,
    reset() {
      requests.length = 0;
      foreignHits.length = 0;
      fault = 'none';
      for (const res of open) res.destroy();
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      foreignServer.closeAllConnections();
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => foreignServer.close(r))]);
    },
  };
}

export type HostileApi = Awaited<ReturnType<typeof startHostileApi>>;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );
}
