import {
  favouriteRoutes,
  pushRoutes,
  type AlertChoices,
  type AlertSettings,
  type CallData,
  type Favourite,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

export type FavouritesData = CallData<typeof favouriteRoutes.list>;

export const favouriteKeys = {
  list: () => [...memberScopedKey, 'favourites'] as const,
  pushConfig: () => ['push-config'] as const,
};

/** The member's favourites and alert settings (nothing for a visitor). */
export function useFavourites(member: boolean) {
  return useQuery({
    queryKey: favouriteKeys.list(),
    queryFn: ({ signal }) => callApi(favouriteRoutes.list, { signal, quiet: true }),
    enabled: member,
    staleTime: 60_000,
  });
}

/** Ids of the teams and competitions a member follows, for stars and "my matches". */
export function favouriteIds(data: FavouritesData | undefined): {
  teams: Set<string>;
  competitions: Set<string>;
  matches: Set<string>;
} {
  const of = (kind: Favourite['kind']) =>
    new Set((data?.favourites ?? []).filter((f) => f.kind === kind).map((f) => f.id));
  return { teams: of('team'), competitions: of('competition'), matches: of('match') };
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: 'team' | 'competition'; id: string; follow: boolean }) =>
      callApi(favouriteRoutes.toggle, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.list() }),
  });
}

export function useSetAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: Favourite['kind']; id: string; alerts: AlertChoices }) =>
      callApi(favouriteRoutes.setAlerts, { body }),
    onSuccess: (data, body) =>
      queryClient.setQueryData<FavouritesData>(favouriteKeys.list(), (old) =>
        old
          ? {
              ...old,
              favourites: old.favourites.map((favourite) =>
                favourite.kind === body.kind && favourite.id === body.id
                  ? { ...favourite, alerts: data.alerts }
                  : favourite,
              ),
            }
          : old,
      ),
  });
}

export function useSetAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) => callApi(favouriteRoutes.setSettings, { body }),
    onSuccess: (settings) =>
      queryClient.setQueryData<FavouritesData>(favouriteKeys.list(), (old) =>
        old ? { ...old, settings } : old,
      ),
  });
}

export function usePushConfig() {
  return useQuery({
    queryKey: favouriteKeys.pushConfig(),
    queryFn: ({ signal }) => callApi(pushRoutes.config, { signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
