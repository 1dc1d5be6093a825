import { engagementRoutes } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { useRewardRulesChange } from '../../shared/reward-rules';
import { applySignIn } from './sign-in-cache';
import { signInKeys } from './sign-in-keys';

export { signInKeys };

export function useSignInListQuery() {
  // The strip's gold follows the reward rules administrators set.
  useRewardRulesChange(signInKeys.list());
  return useQuery({
    queryKey: signInKeys.list(),
    // The strip shows its own error state in place of a toast.
    queryFn: () => callApi(engagementRoutes.signTaskList, { quiet: true }),
    staleTime: 60_000,
  });
}

/** Signs in for today; `day` is the strip day shown as today (the server checks it). */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signInKeys.sign(),
    mutationFn: (day: number | undefined) =>
      callApi(engagementRoutes.sign, { body: day === undefined ? {} : { id: day }, quiet: true }),
    // Here rather than in `mutate`: it still runs when the panel closed meanwhile.
    onSuccess: (result) => applySignIn(queryClient, result),
  });
}
