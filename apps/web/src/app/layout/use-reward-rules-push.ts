import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { onLazyLiveDataEvent } from '../../shared/live-data-events';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';

/** Over how long the open pages spread their user-info reads after a change (levels). */
const USER_INFO_SPREAD_MS = 20_000;

/**
 * Keeps every page on the reward rules in force: a `catalogueChanged` push for `rewards` reads
 * the sign-in strip, the tasks, the noble prices, the rules and user info again. Mount once (the
 * root layout). The schema and the handler load with the first push, so /main's first load
 * carries only this listener.
 */
export function useRewardRulesPush(userInfoSpreadMs = USER_INFO_SPREAD_MS): void {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return onLazyLiveDataEvent(socket, 'catalogueChanged', async () =>
      (await import('./reward-rules-listener')).rewardRulesListener(queryClient, userInfoSpreadMs),
    );
  }, [socket, queryClient, userInfoSpreadMs]);
}
