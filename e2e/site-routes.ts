import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MEMBER_SECTIONS } from '../apps/web/src/shared/member-sections';
import type { Envelope } from './helpers';

/**
 * Every route of spec §2, with the ids its detail pages need taken from the running demo site,
 * for the suites that visit all of them (accessibility, phone layout). Where the demo data has
 * nothing (no video yet), the page's not-found state is visited instead: it is a page too.
 */

interface Listed {
  list: Record<string, unknown>[];
}

async function firstOf(
  request: APIRequestContext,
  path: string,
  pick: (entry: Record<string, unknown>) => unknown = (entry) => entry.id,
): Promise<string> {
  const answer = (await (await request.get(`/api/${path}`)).json()) as Envelope<Listed | null>;
  const value = answer.data?.list[0] ? pick(answer.data.list[0]) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '0';
}

/** The public routes, each once (query strings pick a tab or an item). */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const [room, anchor, match, news, circle, post, video, analysis, expert] = await Promise.all([
    firstOf(request, 'Live/getRoomList?type=1&page_size=60', (room) => room.room_id),
    firstOf(request, 'Live/getRoomList?type=1&page_size=60', (room) => room.anchor_id),
    firstOf(request, 'Match/getList?sport=football&status=live'),
    firstOf(request, 'News/getList?page=1'),
    firstOf(request, 'Circle/list'),
    firstOf(request, 'Circle/posts?circle_id=1'),
    firstOf(request, 'video/videoList'),
    firstOf(request, 'Analysis/list'),
    firstOf(request, 'Analysis/list', (entry) => (entry.expert as { id?: number } | null)?.id),
  ]);
  return [
    '/main',
    '/login',
    '/dome',
    '/demo',
    '/new_file',
    '/football',
    '/basketball',
    '/anchor?type=0',
    '/schedule?type=4',
    '/rank',
    '/attention',
    '/reserve',
    '/foresight',
    '/news',
    '/base-football',
    '/base-basketball',
    '/circle',
    `/circle-detail?id=${circle}`,
    `/circle-detail?post=${post}`,
    '/download',
    `/live?id=${room}`,
    '/score-live',
    `/score-detail?id=${encodeURIComponent(match)}`,
    '/search?name=%E8%8B%B1%E8%B6%85',
    `/detail?id=${news}`,
    `/persona?id=${anchor}`,
    `/comment?type=news&id=${news}`,
    '/about-user?tabI=1',
    '/trophy/home',
    '/video-list',
    `/video-player?id=${video}`,
    '/video-classify?type=3&id=1',
    '/specialist',
    `/specialist-home?id=${expert}`,
    `/specialist-info?id=${expert}`,
    `/specialist-detail?id=${analysis}`,
    '/chat-chat',
    '/feedback',
    '/404',
  ];
}

/** The member centre's sections (a visitor sent to /member goes to /login instead). */
export const MEMBER_ROUTES: readonly string[] = MEMBER_SECTIONS.map(
  (section) => `/member?section=${section}`,
);

/**
 * Goes to a route the way the site's own links do (history and the router, no reload), then
 * waits for its content: a reload per route would cost these suites minutes of CI on start-up
 * work that every route shares. The first route of a tab loads the page with `page.goto`.
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
  } else {
    // A string, not a closure: closures break under the TypeScript transform (stack-notes.md).
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
  }
  await expect(page.locator('main')).toBeVisible();
  // The router shows its progress bar 150 ms into loading a route's code.
  await page.waitForTimeout(200);
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0, { timeout: 10_000 });
  // Loading states say so with aria-busy; one that stays (a list that never answers) is
  // checked as it is rather than failing here.
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 4_000 })
    .catch(() => undefined);
}
