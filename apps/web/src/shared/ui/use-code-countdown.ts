import { LIMITS } from '@tifo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The verification-code button (spec §4): after a successful send it counts down from 60 s and
 * re-enables at zero; a failed send re-enables it at once; a click while a request is pending
 * (or while counting down) is ignored.
 */
export function useCodeCountdown(seconds: number = LIMITS.codeCountdownSeconds) {
  const [remaining, setRemaining] = useState(0);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const remainingRef = useRef(0);

  useEffect(() => {
    remainingRef.current = remaining;
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const run = useCallback(
    async (send: () => Promise<unknown>) => {
      if (pendingRef.current || remainingRef.current > 0) return;
      pendingRef.current = true;
      setPending(true);
      try {
        await send();
        remainingRef.current = seconds;
        setRemaining(seconds);
      } catch {
        // Failure: the button is usable again at once (the API client showed the message).
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [seconds],
  );

  return { remaining, pending, disabled: pending || remaining > 0, run };
}
