import type { DailyTask } from '@tifo/contract';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useClaimTaskMutation } from './api';
import type { DailyTasks } from './task-cache';
import { taskKeys } from './task-keys';

export type TaskClaim = ReturnType<typeof useTaskClaim>;

/** Claiming one task's reward, sent at most once however often the button is pressed. */
export function useTaskClaim(task: DailyTask) {
  const queryClient = useQueryClient();
  const mutation = useClaimTaskMutation(task.key);
  // Counts claims of this task running anywhere (panel or task centre).
  const pending = useIsMutating({ mutationKey: taskKeys.claim(task.key) }) > 0;

  const claim = () => {
    // Read from the cache, not from the render: a second click before the re-render must not
    // send a second request.
    const current = queryClient
      .getQueryData<DailyTasks>(taskKeys.daily())
      ?.daily.find((entry) => entry.key === task.key);
    if (!current || current.is_complete !== 1 || current.is_claimed === 1) return;
    if (queryClient.isMutating({ mutationKey: taskKeys.claim(task.key) }) > 0) return;
    mutation.mutate();
  };

  return {
    claim,
    pending,
    /** Gold coins of the claim this component made, for the "+N" note. */
    reward: mutation.data?.reward ?? null,
    error: mutation.error,
  };
}
