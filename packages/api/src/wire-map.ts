/**
 * Per-deployment renaming of the lender's wire names (spec section 3, last line: "many response
 * field names are obfuscated at run time").
 *
 * Keys are the names of `docs/api.md`, values the deployment's names. `paths` are endpoint paths
 * relative to their family base (`/user-problem/problem-init`, `/repayment-way`,
 * `/promotion/get-sid`); `fields` are JSON keys, query keys and the multipart field name.
 *
 * @example
 * const wireMap: WireMap = { paths: { '/user-problem/get-whatsapp': '/u/gw' }, fields: { phone: 'p1' } };
 */
export interface WireMap {
  paths?: Record<string, string>;
  fields?: Record<string, string>;
}

/** A wire map applied in one direction. */
export interface Renamer {
  path(path: string): string;
  key(key: string): string;
  /** Renames the keys of objects, deep (arrays included); other values are returned as they are. */
  keys<T>(value: T): T;
}

const same: Renamer = { path: (p) => p, key: (k) => k, keys: (v) => v };

/**
 * The two directions of a wire map: `out` turns docs/api.md names into the deployment's (requests),
 * `in` turns the deployment's back into docs/api.md names (responses). Without a map both are identity.
 *
 * @example
 * const { out, in: back } = wireRenamers({ fields: { phone: 'p1' } });
 * out.keys({ phone: '1' }) // { p1: '1' }
 * back.keys({ p1: '1' })   // { phone: '1' }
 */
export function wireRenamers(map: WireMap | undefined): { out: Renamer; in: Renamer } {
  if (!map || (!hasEntries(map.paths) && !hasEntries(map.fields))) return { out: same, in: same };
  return {
    out: renamer(map.paths ?? {}, map.fields ?? {}),
    in: renamer(invert(map.paths ?? {}), invert(map.fields ?? {})),
  };
}

function renamer(paths: Record<string, string>, fields: Record<string, string>): Renamer {
  const key = (k: string) => (Object.prototype.hasOwnProperty.call(fields, k) ? fields[k] : k);
  const keys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(keys);
    if (!isPlainObject(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) result[key(k)] = keys(v);
    return result;
  };
  return {
    path: (p) => (Object.prototype.hasOwnProperty.call(paths, p) ? paths[p] : p),
    key,
    keys: keys as Renamer['keys'],
  };
}

function invert(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([from, to]) => [to, from]));
}

function hasEntries(names: Record<string, string> | undefined): boolean {
  return !!names && Object.keys(names).length > 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
