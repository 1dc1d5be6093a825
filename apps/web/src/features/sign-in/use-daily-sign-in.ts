import type { SignInList } from '@tifo/contract';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useSignInListQuery, useSignInMutation } from './api';
import { signInKeys } from './sign-in-keys';

export type DailySignIn = ReturnType<typeof useDailySignIn>;

/**
 * The daily sign-in as the strip and its button need it (spec §4: the button acts only if today
 * is not signed yet). Shared by the avatar panel and the dialog.
 */
export function useDailySignIn() {
  const queryClient = useQueryClient();
  const list = useSignInListQuery();
  const mutation = useSignInMutation();
  // Counts sign-ins running anywhere (panel or dialog), not only this component's.
  const pending = useIsMutating({ mutationKey: signInKeys.sign() }) > 0;
  const signedToday = list.data?.is_sign === 1;

  const signIn = () => {
    // Read from the cache, not from the render: a second click before the re-render must not
    // send a second request.
    const current = queryClient.getQueryData<SignInList>(signInKeys.list());
    if (!current || current.is_sign === 1) return;
    if (queryClient.isMutating({ mutationKey: signInKeys.sign() }) > 0) return;
    const today = current.list.find((day) => day.is_today);
    mutation.mutate(today?.id);
  };

  return {
    list,
    signedToday,
    pending,
    signIn,
    /** Gold coins of the sign-in this component made, for the "+N" note. */
    reward: mutation.data?.reward ?? null,
    error: mutation.error,
  };
}
