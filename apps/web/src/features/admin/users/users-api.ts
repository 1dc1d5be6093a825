import { consoleUserRoutes, staffRoutes, type CallBody } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys, usePagedQuery } from '../api';

/**
 * Members by id, mobile digits or nickname, or staff only; an empty search lists the newest
 * members.
 */
export function useUserSearchQuery(q: string, staffOnly: boolean) {
  const who = staffOnly ? 'staff' : 'everyone';
  return usePagedQuery(adminKeys.userSearch(q, who), (page, signal) =>
    callApi(consoleUserRoutes.search, { query: { q, who, page }, signal, quiet: true }),
  );
}

export function useUserDetailQuery(userId: number) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) =>
      callApi(consoleUserRoutes.detail, { query: { user_id: userId }, signal, quiet: true }),
  });
}

/** The member's ledger lines, every wallet, newest first ("Load more"). */
export function useUserLedgerQuery(userId: number) {
  return usePagedQuery(adminKeys.userLedger(userId), async (page, signal) => {
    const answer = await callApi(consoleUserRoutes.ledger, {
      query: { user_id: userId, page },
      signal,
      quiet: true,
    });
    return { list: answer.entries, has_more: answer.has_more };
  });
}

/**
 * A change to a member (sanction, lift, reset, sessions, role): their page and every search
 * result are read again, since the badges and names in the lists change too.
 */
function useUserChange<Body>(send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export function useSanctionMutation() {
  return useUserChange((body: CallBody<typeof consoleUserRoutes.sanction>) =>
    callApi(consoleUserRoutes.sanction, { body, quiet: true }),
  );
}

export function useLiftSanctionMutation() {
  return useUserChange((body: CallBody<typeof consoleUserRoutes.lift>) =>
    callApi(consoleUserRoutes.lift, { body, quiet: true }),
  );
}

export function useResetProfileMutation() {
  return useUserChange((body: CallBody<typeof consoleUserRoutes.resetProfile>) =>
    callApi(consoleUserRoutes.resetProfile, { body, quiet: true }),
  );
}

export function useRevokeSessionsMutation() {
  return useUserChange((body: CallBody<typeof consoleUserRoutes.revokeSessions>) =>
    callApi(consoleUserRoutes.revokeSessions, { body, quiet: true }),
  );
}

/** Administrators only (`audience: administrator`): the console hides it from moderators. */
export function useSetRoleMutation() {
  return useUserChange((body: CallBody<typeof staffRoutes.setRole>) =>
    callApi(staffRoutes.setRole, { body, quiet: true }),
  );
}
