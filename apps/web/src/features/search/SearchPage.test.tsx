import type { AnchorResult, Post } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { buildRoom, callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { buildMatch } from '../scores/match-fixtures.test-util';

const slow = { timeout: 5_000 };

function anchor(id: number, overrides: Partial<AnchorResult> = {}): AnchorResult {
  return {
    user_id: id,
    nickname: `Streamer ${id}`,
    avatar: '',
    level: 3,
    followers: 12_000,
    room_id: id + 100,
    live_status: 'offline',
    room_title: 'Evening show',
    ...overrides,
  };
}

const none = { list: [], total: 0, has_more: false };

function post(id: number, content: string): Post {
  return {
    id,
    circle: { id: 3, name: 'Hà Nội FC', icon: '' },
    author: { id: 9, nickname: 'Coach Minh', avatar: '' },
    content,
    images: [],
    video: null,
    like_count: 12,
    favorite_count: 0,
    comment_count: 4,
    liked: false,
    favorited: false,
    mine: false,
    pinned: false,
    featured: false,
    created_at: '2026-11-28T10:00:00.000Z',
  };
}

describe('search page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each kind with its count and marks what matched, accents aside', async () => {
    const fetchMock = stubApi({
      'Search/index': () => ({
        anchors: {
          list: [anchor(1, { nickname: 'Hà Nội Fan', live_status: 'live' })],
          total: 3,
          has_more: true,
        },
        live: {
          list: [buildRoom({ room_id: 7, title: 'Hà Nội tonight' })],
          total: 1,
          has_more: false,
        },
        matches: none,
        posts: none,
      }),
      'Search/anchor': (url) => ({
        list:
          url.searchParams.get('page') === '1'
            ? [anchor(1, { nickname: 'Hà Nội Fan' }), anchor(2, { nickname: 'Ha Noi Kid' })]
            : [anchor(3, { nickname: 'HA NOI 3' })],
        total: 3,
        has_more: url.searchParams.get('page') === '1',
      }),
    });
    const user = userEvent.setup();
    renderApp('/search?name=ha%20noi');
    const anchors = await screen.findByRole('region', { name: /Streamers/ }, slow);
    expect(within(anchors).getByText('3 found')).toBeTruthy();
    const row = within(anchors).getByTestId('search-anchor');
    expect(row.getAttribute('href')).toBe('/live?id=101');
    expect(row.querySelector('mark')?.textContent).toBe('Hà Nội');
    expect(screen.getByRole('region', { name: /Live rooms/ })).toBeTruthy();
    // No matches: no section for them.
    expect(screen.queryByRole('region', { name: /Matches/ })).toBeNull();
    expect(callsTo(fetchMock, 'Search/index')[0]?.url.searchParams.get('name')).toBe('ha noi');

    await user.click(within(anchors).getByRole('button', { name: 'See all 3' }));
    expect(screen.getByRole('tab', { name: 'Streamers' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(screen.getAllByTestId('search-anchor')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(screen.getAllByTestId('search-anchor')).toHaveLength(3));
  });

  it('says when nothing matched, per kind too', async () => {
    stubApi({
      'Search/index': () => ({ anchors: none, live: none, matches: none, posts: none }),
      'Search/match': () => none,
    });
    const user = userEvent.setup();
    renderApp('/search?name=zzz');
    expect(await screen.findByText('Nothing found for “zzz”', {}, slow)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(await screen.findByText('No Matches found for “zzz”')).toBeTruthy();
  });

  it('lists matches with both teams and the score, linking to the match', async () => {
    stubApi({
      'Search/index': () => ({
        anchors: none,
        live: none,
        matches: {
          list: [
            buildMatch({
              id: 'm-9',
              status: 'second_half',
              home: {
                id: 'h',
                name: 'Arsenal',
                name_zh: '阿森纳',
                name_vi: 'Arsenal',
                short_name_zh: '阿森纳',
                score: 2,
              },
              away: {
                id: 'a',
                name: 'Chelsea',
                name_zh: '切尔西',
                name_vi: 'Chelsea',
                short_name_zh: '切尔西',
                score: 1,
              },
            }),
          ],
          total: 1,
          has_more: false,
        },
        posts: none,
      }),
    });
    renderApp('/search?name=arsen');
    const match = await screen.findByTestId('search-match', {}, slow);
    expect(match.getAttribute('href')).toBe('/score-detail?id=m-9');
    expect(match.textContent).toContain('2 - 1');
    expect(match.querySelector('mark')?.textContent).toBe('Arsen');
  });

  it('lists circle posts with their circle and the words around the match, linking to the post', async () => {
    const long = `${'Trận đấu tối qua rất hay. '.repeat(8)}Sân Hàng Đẫy kín chỗ. ${'Hẹn gặp lại. '.repeat(8)}`;
    stubApi({
      'Search/index': () => ({
        anchors: none,
        live: none,
        matches: none,
        posts: { list: [post(41, long)], total: 1, has_more: false },
      }),
      'Search/post': () => ({
        list: [post(41, long), post(42, 'Hàng Đẫy')],
        total: 2,
        has_more: false,
      }),
    });
    const user = userEvent.setup();
    renderApp('/search?name=hang%20day');
    const posts = await screen.findByRole('region', { name: /Posts/ }, slow);
    const row = within(posts).getByTestId('search-post');
    expect(row.getAttribute('href')).toBe('/circle-detail?post=41');
    expect(row.textContent).toContain('Coach Minh in Hà Nội FC');
    expect(row.querySelector('mark')?.textContent).toBe('Hàng Đẫy');
    // The excerpt starts near the match, not at the text's start.
    expect(row.textContent).toContain('…');
    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    await waitFor(() => expect(screen.getAllByTestId('search-post')).toHaveLength(2));
  });

  it('asks for a term when there is none', async () => {
    stubApi({});
    renderApp('/search');
    expect(await screen.findByTestId('search-term', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
