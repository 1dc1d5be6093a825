import { giftCatalogueRoutes, type GiftEdit } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys } from '../api';

/** Every gift, offered or not, in the catalogue's order. */
export function useCatalogueQuery() {
  return useQuery({
    queryKey: adminKeys.gifts(),
    queryFn: ({ signal }) => callApi(giftCatalogueRoutes.list, { signal, quiet: true }),
    select: (data) => [...data.list].sort((a, b) => a.sort - b.sort || a.id - b.id),
  });
}

/** Adds or changes a gift (administrators); every open gift panel hears of it from the server. */
export function useSaveGiftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: GiftEdit) => callApi(giftCatalogueRoutes.save, { body: edit, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.gifts() }),
  });
}
