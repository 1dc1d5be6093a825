import {
  catalogueChangedDataSchema,
  rewardRulesRoutes,
  type RewardRules,
  type RewardSectionEdit,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { rewardRulesKeys } from '../../../shared/reward-rules';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import { adminKeys } from '../api';

/**
 * The console's copy of the reward rules, under the console's keys: read afresh whenever the
 * page opens (the site's copy may be half an hour old).
 */
export const rewardKeys = {
  rules: () => [...adminKeys.all, 'reward-rules'] as const,
};

/** The reward rules in force; another administrator's save is read again at once. */
export function useRewardRulesEditQuery() {
  const queryClient = useQueryClient();
  useLiveDataEvent('catalogueChanged', catalogueChangedDataSchema, ({ catalogue }) => {
    if (catalogue === 'rewards')
      void queryClient.invalidateQueries({ queryKey: rewardKeys.rules() });
  });
  return useQuery({
    queryKey: rewardKeys.rules(),
    // The page shows its own error state.
    queryFn: ({ signal }) => callApi(rewardRulesRoutes.rules, { signal, quiet: true }),
  });
}

/**
 * Saves one section (administrators). The answer's `after` is what the page shows next, and
 * what the site's pages of this tab use (every other page hears of it from the server).
 */
export function useSaveRewardSectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The card shows the server's refusal (over the daily cap…) itself.
    mutationFn: (edit: RewardSectionEdit) =>
      callApi(rewardRulesRoutes.save, { body: edit, quiet: true }),
    onSuccess: ({ after }) => {
      queryClient.setQueryData<RewardRules>(rewardKeys.rules(), after);
      queryClient.setQueryData<RewardRules>(rewardRulesKeys.rules(), after);
    },
  });
}
