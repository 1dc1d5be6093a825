import type { NewsCategory } from '@tifo/contract';
import { memberScopedKey } from '../../shared/session/member-scope';

/**
 * Query keys of the news. An article is member-scoped (it says whether the viewer liked it),
 * so login and logout drop it; lists are the same for everyone.
 */
export const newsKeys = {
  all: ['news'] as const,
  headlines: () => [...newsKeys.all, 'headlines'] as const,
  list: (category: NewsCategory | null, tag: string | null) =>
    [...newsKeys.all, 'list', category, tag] as const,
  article: (id: number) => [...memberScopedKey, 'news', 'article', id] as const,
};
