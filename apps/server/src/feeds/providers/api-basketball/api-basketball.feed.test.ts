import { describe, expect, it } from 'vitest';
import type { BasketballState } from '../../fixtures/feed-model';
import { manualClock } from '../../simulator/simulator-clock';
import { combineScoreFeeds } from '../../combined-feed';
import {
  ApiBasketballStandIn,
  type GameSpec,
  type GameStatus,
} from '../../../test-support/api-basketball/basketball-stand-in';
import { ApiFootballStandIn } from '../../../test-support/api-football/stand-in';
import {
  recordedFixtures,
  SEASON_NOW,
  WELSH_LEAGUE,
} from '../../../test-support/api-football/recorded-season';
import { apiFootballFetcher } from '../api-football/api-football.fetcher';
import { createApiFootballScoreFeed } from '../api-football/api-football.feed';
import { createApiBasketballScoreFeed } from './api-basketball.feed';

const NBA = { id: 12, name: 'NBA', season: '2026-2027', country: 'USA' };
const celtics = { id: 133, name: 'Boston Celtics' };
const lakers = { id: 145, name: 'Los Angeles Lakers' };
const HOUR_MS = 3_600_000;

const game = (id: number, status: GameStatus, extra: Partial<GameSpec> = {}): GameSpec => ({
  id,
  league: NBA,
  home: celtics,
  away: lakers,
  tipoff: SEASON_NOW - HOUR_MS,
  status,
  quarters: [],
  ...extra,
});

