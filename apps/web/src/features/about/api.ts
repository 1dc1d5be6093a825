import { legalTextRoutes, type Language, type LegalTextKind } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';

/** A stored legal text changes rarely: read it again after this long. */
const LEGAL_TEXT_STALE_MS = 5 * 60_000;

export const aboutKeys = {
  legalText: (kind: LegalTextKind, language: Language) =>
    ['about', 'legal-text', kind, language] as const,
};

/**
 * The operators' text of a legal tab in the page language (body null: none written). Quiet: on
 * failure the page keeps its built-in text, so there is nothing to announce.
 */
export function useLegalTextQuery(kind: LegalTextKind | null, language: Language) {
  return useQuery({
    queryKey: aboutKeys.legalText(kind ?? 'agreement', language),
    queryFn: ({ signal }) =>
      callApi(legalTextRoutes.get, {
        query: { kind: kind ?? 'agreement', language },
        signal,
        quiet: true,
      }),
    enabled: kind !== null,
    staleTime: LEGAL_TEXT_STALE_MS,
  });
}
