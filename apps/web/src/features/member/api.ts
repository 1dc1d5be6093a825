import { profileRoutes, type CallBody, type PublicProfile } from '@tifo/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { write } from '../../shared/storage';
import { memberScopedKey } from '../../shared/session/member-scope';

/** Member data hangs under `memberScopedKey`, so login and logout drop it all at once. */
export const memberKeys = {
  all: memberScopedKey,
  avatars: () => ['avatars'] as const,
  follows: () => [...memberKeys.all, 'follows'] as const,
  application: () => [...memberKeys.all, 'application'] as const,
  persona: (id: number) => [...memberKeys.all, 'persona', id] as const,
};

interface MessageResult<T> {
  data: T;
  msg: string;
}

async function withMessage<T>(run: (onMessage: (msg: string) => void) => Promise<T>) {
  let msg = '';
  const data = await run((text) => {
    msg = text;
  });
  return { data, msg } satisfies MessageResult<T>;
}

export function useAvatarListQuery() {
  return useQuery({
    queryKey: memberKeys.avatars(),
    queryFn: () => callApi(profileRoutes.avatarList),
    staleTime: Infinity,
  });
}

export function useUpdateInfoMutation() {
  return useMutation({
    mutationFn: (body: CallBody<typeof profileRoutes.updateInfo>) =>
      withMessage((onMessage) => callApi(profileRoutes.updateInfo, { body, onMessage })),
    onSuccess: ({ data }) => write('userInfo', data),
  });
}

export function useEditPasswordMutation() {
  return useMutation({
    mutationFn: (body: CallBody<typeof profileRoutes.editPassword>) =>
      withMessage((onMessage) => callApi(profileRoutes.editPassword, { body, onMessage })),
  });
}

export function usePaymentPasswordMutation() {
  return useMutation({
    mutationFn: (body: CallBody<typeof profileRoutes.paymentPassword>) =>
      withMessage((onMessage) => callApi(profileRoutes.paymentPassword, { body, onMessage })),
  });
}

/** The SMS code needed to change an existing payment password (sent to the member's own phone). */
export function usePaymentPasswordCodeMutation() {
  return useMutation({
    mutationFn: () =>
      withMessage((onMessage) => callApi(profileRoutes.paymentPasswordCode, { onMessage })),
  });
}

export function useApplicationQuery() {
  return useQuery({
    queryKey: memberKeys.application(),
    queryFn: () => callApi(profileRoutes.getVerifiedInfo),
  });
}

export function useApplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof profileRoutes.verified>) =>
      withMessage((onMessage) => callApi(profileRoutes.verified, { body, onMessage })),
    onSuccess: ({ data }) => queryClient.setQueryData(memberKeys.application(), data),
  });
}

export function useFollowsQuery() {
  return useInfiniteQuery({
    queryKey: memberKeys.follows(),
    queryFn: ({ pageParam }) =>
      callApi(profileRoutes.attentionList, { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

/** Follow or unfollow; the follows list and any shown persona card are updated in place. */
export function useAttentionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { anchorid: number; type: 0 | 1 }) =>
      callApi(profileRoutes.attention, { body }),
    onSuccess: (result, { anchorid }) => {
      queryClient.setQueryData<PublicProfile>(memberKeys.persona(anchorid), (card) =>
        card ? { ...card, is_followed: result.is_followed, followers: result.followers } : card,
      );
      queryClient.setQueryData<InfiniteData<{ list: PublicProfile[]; has_more: boolean }>>(
        memberKeys.follows(),
        (data) =>
          data && !result.is_followed
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  list: page.list.filter((entry) => entry.id !== anchorid),
                })),
              }
            : data,
      );
    },
  });
}
