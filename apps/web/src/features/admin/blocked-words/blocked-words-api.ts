import { imRoutes } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys } from '../api';

export function useBlockedWordsQuery() {
  return useQuery({
    queryKey: adminKeys.blockedWords(),
    queryFn: ({ signal }) => callApi(imRoutes.blockedWords, { signal, quiet: true }),
    select: (data) => data.list,
  });
}

export function useAddBlockedWordsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) =>
      callApi(imRoutes.addBlockedWords, { body: { words }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.blockedWords() }),
  });
}

export function useRemoveBlockedWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(imRoutes.removeBlockedWord, { body: { id }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.blockedWords() }),
  });
}
