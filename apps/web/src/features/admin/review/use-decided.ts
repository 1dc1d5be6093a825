import { useCallback, useState } from 'react';

/**
 * Items decided on this page, hidden from the waiting list at once: the queue is re-read after
 * each decision, but the reviewer should not see (and click) a decided item meanwhile.
 */
export function useDecided() {
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const markDecided = useCallback((id: number) => {
    setDecided((current) => new Set(current).add(id));
  }, []);
  const isDecided = useCallback((id: number) => decided.has(id), [decided]);
  return { isDecided, markDecided };
}
