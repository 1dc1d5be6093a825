import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '../../shared/ui/Surface';

/**
 * A home section whose code and data load when it scrolls near the screen: /main's first load
 * has a size budget, and most visitors read the top first. Without IntersectionObserver it
 * loads at once.
 */
export function LazySection({ children, height }: { children: ReactNode; height: string }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '150px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  const placeholder = <Skeleton className={`${height} w-full`} />;
  return (
    <div ref={anchor}>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
