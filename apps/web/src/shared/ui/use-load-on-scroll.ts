import { useEffect, useRef } from 'react';

/**
 * Calls `onLoad` when the returned element scrolls into view (an infinite list's sentinel);
 * the list keeps a "load more" button for keyboards and browsers without IntersectionObserver.
 */
export function useLoadOnScroll(enabled: boolean, onLoad: () => void) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
