import { useCallback, useEffect, useState } from 'react';

/** How often a running countdown looks at the clock (a second boundary is never 250 ms late). */
const TICK_MS = 250;

/**
 * Whole seconds left of a wait (a rate limit or slow mode), counting down to 0, and `start(ms)`
 * to begin one.
 */
export function useCountdown(): [seconds: number, start: (ms: number) => void] {
  const [until, setUntil] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  const start = useCallback((ms: number) => {
    setUntil(Date.now() + ms);
    setSeconds(Math.max(0, Math.ceil(ms / 1000)));
  }, []);

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        setUntil(null);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  return [seconds, start];
}
