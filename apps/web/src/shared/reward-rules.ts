import { catalogueChangedDataSchema, DEFAULT_LEVEL_STEPS, rewardRulesRoutes } from '@tifo/contract';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useLiveDataEvent } from './use-live-data-event';

/**
 * The reward rules in force (sign-in gold, daily tasks, noble prices, level ladders): the same
 * for everyone, so not under the member's scope. Administrators change them rarely, and every
 * open page hears of a change (`catalogueChanged` with `rewards`), hence the long stale time.
 */
export const rewardRulesKeys = {
  rules: () => ['rewardRules'] as const,
};

/**
 * Administrators changed the reward rules (a `catalogueChanged` push for `rewards`): the query
 * of `queryKey` is read again. Each query that shows the rules (sign-in strip, tasks, noble
 * prices, the rules themselves) listens while it is on screen, so /main's first load carries
 * none of this.
 */
export function useRewardRulesChange(queryKey: QueryKey, alsoOnChange?: () => void): void {
  const queryClient = useQueryClient();
  useLiveDataEvent('catalogueChanged', catalogueChangedDataSchema, ({ catalogue }) => {
    if (catalogue !== 'rewards') return;
    void queryClient.invalidateQueries({ queryKey });
    alsoOnChange?.();
  });
}

export function useRewardRulesQuery() {
  useRewardRulesChange(rewardRulesKeys.rules());
  return useQuery({
    queryKey: rewardRulesKeys.rules(),
    // Pages fall back to the defaults (or their own state) without it: no toast.
    queryFn: ({ signal }) => callApi(rewardRulesRoutes.rules, { signal, quiet: true }),
    staleTime: 30 * 60_000,
  });
}

/** Each ladder's step (level n needs step·(n−1)²). */
export interface LevelSteps {
  user: number;
  anchor: number;
}

/** The ladders' steps in force; the defaults while the rules load (or if they fail to). */
export function useLevelSteps(): LevelSteps {
  const levels = useRewardRulesQuery().data?.levels;
  return levels ? { user: levels.user_step, anchor: levels.anchor_step } : DEFAULT_LEVEL_STEPS;
}
