/**
 * Appends query values to a path or URL that may already have a query; empty and missing values
 * are left out (never `key=` or `key=undefined`). A hash route (`/#/downloadTemplate`) takes them
 * inside its fragment, where the app's router reads them; an ordinary anchor stays last.
 *
 * @example
 * withQuery('/carpmm?requestType=1', { amount: 5 }) // '/carpmm?requestType=1&amount=5'
 * withQuery('/#/downloadTemplate', 'id=1')          // '/#/downloadTemplate?id=1'
 * withQuery('/privacy#cookies', { x: 1, y: '' })    // '/privacy?x=1#cookies'
 */
export function withQuery(target: string, query: string | Record<string, string | number | undefined> | undefined): string {
  const text = typeof query === 'string' ? query : encode(query ?? {});
  if (!text) return target;
  const hash = target.indexOf('#');
  if (hash !== -1 && target.startsWith('#/', hash)) return `${target.slice(0, hash)}#${append(target.slice(hash + 1), text)}`;
  const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${append(base, text)}${fragment}`;
}

function encode(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

function append(base: string, text: string): string {
  if (!base.includes('?')) return `${base}?${text}`;
  return base.endsWith('?') || base.endsWith('&') ? `${base}${text}` : `${base}&${text}`;
}

/**
 * An address's path and query, split at its first `?`: a later `?` is a character of the query
 * (`/hereBureau?x=?amount=5` has the query `x=?amount=5`), as the URL standard reads it. The one
 * split the example app's browser side and the session parser use, so they read what the server
 * reads from the request's URL.
 *
 * @example
 * splitAddress('/carpmm?amount=5&x=?y') // ['/carpmm', 'amount=5&x=?y']
 * splitAddress('/fourthOliver')         // ['/fourthOliver', '']
 */
export function splitAddress(address: string): [path: string, query: string] {
  const mark = address.indexOf('?');
  return mark === -1 ? [address, ''] : [address.slice(0, mark), address.slice(mark + 1)];
}
