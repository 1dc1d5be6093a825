import type { MatchSummary } from '@tifo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { buildRoom, callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { buildMatch } from '../scores/match-fixtures.test-util';

const slow = { timeout: 5_000 };

const league = (id: string, name: string, live = true) => ({
  id,
  name,
  name_zh: name,
  name_vi: name,
  sport: 'football',
  season: '2025-26',
  kind: 'league',
  live,
  has_groups: false,
  team_count: 18,
});

function standings(id: string, leader: string) {
  return {
    competition: {
      id,
      name: id,
      name_zh: id,
      name_vi: id,
      sport: 'football',
      kind: 'league',
      season: '2025-26',
    },
    tables: [
      {
        group: null,
        rows: [
          {
            rank: 1,
            team: {
              id: leader,
              name: leader,
              name_zh: leader,
              name_vi: leader,
              short_name_zh: leader,
            },
            played: 10,
            won: 8,
            drawn: 1,
            lost: 1,
            goals_for: 20,
            goals_against: 6,
            goal_difference: 14,
            points: 25,
            deduction: 0,
            form: ['W', 'W', 'D', 'W', 'L'],
          },
        ],
      },
    ],
  };
}

function stubHome(lists: {
  live: MatchSummary[];
  today: MatchSummary[];
  tomorrow: MatchSummary[];
}) {
  return stubApi({
    'live_streaming/getLiveList': () => ({ list: [] }),
    'Live/getRoomList': (url) => {
      if (url.searchParams.get('match_id') === 'm-live') {
        return {
          list: [buildRoom({ room_id: 4, live_status: 'live', match_id: 'm-live' })],
          total: 1,
        };
      }
      // Home's rooms by category: two football rooms, no basketball ones.
      const list =
        url.searchParams.get('type') === '1' && !url.searchParams.has('match_id')
          ? [buildRoom({ room_id: 11 }), buildRoom({ room_id: 12 })]
          : [];
      return { list, total: list.length };
    },
    'Banner/getBannerList': () => ({
      list: [
        { id: 1, title: 'World Cup 2026', image: '/news-covers/trophy.svg', link: '/trophy/home' },
        { id: 2, title: 'Partner offer', image: '', link: 'https://example.com/offer' },
      ],
    }),
    'News/headlines': () => ({ list: [] }),
    'Match/getList': (url) => {
      const status = url.searchParams.get('status');
      const list =
        status === 'live'
          ? lists.live
          : url.searchParams.get('date') === '2026-11-29'
            ? lists.tomorrow
            : lists.today;
      return {
        date: url.searchParams.get('date') ?? '2026-11-28',
        server_time: '2026-11-28T12:00:00.000Z',
        odds: {},
        list,
      };
    },
    'Match/getCompetitions': () => ({
      list: [
        league('bl', 'Bundesliga'),
        league('cup', 'Old cup', false),
        league('pl', 'Premier League'),
      ],
    }),
    'Match/getStandings': (url) =>
      standings(
        url.searchParams.get('competition_id') ?? '',
        url.searchParams.get('competition_id') === 'pl' ? 'Arsenal' : 'Bayern',
      ),
  });
}

describe('home: recommended matches and standings', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('recommends the matches in play with their streams, then the next kick-offs', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), shouldAdvanceTime: true });
    stubHome({
      live: [buildMatch({ id: 'm-live', status: 'second_half' })],
      today: [buildMatch({ id: 'm-next', status: 'not_started', kickoff: '2026-11-28T15:30:00Z' })],
      tomorrow: [],
    });
    renderApp('/main');
    const section = await screen.findByTestId('home-recommendations', {}, slow);
    const matches = within(section).getAllByTestId('home-match');
    expect(matches).toHaveLength(2);
    expect(
      within(matches[0] as HTMLElement)
        .getByRole('link', { name: /-/ })
        .getAttribute('href'),
    ).toBe('/score-detail?id=m-live');
    expect(await within(matches[0] as HTMLElement).findByTestId('match-stream')).toBeTruthy();
    expect(section.textContent).not.toContain('Nothing in play');
  });

  it('says when the next match starts when nothing is in play, tomorrow if need be', async () => {
    // 22:00 on the 28th, China time (the site's time zone).
    vi.useFakeTimers({ now: new Date('2026-11-28T14:00:00Z'), shouldAdvanceTime: true });
    stubHome({
      live: [],
      today: [],
      tomorrow: [
        buildMatch({ id: 'm-tomorrow', status: 'not_started', kickoff: '2026-11-29T04:00:00Z' }),
      ],
    });
    renderApp('/main');
    const section = await screen.findByTestId('home-recommendations', {}, slow);
    expect(section.textContent).toContain(
      "No more matches today: tomorrow's first kicks off at 12:00.",
    );
    expect(within(section).getAllByTestId('home-match')).toHaveLength(1);
  });

  it('shows the standings of the leagues played now, switching between them', async () => {
    const fetchMock = stubHome({ live: [], today: [], tomorrow: [] });
    const user = userEvent.setup();
    renderApp('/main');
    const standingsSection = await screen.findByTestId('home-standings', {}, slow);
    const tabs = within(standingsSection).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bundesliga', 'Premier League']);
    expect(await within(standingsSection).findByText('Bayern')).toBeTruthy();
    await user.click(within(standingsSection).getByRole('tab', { name: 'Premier League' }));
    expect(await within(standingsSection).findByText('Arsenal')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'Match/getStandings').map((call) =>
        call.url.searchParams.get('competition_id'),
      ),
    ).toEqual(['bl', 'pl']);
  });

  it('shows live rooms by category and the home banners', async () => {
    const fetchMock = stubHome({ live: [], today: [], tomorrow: [] });
    const user = userEvent.setup();
    renderApp('/main');
    const rooms = await screen.findByTestId('home-live-categories', {}, slow);
    expect(await within(rooms).findAllByTestId('room-card')).toHaveLength(2);
    await user.click(within(rooms).getByRole('tab', { name: 'Basketball' }));
    expect(await within(rooms).findByText('No rooms in this category yet.')).toBeTruthy();
    expect(
      within(rooms).getByRole('link', { name: 'All rooms of this category' }).getAttribute('href'),
    ).toBe('/anchor?type=2');
    const types = callsTo(fetchMock, 'Live/getRoomList')
      .filter((call) => !call.url.searchParams.has('match_id'))
      .map((call) => call.url.searchParams.get('type'));
    expect(types).toContain('1');
    expect(types).toContain('2');

    const banners = await screen.findByTestId('home-banners');
    const links = within(banners).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/trophy/home');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(callsTo(fetchMock, 'Banner/getBannerList')[0]?.body).toEqual({ position: 'home' });
  });
});
