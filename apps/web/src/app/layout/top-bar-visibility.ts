import { LIMITS, TOP_BAR_AUTOHIDE_PATHS } from '@tifo/contract';
import { useEffect, useState } from 'react';

const AUTOHIDE: readonly string[] = TOP_BAR_AUTOHIDE_PATHS.map((path) => path.toLowerCase());

/**
 * On /main, /football and /basketball the fixed top bar hides once the page has scrolled more
 * than 60 px, and shows again near the top (spec §2).
 */
export function shouldHideTopBar(
  pathname: string,
  scrollY: number,
  threshold: number = LIMITS.topBarHideScrollPx,
): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return AUTOHIDE.includes(path) && scrollY > threshold;
}

export function useTopBarHidden(pathname: string): boolean {
  const [hidden, setHidden] = useState(() =>
    typeof window === 'undefined' ? false : shouldHideTopBar(pathname, window.scrollY),
  );
  useEffect(() => {
    const update = () => setHidden(shouldHideTopBar(pathname, window.scrollY));
    // Catch up on the next frame rather than now: reading scrollY while the page's new DOM is
    // not laid out yet forces a whole-page layout in the middle of start-up (issue 22).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [pathname]);
  return hidden;
}
