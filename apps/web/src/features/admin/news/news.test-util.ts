import type { NewsDeskArticle, NewsDeskItem } from '@tifo/contract';

const PUBLISHED_AT = '2026-11-20T08:00:00.000Z';

/** An article as the desk lists it. */
export function buildDeskItem(overrides: Partial<NewsDeskItem> & { id: number }): NewsDeskItem {
  return {
    category: 'football',
    cover: '/news-covers/pitch.svg',
    featured: false,
    status: 'published',
    published_at: PUBLISHED_AT,
    views: 1200,
    like_count: 34,
    languages: ['zh'],
    title: `文章 ${overrides.id}`,
    author_nickname: 'Root',
    ...overrides,
  };
}

/** An article as the editor opens it. */
export function buildDeskArticle(
  overrides: Partial<NewsDeskArticle> & { id: number },
): NewsDeskArticle {
  return {
    category: 'football',
    cover: '/news-covers/pitch.svg',
    featured: false,
    status: 'published',
    match_id: null,
    tags: [],
    versions: { zh: { title: '标题', summary: '摘要', body: '<p>正文</p>' } },
    published_at: PUBLISHED_AT,
    ...overrides,
  };
}
