import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, stubApi, type ApiHandler } from '../anchor/room-fixtures.test-util';
import { buildSummary } from './video-fixtures.test-util';

const slow = { timeout: 5_000 };

const categories = {
  'videocclassification/recommend': () => ({
    list: [
      { id: 2, name: 'Football' },
      { id: 3, name: 'Basketball' },
    ],
  }),
  Videoclassification: () => ({
    list: [
      { id: 2, name: 'Football' },
      { id: 3, name: 'Basketball' },
      { id: 4, name: 'Esports' },
    ],
  }),
} satisfies Record<string, ApiHandler>;

const rank: ApiHandler = (url) => {
  const period = url.searchParams.get('period');
  return {
    period,
    list: [
      { ...buildSummary(50, { title: `Top of ${period}` }), period_views: 9_876 },
      { ...buildSummary(51), period_views: 12 },
    ],
  };
};

function videoPages(url: URL) {
  const page = Number(url.searchParams.get('page'));
  return page === 1
    ? {
        list: [
          buildSummary(3, { title: 'Derby goals', duration_seconds: 3_725 }),
          buildSummary(4, { kind: 'replay' }),
        ],
        has_more: true,
      }
    : { list: [buildSummary(5)], has_more: false };
}

describe('video list page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  it('shows the banner, the recommended categories and the newest videos, a page at a time', async () => {
    const fetchMock = stubApi({
      ...categories,
      'Banner/getBannerList': (_url, body) => {
        expect(body).toEqual({ position: 'video' });
        return { list: [{ id: 1, title: 'Cup final replay', image: '', link: '/news' }] };
      },
      'video/videoList': videoPages,
      'videoRank/getRank': rank,
    });
    const user = userEvent.setup();
    renderApp('/video-list');
    await screen.findAllByTestId('video-card', {}, slow);
    const grid = screen.getByTestId('video-grid');
    const cards = within(grid).getAllByTestId('video-card');
    expect(cards).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Derby goals' }).getAttribute('href')).toBe(
      '/video-player?id=3',
    );
    expect(cards[0]?.textContent).toContain('1:02:05');
    expect(cards[1]?.textContent).toContain('04:05');
    expect(cards[1]?.textContent).toContain('Replay');
    expect(cards[0]?.textContent).not.toContain('Replay');

    const banner = within(screen.getByTestId('video-banner')).getByRole('link');
    expect(banner.textContent).toContain('Cup final replay');
    expect(banner.getAttribute('href')).toBe('/news');

    const tablist = screen.getByRole('tablist', { name: 'Video categories' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Football', 'Basketball']);
    expect(screen.getByRole('link', { name: 'More categories' }).getAttribute('href')).toBe(
      '/video-classify',
    );
    // A visitor follows nothing: their followed categories are never asked for.
    expect(callsTo(fetchMock, 'videocclassification/myClassification')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByTestId('video-card')).toHaveLength(3));
    expect(screen.getByText('You have reached the end.')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'video/videoList').map((call) => [
        call.url.searchParams.get('page'),
        call.url.searchParams.get('order'),
        call.url.searchParams.get('classify_id'),
      ]),
    ).toEqual([
      ['1', 'new', null],
      ['2', 'new', null],
    ]);
  });

  it('keeps to a category and an order, and says when a category is empty', async () => {
    const fetchMock = stubApi({
      ...categories,
      'video/videoList': (url) =>
        url.searchParams.get('classify_id') === '3'
          ? { list: [], has_more: false }
          : { list: [buildSummary(3)], has_more: false },
      'videoRank/getRank': rank,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/video-list');
    await screen.findAllByTestId('video-card', {}, slow);

    await user.click(screen.getByRole('tab', { name: 'Football' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
    expect(screen.getByRole('tab', { name: 'Football' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const mostWatched = screen.getByRole('button', { name: 'Most watched' });
    expect(mostWatched.getAttribute('aria-pressed')).toBe('false');
    await user.click(mostWatched);
    await waitFor(() => expect(router.state.location.search).toBe('?category=2&order=hot'));
    expect(mostWatched.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      const query = callsTo(fetchMock, 'video/videoList').at(-1)?.url.searchParams;
      expect([query?.get('classify_id'), query?.get('order'), query?.get('page')]).toEqual([
        '2',
        'hot',
        '1',
      ]);
    });

    await user.click(screen.getByRole('tab', { name: 'Basketball' }));
    expect(await screen.findByText('No videos here yet.')).toBeTruthy();
    expect(router.state.location.search).toBe('?category=3&order=hot');
  });

  it('gives a member their followed categories as tabs, and a category opened by link', async () => {
    write('userInfo', buildMember());
    stubApi({
      ...categories,
      'videocclassification/myClassification': () => ({ list: [{ id: 4, name: 'Esports' }] }),
      'video/videoList': () => ({ list: [buildSummary(3)], has_more: false }),
      'videoRank/getRank': rank,
    });
    renderApp('/video-list?category=3');
    await screen.findAllByTestId('video-card', {}, slow);
    const tablist = screen.getByRole('tablist', { name: 'Video categories' });
    await waitFor(() =>
      expect(
        within(tablist)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All', 'Esports', 'Basketball']),
    );
    expect(
      within(tablist).getByRole('tab', { name: 'Basketball' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('ranks the most watched videos of a period', async () => {
    const fetchMock = stubApi({
      ...categories,
      'video/videoList': () => ({ list: [], has_more: false }),
      'videoRank/getRank': rank,
    });
    const user = userEvent.setup();
    renderApp('/video-list');
    const ranking = await screen.findByTestId('video-rank', {}, slow);
    expect(within(ranking).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ranking).getByRole('link', { name: 'Top of week' }).getAttribute('href')).toBe(
      '/video-player?id=50',
    );
    expect(ranking.textContent).toContain('9,876');
    expect(screen.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Today' }));
    expect(await screen.findByRole('link', { name: 'Top of day' })).toBeTruthy();
    expect(
      callsTo(fetchMock, 'videoRank/getRank').map((call) => call.url.searchParams.get('period')),
    ).toEqual(['week', 'day']);
  });

  it('offers a retry when the videos fail to load', async () => {
    let failing = true;
    stubApi({
      ...categories,
      'video/videoList': () => {
        if (failing) throw new Error('Server busy');
        return { list: [buildSummary(3)], has_more: false };
      },
      'videoRank/getRank': rank,
    });
    const user = userEvent.setup();
    renderApp('/video-list');
    expect(await screen.findByText("Couldn't load the videos.", {}, slow)).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('video-grid')).toBeTruthy();
  });
});

describe('video category page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  const allList = () => ({
    list: [
      { id: 2, name: 'Football', video_count: 12 },
      { id: 3, name: 'Basketball', video_count: 0 },
    ],
  });

  it("shows every category, the chosen one's videos, and lets a member follow it", async () => {
    write('userInfo', buildMember());
    let followed = [{ id: 4, name: 'Esports' }];
    const fetchMock = stubApi({
      'videocclassification/allList': allList,
      'videocclassification/myClassification': () => ({ list: followed }),
      'videocclassification/addMyclassification': (_url, body) => {
        const { ids } = body as { ids: number[] };
        followed = ids.map((id) => ({ id, name: id === 2 ? 'Football' : 'Esports' }));
        return { list: followed };
      },
      'video/videoList': () => ({ list: [buildSummary(3), buildSummary(6)], has_more: false }),
    });
    const user = userEvent.setup();
    renderApp('/video-classify?type=3&id=2&name=Football');
    await screen.findAllByTestId('video-card', {}, slow);
    expect(callsTo(fetchMock, 'video/videoList')[0]?.url.searchParams.get('classify_id')).toBe('2');
    const chips = screen.getByRole('navigation', { name: 'All categories' });
    const chosen = within(chips).getByRole('link', { name: /Football/ });
    expect(chosen.getAttribute('aria-current')).toBe('page');
    expect(chosen.textContent).toContain('12');
    expect(
      within(chips)
        .getByRole('link', { name: /Basketball/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Football' })).toBeTruthy();

    const follow = await screen.findByRole('button', { name: 'Follow category' });
    await waitFor(() => expect(follow.hasAttribute('disabled')).toBe(false));
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchMock, 'videocclassification/addMyclassification')[0]?.body).toEqual({
      ids: [4, 2],
    });
    await user.click(following);
    await screen.findByRole('button', { name: 'Follow category' });
    expect(callsTo(fetchMock, 'videocclassification/addMyclassification')[1]?.body).toEqual({
      ids: [4],
    });
  });

  it('asks a visitor to log in to follow, and opens another category from its chip', async () => {
    const fetchMock = stubApi({
      'videocclassification/allList': allList,
      'video/videoList': (url) =>
        url.searchParams.get('classify_id') === '3'
          ? { list: [], has_more: false }
          : { list: [buildSummary(3)], has_more: false },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/video-classify');
    await screen.findAllByTestId('video-card', {}, slow);
    // Without an id, the first category.
    expect(screen.getByRole('heading', { level: 2, name: 'Football' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Follow category' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(callsTo(fetchMock, 'videocclassification/addMyclassification')).toHaveLength(0);
    act(() => closeLoginDialog());

    const chips = screen.getByRole('navigation', { name: 'All categories' });
    await user.click(within(chips).getByRole('link', { name: /Basketball/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=3&id=3&name=Basketball'));
    expect(await screen.findByText('No videos in this category yet.')).toBeTruthy();
  });
});
