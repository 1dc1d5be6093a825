import { catalogueChangedDataSchema } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { signInKeys } from '../../features/sign-in/sign-in-keys';
import { taskKeys } from '../../features/tasks/task-keys';
import type { LiveDataEventListener } from '../../shared/live-data-events';
import { rewardRulesKeys } from '../../shared/reward-rules';
import { refreshUserInfo } from '../../shared/session/refresh-user-info';
import { read } from '../../shared/storage';
import { walletKeys } from '../../shared/wallet/wallet-keys';

/**
 * Administrators changed the reward rules: everything that shows them is read again. The
 * sign-in strip and the task list carry the gold and targets, the noble list the prices, the
 * rules query the level ladders, and user info the member's level on the ladder in force.
 * Queries not on screen are only marked stale and read when next shown.
 */
export function applyRewardRulesChange(queryClient: QueryClient, userInfoSpreadMs: number): void {
  for (const queryKey of [
    rewardRulesKeys.rules(),
    signInKeys.list(),
    taskKeys.daily(),
    walletKeys.nobles(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  // A visitor has no user info to refresh. Every open page hears the push at once: each waits
  // a random moment within the spread, so the site's members do not all ask in the same second.
  if (!read('userInfo')) return;
  setTimeout(() => void refreshUserInfo(), Math.random() * userInfoSpreadMs);
}

/** The `catalogueChanged` listener of every page (`onLazyLiveDataEvent`): the reward rules. */
export function rewardRulesListener(
  queryClient: QueryClient,
  userInfoSpreadMs: number,
): LiveDataEventListener<'catalogueChanged'> {
  return {
    schema: catalogueChangedDataSchema,
    // The gift catalogue is the gift panel's own listener (features/live/gifts/api.ts).
    handler: ({ catalogue }) => {
      if (catalogue === 'rewards') applyRewardRulesChange(queryClient, userInfoSpreadMs);
    },
  };
}
