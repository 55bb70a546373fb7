/** The part of Web Storage screens use; hosts may pass their own (or an in-memory one in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's local storage, or `undefined` where the web view forbids it (private mode, file://). */
export function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
