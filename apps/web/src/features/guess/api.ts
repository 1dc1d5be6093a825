import {
  guessRoutes,
  moneyRoutes,
  ResponseCode,
  type CallBody,
  type GuessOptionKey,
} from '@tifo/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, ClientErrorCode } from '../../shared/api-client';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { applyStakeGold, upsertGuess } from './guess-cache';
import { guessKeys, type GuessRecordFilters } from './guess-keys';

export { guessKeys };

export type CreateGuessBody = CallBody<typeof guessRoutes.create>;

export function useRoomGuessesQuery(roomId: number) {
  return useQuery({
    queryKey: guessKeys.room(roomId),
    // The panel shows its own error state, so no toast.
    queryFn: ({ signal }) =>
      callApi(guessRoutes.roomList, { query: { room_id: roomId }, signal, quiet: true }),
    select: (data) => data.list,
    // Pushes keep it current while the panel is open; opening the tab again reads it afresh,
    // since pushes are heard only while it is open.
    staleTime: 0,
  });
}

/**
 * The member's gold coins: the shared wallet query (its cache follows every stake), read for
 * members only. Until it answers, the stored profile's balance stands in.
 */
export function useGoldBalanceQuery(signedIn: boolean) {
  return useQuery({
    queryKey: walletKeys.wallet(),
    queryFn: () => callApi(moneyRoutes.wallet, { quiet: true }),
    enabled: signedIn,
    select: (wallet) => wallet.gold_coins,
  });
}

export interface StakeRequest {
  guessId: number;
  option: GuessOptionKey;
  amount: number;
}

/** Stakes gold on an option; the answer keeps the server's `msg` for the success note. */
export function useBetMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guessId, option, amount }: StakeRequest) => {
      let msg = '';
      const data = await callApi(guessRoutes.bet, {
        body: { guess_id: guessId, option, amount },
        // The stake form shows the refusal (not enough gold, closed…) beside the button.
        quiet: true,
        onMessage: (text) => {
          msg = text;
        },
      });
      return { ...data, msg };
    },
    // Here rather than in the form: it still runs if the tab was left meanwhile.
    onSuccess: ({ guess, gold_coins }) => {
      upsertGuess(queryClient, guess, true);
      applyStakeGold(queryClient, gold_coins);
    },
    // "Stakes closed" and friends: the guesses shown may be out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: guessKeys.room(roomId) }),
  });
}

/** Opening a guess (moderators); the refusal (no match, too many open…) shows in the form. */
export function useCreateGuessMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGuessBody) => callApi(guessRoutes.create, { body, quiet: true }),
    onSuccess: (guess) => upsertGuess(queryClient, guess, false),
  });
}

export type GuessAction = 'close' | 'stop';

/** "Stop taking stakes" (`close`) or "call off and refund" (`stop`), for moderators. */
export function useGuessActionMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, guessId }: { action: GuessAction; guessId: number }) =>
      callApi(action === 'close' ? guessRoutes.close : guessRoutes.stop, {
        body: { guess_id: guessId },
        quiet: true,
      }),
    onSuccess: (guess) => upsertGuess(queryClient, guess, false),
    // Refused as already closed or settled: the card shown is behind the server.
    onError: () => void queryClient.invalidateQueries({ queryKey: guessKeys.room(roomId) }),
  });
}

export function useGuessRecordsQuery(filters: GuessRecordFilters) {
  return useInfiniteQuery({
    queryKey: guessKeys.records(filters),
    // The section shows its own error state (and the server's words for a refused date).
    queryFn: ({ pageParam, signal }) =>
      callApi(guessRoutes.records, { query: { ...filters, page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

/**
 * A refusal's words (the server's translated `msg`: not enough gold, no match, too old…); null
 * for failures the API client has already announced (network toast, session dialogs).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === ResponseCode.error || error.code === ClientErrorCode.invalidResponse
    ? error.message
    : null;
}
