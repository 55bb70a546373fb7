import { useMemo } from 'react';
import { useLendview } from './provider';
import type { KeyValueStorage } from './storage';

/** Namespaced `lendview:` keys, failures swallowed: storage is a convenience, never a crash. */
export function namespaced(storage: KeyValueStorage | undefined) {
  return {
    get(key: string): string | null {
      try { return storage?.getItem(`lendview:${key}`) ?? null; } catch { return null; }
    },
    set(key: string, value: string): void {
      try { storage?.setItem(`lendview:${key}`, value); } catch { /* quota or forbidden: keep going */ }
    },
    remove(key: string): void {
      try { storage?.removeItem(`lendview:${key}`); } catch { /* forbidden: nothing to remove */ }
    },
  };
}

/** Namespaced storage for small choices that survive a reload (`lendview:` keys, never throws). */
export function useStorage() {
  const { storage } = useLendview();
  return useMemo(() => namespaced(storage), [storage]);
}
