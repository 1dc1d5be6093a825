import { engagementRoutes, type DailyTaskKey } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { useRewardRulesChange } from '../../shared/reward-rules';
import { applyClaim } from './task-cache';
import { taskKeys } from './task-keys';

export { taskKeys };

export function useDailyTasksQuery() {
  // Targets and gold follow the reward rules administrators set.
  useRewardRulesChange(taskKeys.daily());
  return useQuery({
    queryKey: taskKeys.daily(),
    // The list shows its own error state in place of a toast.
    queryFn: () => callApi(engagementRoutes.dailyTasks, { quiet: true }),
    staleTime: 60_000,
  });
}

/** Claims one done task's gold coins; a refusal's translated msg is the error's message. */
export function useClaimTaskMutation(key: DailyTaskKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskKeys.claim(key),
    mutationFn: () => callApi(engagementRoutes.claimTask, { body: { key }, quiet: true }),
    // Here rather than in `mutate`: it still runs when the panel closed meanwhile.
    onSuccess: (result) => applyClaim(queryClient, key, result),
    // "Not done yet" or "already claimed": the list on screen is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: taskKeys.daily() }),
  });
}
