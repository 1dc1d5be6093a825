import { DEFAULT_LEVEL_STEPS, rewardRulesCalls } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The reward rules in force (sign-in gold, daily tasks, noble prices, level ladders): the same
 * for everyone, so not under the member's scope. Administrators change them rarely, and every
 * open page hears of a change (`catalogueChanged` with `rewards`), hence the long stale time.
 */
export const rewardRulesKeys = {
  rules: () => ['rewardRules'] as const,
};

export function useRewardRulesQuery() {
  return useQuery({
    queryKey: rewardRulesKeys.rules(),
    // Pages fall back to the defaults (or their own state) without it: no toast.
    queryFn: ({ signal }) => callApi(rewardRulesCalls.rules, { signal, quiet: true }),
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
