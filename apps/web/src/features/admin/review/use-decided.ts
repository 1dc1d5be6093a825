import { useCallback, useState } from 'react';

/** What identifies a decided item: its id, or a composite key (`room:12`). */
export type DecidedKey = number | string;

/**
 * Items decided on this page, hidden from the waiting list at once: the queue is re-read after
 * each decision, but the reviewer should not see (and click) a decided item meanwhile.
 */
export function useDecided() {
  const [decided, setDecided] = useState<ReadonlySet<DecidedKey>>(() => new Set());
  const markDecided = useCallback((key: DecidedKey) => {
    setDecided((current) => new Set(current).add(key));
  }, []);
  const isDecided = useCallback((key: DecidedKey) => decided.has(key), [decided]);
  return { isDecided, markDecided };
}
