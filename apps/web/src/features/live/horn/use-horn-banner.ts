import { hornSchema, type Horn } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import { applyApprovedHorn } from '../../horn';

/** How long a horn's banner stays at the top of the live room. */
export const HORN_BANNER_MS = 10_000;

export interface HornBannerState {
  /** The horn on show, or null. */
  horn: Horn | null;
  dismiss: () => void;
}

/**
 * Approved horns (live-data `horn` events, to every page) while the live room is open: each
 * goes first in the horn tab's recent list and shows as a banner for ten seconds; a newer one
 * takes the place of the one on show.
 */
export function useHornBanner(myUserId: number | null): HornBannerState {
  const queryClient = useQueryClient();
  const [horn, setHorn] = useState<Horn | null>(null);

  useLiveDataEvent('horn', hornSchema, (pushed) => {
    const approved = applyApprovedHorn(queryClient, pushed, myUserId);
    if (approved) setHorn(approved);
  });

  useEffect(() => {
    if (!horn) return;
    const timer = setTimeout(() => setHorn(null), HORN_BANNER_MS);
    return () => clearTimeout(timer);
  }, [horn]);

  return { horn, dismiss: () => setHorn(null) };
}
