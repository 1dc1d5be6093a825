import { useCallback, useRef, useSyncExternalStore } from 'react';
import { read, subscribe, type StorageKey, type StorageValue } from './storage';

/**
 * Reads a persisted value and re-renders when it changes. The snapshot is cached by raw
 * string so that `useSyncExternalStore` sees a stable object between changes.
 */
export function useStoredValue<K extends StorageKey>(key: K): StorageValue<K> {
  const cache = useRef<{ raw: string | null; value: StorageValue<K> } | null>(null);
  const getSnapshot = useCallback((): StorageValue<K> => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (cache.current && cache.current.raw === raw) return cache.current.value;
    const value = read(key);
    cache.current = { raw, value };
    return value;
  }, [key]);
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  return useSyncExternalStore(subscribeToKey, getSnapshot, getSnapshot);
}
