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

/** Namespaced `lendview:` keys, failures swallowed: storage is a convenience, never a crash. */
export function namespaced(storage: KeyValueStorage | undefined) {
  return {
    get(key: string): string | null {
      try {
        return storage?.getItem(`lendview:${key}`) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage?.setItem(`lendview:${key}`, value);
      } catch {
        /* quota or forbidden: keep going */
      }
    },
    remove(key: string): void {
      try {
        storage?.removeItem(`lendview:${key}`);
      } catch {
        /* forbidden: nothing to remove */
      }
    },
  };
}
