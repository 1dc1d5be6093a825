import { HORN, type CallData, type Horn, type hornRoutes } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { hornKeys } from './horn-keys';

type RecentHorns = CallData<typeof hornRoutes.recent>;

/**
 * An approved horn from the `horn` event (parsed with `hornSchema`): first in the recent list
 * (if it is loaded), and the sender's own list changes state. Returns the horn, or null for an
 * unapproved one.
 */
export function applyApprovedHorn(
  queryClient: QueryClient,
  horn: Horn,
  myUserId: number | null,
): Horn | null {
  // Only approved horns are pushed; anything else is not for everyone's eyes.
  if (horn.status !== 'succeeded') return null;
  queryClient.setQueryData<RecentHorns>(hornKeys.recent(), (recent) =>
    recent
      ? {
          list: [horn, ...recent.list.filter((entry) => entry.id !== horn.id)].slice(
            0,
            HORN.recentSize,
          ),
        }
      : recent,
  );
  if (myUserId !== null && horn.sender.id === myUserId) {
    void queryClient.invalidateQueries({ queryKey: hornKeys.mine() });
  }
  return horn;
}
