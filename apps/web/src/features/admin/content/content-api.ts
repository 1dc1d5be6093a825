import {
  bannerCatalogueRoutes,
  goodsCatalogueRoutes,
  legalTextRoutes,
  packageCatalogueRoutes,
  type CallBody,
  type LegalText,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys } from '../api';

/** Query keys of the content pages, under the console's (a logout drops them). */
export const contentKeys = {
  all: [...adminKeys.all, 'content'] as const,
  packages: () => [...contentKeys.all, 'packages'] as const,
  goods: () => [...contentKeys.all, 'goods'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  legalTexts: () => [...contentKeys.all, 'legal-texts'] as const,
};

export type PackageEdit = CallBody<typeof packageCatalogueRoutes.save>;
export type GoodsEdit = CallBody<typeof goodsCatalogueRoutes.save>;
export type BannerEdit = CallBody<typeof bannerCatalogueRoutes.save>;
export type LegalTextSave = CallBody<typeof legalTextRoutes.save>;

interface Sorted {
  id: number;
  sort: number;
}

/** A catalogue in the order visitors see it; the page shows its own error state. */
function useCatalogueList<Item extends Sorted>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<{ list: Item[] }>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    select: (data) => [...data.list].sort((a, b) => a.sort - b.sort || a.id - b.id),
  });
}

/** A save that re-reads its catalogue; the dialog shows the server's refusal itself. */
function useCatalogueSave<Edit>(queryKey: QueryKey, send: (edit: Edit) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
}

export function usePackagesQuery() {
  return useCatalogueList(contentKeys.packages(), (signal) =>
    callApi(packageCatalogueRoutes.list, { signal, quiet: true }),
  );
}

export function useSavePackageMutation() {
  return useCatalogueSave(contentKeys.packages(), (edit: PackageEdit) =>
    callApi(packageCatalogueRoutes.save, { body: edit, quiet: true }),
  );
}

export function useGoodsQuery() {
  return useCatalogueList(contentKeys.goods(), (signal) =>
    callApi(goodsCatalogueRoutes.list, { signal, quiet: true }),
  );
}

export function useSaveGoodsMutation() {
  return useCatalogueSave(contentKeys.goods(), (edit: GoodsEdit) =>
    callApi(goodsCatalogueRoutes.save, { body: edit, quiet: true }),
  );
}

export function useBannersQuery() {
  return useCatalogueList(contentKeys.banners(), (signal) =>
    callApi(bannerCatalogueRoutes.list, { signal, quiet: true }),
  );
}

export function useSaveBannerMutation() {
  return useCatalogueSave(contentKeys.banners(), (edit: BannerEdit) =>
    callApi(bannerCatalogueRoutes.save, { body: edit, quiet: true }),
  );
}

/** Every legal text in every language, as written so far. */
export function useLegalTextsQuery() {
  return useQuery({
    queryKey: contentKeys.legalTexts(),
    queryFn: ({ signal }) => callApi(legalTextRoutes.list, { signal, quiet: true }),
  });
}

function sameText(a: LegalText, b: LegalText): boolean {
  return a.kind === b.kind && a.language === b.language;
}

/** Saves a legal text; the answer replaces it in the list at once (no stale flash), then a re-read. */
export function useSaveLegalTextMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: LegalTextSave) => callApi(legalTextRoutes.save, { body: save, quiet: true }),
    onSuccess: ({ after }) => {
      queryClient.setQueryData(
        contentKeys.legalTexts(),
        (current: { list: LegalText[] } | undefined) =>
          current && {
            list: current.list.some((text) => sameText(text, after))
              ? current.list.map((text) => (sameText(text, after) ? after : text))
              : [...current.list, after],
          },
      );
      void queryClient.invalidateQueries({ queryKey: contentKeys.legalTexts() });
    },
  });
}