/** One game in each status the API documents, as of SEASON_NOW. */
function games(): GameSpec[] {
  const full: [number, number][] = [
    [30, 25],
    [28, 27],
    [22, 30],
    [26, 20],
  ];
  return [
    game(1, 'NS', { tipoff: SEASON_NOW + 3 * HOUR_MS }),
    game(2, 'Q1', { timer: 7, quarters: [[14, 9]] }),
    game(3, 'Q2', {
      timer: 3,
      quarters: [
        [30, 25],
        [6, 4],
      ],
    }),
    game(4, 'HT', { quarters: full.slice(0, 2) }),
    game(5, 'Q3', { timer: 11, quarters: [...full.slice(0, 2), [20, 28]] }),
    game(6, 'BT', { quarters: full.slice(0, 3) }),
    game(7, 'Q4', { timer: 10, quarters: [...full.slice(0, 3), [22, 20]] }),
    game(8, 'OT', { timer: 2, quarters: [...full.slice(0, 3), [26, 24]], overtime: [4, 2] }),
    game(9, 'FT', { tipoff: SEASON_NOW - 5 * HOUR_MS, quarters: full }),
    game(10, 'AOT', {
      tipoff: SEASON_NOW - 6 * HOUR_MS,
      quarters: [...full.slice(0, 3), [26, 24]],
      overtime: [12, 8],
    }),
    game(11, 'POST', { tipoff: SEASON_NOW - 2 * HOUR_MS }),
    game(12, 'CANC', { tipoff: SEASON_NOW - 2 * HOUR_MS }),
    game(13, 'SUSP', { timer: 5, quarters: [[10, 12]] }),
    game(14, 'AWD', {
      tipoff: SEASON_NOW - 7 * HOUR_MS,
      quarters: [
        [20, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    }),
    game(15, 'ABD', {
      quarters: [
        [18, 20],
        [22, 19],
      ],
    }),
  ];
}

const EXPECTED: Record<GameStatus, [BasketballState['status'], number, number | null]> = {
  NS: ['not_started', 0, null],
  Q1: ['q1', 1, 300],
  Q2: ['q2', 2, 540],
  HT: ['half_time', 2, null],
  Q3: ['q3', 3, 60],
  BT: ['break', 3, null],
  Q4: ['q4', 4, 120],
  OT: ['overtime', 5, 180],
  FT: ['finished', 4, null],
  AOT: ['finished', 5, null],
  POST: ['postponed', 0, null],
  CANC: ['cancelled', 0, null],
  SUSP: ['postponed', 1, null],
  AWD: ['finished', 4, null],
  ABD: ['cancelled', 2, null],
};

function setup() {
  const clock = manualClock(SEASON_NOW);
  const standIn = new ApiBasketballStandIn({
    games: games(),
    clock,
    standings: [
      [
        {
          team: celtics,
          won: 12,
          lost: 3,
          pointsFor: 1750,
          pointsAgainst: 1600,
          group: 'Eastern Conference',
        },
      ],
      [
        {
          team: lakers,
          won: 9,
          lost: 6,
          pointsFor: 1700,
          pointsAgainst: 1680,
          group: 'Western Conference',
        },
      ],
    ],
  });
  const feed = createApiBasketballScoreFeed({
    fetchJson: apiFootballFetcher({ baseUrl: 'http://stand-in', key: 'k', fetch: standIn.fetch }),
    leagues: [{ id: NBA.id, season: NBA.season }],
    clock,
  });
  return { clock, standIn, feed };
}

describe('API-Basketball', () => {
  it('gives every game its status, clock, quarters and score as the payloads say', async () => {
    const { feed, standIn } = setup();
    await feed.refresh();
    for (const spec of standIn.games) {
      const state = feed.stateAt(`ab-${spec.id}`) as BasketballState;
      const [status, period, secondsLeft] = EXPECTED[spec.status];
      expect(state, `game ${spec.status}`).toMatchObject({ status, period });
      expect(state.clock?.secondsLeft ?? null, `clock of ${spec.status}`).toBe(secondsLeft);
      const points = (side: 0 | 1) =>
        spec.quarters.reduce((sum, quarter) => sum + quarter[side], 0) +
        (spec.overtime?.[side] ?? 0);
      expect(state.score).toEqual({ home: points(0), away: points(1) });
      expect(state.periods).toHaveLength(spec.quarters.length + (spec.overtime ? 1 : 0));
    }
    expect(feed.liveAt().map((match) => match.id)).toEqual([
      'ab-2',
      'ab-3',
      'ab-4',
      'ab-5',
      'ab-6',
      'ab-7',
      'ab-8',
    ]);
    expect(feed.competition('ab-league-12-2026-2027')).toMatchObject({
      name: 'NBA (USA)',
      kind: 'league',
    });
    // Finished games (awarded, after overtime, regular) in tip-off order, with their finals.
    expect(feed.resultsUntil('ab-league-12-2026-2027').map((result) => result.score)).toEqual([
      { home: 20, away: 0 },
      { home: 118, away: 114 },
      { home: 106, away: 102 },
    ]);
    const tables = feed.providerStandings?.('ab-league-12-2026-2027') ?? [];
    expect(
      tables.map((table) => [
        table.group,
        table.rows.map((row) => [row.teamId, row.won, row.lost]),
      ]),
    ).toEqual([
      ['Eastern Conference', [['ab-team-133', 12, 3]]],
      ['Western Conference', [['ab-team-145', 9, 6]]],
    ]);
  });

  it('reads today as often as live scores need while a game is in play, and keeps the last score on a null', async () => {
    const { feed, standIn, clock } = setup();
    await feed.refresh();
    const today = () =>
      standIn.calls.filter((call) => call.path === '/games' && call.query.date === '2026-11-28');
    expect(today()).toHaveLength(1);
    clock.advance(feed.plan.liveMs);
    await feed.refresh();
    expect(today()).toHaveLength(2);
    expect(
      standIn.calls.filter((call) => call.path === '/games' && call.query.league),
    ).toHaveLength(1);
  });

  it('sits beside API-Football as one feed: merged lists, both healths, odds only for football', async () => {
    const { feed: basketball } = setup();
    const fixtures = recordedFixtures();
    const footballStandIn = new ApiFootballStandIn({
      leagues: [WELSH_LEAGUE],
      fixtures,
      clock: () => SEASON_NOW,
    });
    const football = createApiFootballScoreFeed({
      fetchJson: apiFootballFetcher({
        baseUrl: 'http://stand-in',
        key: 'k',
        fetch: footballStandIn.fetch,
      }),
      leagues: [{ id: WELSH_LEAGUE.id, season: 2026 }],
      clock: () => SEASON_NOW,
    });
    await Promise.all([basketball.refresh(), football.refresh()]);
    const both = combineScoreFeeds(football, basketball);
    const live = both.liveAt().map((match) => match.sport);
    expect(live).toContain('football');
    expect(live).toContain('basketball');
    expect(both.match('ab-9')?.sport).toBe('basketball');
    expect(both.match('af-70010')?.sport).toBe('football');
    expect(both.competition('ab-league-12-2026-2027')?.sport).toBe('basketball');
    expect(both.health?.().map((health) => health.provider)).toEqual([
      'api-football',
      'api-basketball',
    ]);
    expect(both.odds('ab-9', 1, null)).toBeNull();
  });
});
