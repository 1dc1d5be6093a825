import { WEB_ROUTES, type WebRoute } from '@tifo/contract';
import type { ComponentType } from 'react';
import { redirect, replace, type RouteObject } from 'react-router';
import { loadNamespace } from '../shared/i18n/lazy-namespaces';
import { PageSpinner } from '../shared/ui/Spinner';
import { RouteErrorPage } from './crash/AppErrorBoundary';
import { RootLayout } from './layout/RootLayout';
import type { RouteHandle } from './route-handle';
import { appQueryClient } from './query-client';

type PageLoader = () => Promise<ComponentType>;
type WebPath = WebRoute['path'];

/** Each page is its own chunk, loaded when its route is first visited. */
const pages: Record<WebPath, PageLoader> = {
  '/main': async () => (await import('../features/home/MainPage')).MainPage,
  '/login': async () => (await import('../features/auth/LoginPage')).LoginPage,
  '/dome': async () => {
    const [page] = await Promise.all([import('../features/dome/DomePage'), loadNamespace('dome')]);
    return page.DomePage;
  },
  '/demo': async () => {
    const [page] = await Promise.all([import('../features/demo/DemoPage'), loadNamespace('demo')]);
    return page.DemoPage;
  },
  '/new_file': async () => (await import('../features/player-test/PlayerTestPage')).PlayerTestPage,
  '/basketball': async () => (await import('../features/scores/BasketballPage')).BasketballPage,
  '/football': async () => (await import('../features/scores/FootballPage')).FootballPage,
  '/anchor': async () => (await import('../features/anchor/AnchorPage')).AnchorPage,
  '/schedule': async () => (await import('../features/schedule/SchedulePage')).SchedulePage,
  '/rank': async () => (await import('../features/anchor/RankPage')).RankPage,
  '/attention': async () => (await import('../features/anchor/AttentionPage')).AttentionPage,
  '/reserve': async () => (await import('../features/reserve/ReservePage')).ReservePage,
  '/foresight': async () => {
    const [page] = await Promise.all([
      import('../features/foresight/ForesightPage'),
      loadNamespace('experts'),
    ]);
    return page.ForesightPage;
  },
  '/news': async () => {
    const [page] = await Promise.all([import('../features/news/NewsPage'), loadNamespace('news')]);
    return page.NewsPage;
  },
  '/base-football': async () =>
    (await import('../features/database/BaseFootballPage')).BaseFootballPage,
  '/base-basketball': async () =>
    (await import('../features/database/BaseBasketballPage')).BaseBasketballPage,
  '/circle': async () => {
    const [page] = await Promise.all([
      import('../features/circle/CirclePage'),
      loadNamespace('circles'),
    ]);
    return page.CirclePage;
  },
  '/circle-detail': async () => {
    // A post's page ends with its comments.
    const [page] = await Promise.all([
      import('../features/circle/CircleDetailPage'),
      loadNamespace('circles'),
      loadNamespace('comments'),
    ]);
    return page.CircleDetailPage;
  },
  '/downLoad': async () => (await import('../features/download/DownloadPage')).DownloadPage,
  '/download': async () => (await import('../features/download/DownloadPage')).DownloadPage,
  '/live': async () => {
    // Fan badges show in the room's chat from its first messages.
    const [page] = await Promise.all([
      import('../features/live/LivePage'),
      loadNamespace('live'),
      loadNamespace('fans'),
    ]);
    return page.LivePage;
  },
  '/score-live': async () => (await import('../features/scores/ScoreLivePage')).ScoreLivePage,
  '/score-detail': async () => {
    // The match's replays are video cards.
    const [page] = await Promise.all([
      import('../features/scores/ScoreDetailPage'),
      loadNamespace('video'),
    ]);
    return page.ScoreDetailPage;
  },
  '/search': async () => {
    const [page] = await Promise.all([
      import('../features/search/SearchPage'),
      loadNamespace('search'),
    ]);
    return page.SearchPage;
  },
  '/member': async () => {
    const [page] = await Promise.all([
      import('../features/member/MemberPage'),
      loadNamespace('streamer'),
    ]);
    return page.MemberPage;
  },
  '/detail': async () => {
    const [page] = await Promise.all([
      import('../features/detail/DetailPage'),
      loadNamespace('news'),
      loadNamespace('comments'),
    ]);
    return page.DetailPage;
  },
  '/persona': async () => (await import('../features/persona/PersonaPage')).PersonaPage,
  '/comment': async () => {
    const [page] = await Promise.all([
      import('../features/comment/CommentPage'),
      loadNamespace('comments'),
    ]);
    return page.CommentPage;
  },
  '/about-user': async () => {
    const [page] = await Promise.all([
      import('../features/about/AboutUserPage'),
      loadNamespace('about'),
    ]);
    return page.AboutUserPage;
  },
  '/trophy/home': async () => (await import('../features/trophy/TrophyPage')).TrophyPage,
  '/video-list': async () => {
    const [page] = await Promise.all([
      import('../features/video/VideoListPage'),
      loadNamespace('video'),
    ]);
    return page.VideoListPage;
  },
  '/video-player': async () => {
    const [page] = await Promise.all([
      import('../features/video/VideoPlayerPage'),
      loadNamespace('video'),
      loadNamespace('comments'),
    ]);
    return page.VideoPlayerPage;
  },
  '/video-classify': async () => {
    const [page] = await Promise.all([
      import('../features/video/VideoClassifyPage'),
      loadNamespace('video'),
    ]);
    return page.VideoClassifyPage;
  },
  '/specialist': async () => {
    const [page] = await Promise.all([
      import('../features/specialist/SpecialistPage'),
      loadNamespace('experts'),
    ]);
    return page.SpecialistPage;
  },
  '/specialist-home': async () => {
    const [page] = await Promise.all([
      import('../features/specialist/SpecialistHomePage'),
      loadNamespace('experts'),
    ]);
    return page.SpecialistHomePage;
  },
  '/specialist-info': async () => {
    const [page] = await Promise.all([
      import('../features/specialist/SpecialistInfoPage'),
      loadNamespace('experts'),
    ]);
    return page.SpecialistInfoPage;
  },
  '/specialist-detail': async () => {
    const [page] = await Promise.all([
      import('../features/specialist/SpecialistDetailPage'),
      loadNamespace('experts'),
    ]);
    return page.SpecialistDetailPage;
  },
  '/chat-chat': async () => (await import('../features/chat/ChatPage')).ChatPage,
  '/feedback': async () => {
    const [page] = await Promise.all([
      import('../features/feedback/FeedbackPage'),
      loadNamespace('feedback'),
    ]);
    return page.FeedbackPage;
  },
  '/qr-login': async () => (await import('../features/auth/QrLoginPage')).QrLoginPage,
  '/404': async () => (await import('../features/not-found/NotFoundPage')).NotFoundPage,
};

