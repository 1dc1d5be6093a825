import { useContext, useEffect, useState } from 'react';
import { LiveDataSocketContext } from './use-live-data-socket';

/** Reconnects this quick go unremarked: a bar flashing for half a second says nothing. */
export const AWAY_NOTICE_AFTER_MS = 2_000;

/**
 * Whether live updates have been away for a while: the live-data socket was open once and has
 * not been open for `AWAY_NOTICE_AFTER_MS` (a dropped network, a server restarting, Redis
 * away: the server then sends pages away on purpose). Scores shown meanwhile may be stale.
 */
export function useLiveDataAway(): boolean {
  const socket = useContext(LiveDataSocketContext);
  const [away, setAway] = useState(false);
  useEffect(() => {
    if (!socket) return;
    let wasOpen = socket.getState() === 'open';
    let timer: ReturnType<typeof setTimeout> | null = null;
    const update = () => {
      const open = socket.getState() === 'open';
      if (open) {
        wasOpen = true;
        if (timer) clearTimeout(timer);
        timer = null;
        setAway(false);
      } else if (wasOpen && timer === null) {
        timer = setTimeout(() => setAway(true), AWAY_NOTICE_AFTER_MS);
      }
    };
    const off = socket.onState(update);
    update();
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [socket]);
  return away;
}