/** Pages shown beside the anchor-area sidebar (spec §2). */
const ANCHOR_AREA_PATHS: readonly string[] = ['/anchor', '/rank', '/attention'];

/**
 * Data a page can start reading from its URL while its chunk is still loading. A prefetcher's
 * own code loads on demand too, so /main's first load does not carry it; the loader itself
 * returns at once and never holds the page up.
 */
const prefetchers: Partial<Record<WebPath, (url: URL) => Promise<void>>> = {
  '/live': async (url) => {
    const { prefetchRoom, roomIdFromParams } = await import('../features/live/room-queries');
    const roomId = roomIdFromParams(url.searchParams);
    if (roomId !== null) prefetchRoom(appQueryClient, roomId);
  },
};

function pageRoute(route: WebRoute): RouteObject {
  const handle: RouteHandle = { titleKey: route.titleKey };
  const prefetch = prefetchers[route.path];
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: await pages[route.path]() }),
    ...(prefetch && {
      loader: ({ request }: { request: Request }) => {
        void prefetch(new URL(request.url)).catch(() => undefined);
        return null;
      },
    }),
  };
}

/** Redirect routes render nothing: their loader always redirects first. */
function Redirecting() {
  return null;
}

/** The route tree: one layout for every page, `/` → /main, anything unknown → /404. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    // A render error, or a page chunk or its translations failing to load, anywhere below.
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: () => redirect('/main'), Component: Redirecting },
      ...WEB_ROUTES.filter((route) => !ANCHOR_AREA_PATHS.includes(route.path)).map(pageRoute),
      {
        lazy: async () => ({
          Component: (await import('../features/anchor/AnchorAreaLayout')).AnchorAreaLayout,
        }),
        children: WEB_ROUTES.filter((route) => ANCHOR_AREA_PATHS.includes(route.path)).map(
          pageRoute,
        ),
      },
      { path: '*', loader: () => replace('/404'), Component: Redirecting },
    ],
  },
  {
    // The operator console: its own layout and pages (descendant routes), one chunk that nothing
    // else imports, so the site's first load never carries it.
    path: '/admin/*',
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => {
      const [layout] = await Promise.all([
        import('../features/admin/AdminLayout'),
        loadNamespace('admin'),
        // The content pages (packages, goods, banners, legal texts, reward rules).
        loadNamespace('adminContent'),
        // The money pages name ledger reasons, wallets and order states in the wallet's words.
        loadNamespace('money'),
      ]);
      return { Component: layout.AdminLayout };
    },
  },
];
