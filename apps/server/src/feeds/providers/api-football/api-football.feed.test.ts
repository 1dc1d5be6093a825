import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FootballEvent, FootballState } from '../../fixtures/feed-model';
import { manualClock } from '../../simulator/simulator-clock';
import {
  fixtureJson,
  type FixtureSpec,
  type StatusCode,
} from '../../../test-support/api-football/payloads';
import {
  CHAMPIONS_CUP,
  recordedFixtures,
  recordedOdds,
  recordedStandings,
  SEASON_NOW,
  TEAMS,
  WELSH_LEAGUE,
} from '../../../test-support/api-football/recorded-season';
import { ApiFootballStandIn } from '../../../test-support/api-football/stand-in';
import { apiFootballFetcher } from './api-football.fetcher';
import { createApiFootballScoreFeed } from './api-football.feed';

const LEAGUE_ID = 'af-league-110-2026';
const CUP_ID = 'af-league-960-2026';

function setup(options: { liveWithEvents?: boolean; oddsBookmakers?: number[] } = {}) {
  const clock = manualClock(SEASON_NOW);
  const fixtures = recordedFixtures();
  const standIn = new ApiFootballStandIn({
    leagues: [WELSH_LEAGUE, CHAMPIONS_CUP],
    fixtures,
    standings: recordedStandings(fixtures),
    odds: recordedOdds(),
    clock,
    liveWithEvents: options.liveWithEvents ?? false,
  });
  const feed = createApiFootballScoreFeed({
    fetchJson: apiFootballFetcher({ baseUrl: 'http://stand-in', key: 'k', fetch: standIn.fetch }),
    leagues: [
      { id: WELSH_LEAGUE.id, season: 2026 },
      { id: CHAMPIONS_CUP.id, season: 2026 },
    ],
    clock,
    oddsBookmakers: options.oddsBookmakers ?? [],
  });
  const spec = (id: number): FixtureSpec => {
    const found = standIn.fixtures.find((entry) => entry.id === id);
    if (!found) throw new Error(`no fixture ${id}`);
    return found;
  };
  /** Replaces a fixture as the provider would answer it from now on. */
  const change = (id: number, update: Partial<FixtureSpec>) => {
    standIn.fixtures = standIn.fixtures.map((entry) =>
      entry.id === id ? { ...entry, ...update } : entry,
    );
  };
  return { clock, standIn, feed, spec, change };
}

const state = (feed: { stateAt(id: string): unknown }, id: number) =>
  feed.stateAt(`af-${id}`) as FootballState;

afterEach(() => {
  vi.useRealTimers();
});

const EXPECTED_STATUS: Record<StatusCode, [FootballState['status'], FootballState['finishedAs']]> =
  {
    TBD: ['not_started', null],
    NS: ['not_started', null],
    '1H': ['first_half', null],
    HT: ['half_time', null],
    '2H': ['second_half', null],
    ET: ['extra_time', null],
    BT: ['break_time', null],
    P: ['penalties', null],
    LIVE: ['first_half', null],
    INT: ['break_time', null],
    SUSP: ['postponed', null],
    FT: ['finished', 'regular'],
    AET: ['finished', 'extra_time'],
    PEN: ['finished', 'penalties'],
    AWD: ['finished', 'regular'],
    WO: ['finished', 'regular'],
    PST: ['postponed', null],
    CANC: ['cancelled', null],
    ABD: ['cancelled', null],
  };

/** Goals of a payload's events, credited as the API credits them (an own goal to `team`). */
function payloadGoals(spec: FixtureSpec) {
  return (spec.events ?? [])
    .filter((event) => event.kind === 'goal')
    .map((event) => ({
      minute: event.minute,
      side: event.team.id === spec.home.id ? 'home' : 'away',
      kind:
        event.detail === 'Own Goal'
          ? 'own_goal'
          : event.detail === 'Penalty'
            ? 'penalty'
            : 'normal',
    }));
}

describe('API-Football on the recorded season', () => {
  it('gives every fixture its status, score and full timeline as the payloads say', async () => {
    const { feed, standIn, clock } = setup();
    await feed.refresh();
    // Matches finished long ago have their events read when a fan opens them.
    for (const spec of standIn.fixtures) feed.noteInterest?.(`af-${spec.id}`);
    clock.advance(5_000);
    await feed.refresh();

    const statuses = new Set<StatusCode>();
    for (const spec of standIn.fixtures) {
      statuses.add(spec.status);
      const payload = fixtureJson(spec) as { goals: { home: number | null; away: number | null } };
      const seen = state(feed, spec.id);
      const [status, finishedAs] = EXPECTED_STATUS[spec.status];
      expect(seen, `fixture ${spec.id}`).toMatchObject({ status, finishedAs });
      expect(seen.score).toEqual({
        home: payload.goals.home ?? 0,
        away: payload.goals.away ?? 0,
      });
      if (spec.kickoff > SEASON_NOW) continue;
      const goals = seen.events.filter(
        (event): event is Extract<FootballEvent, { type: 'goal' }> => event.type === 'goal',
      );
      expect(
        goals.map((event) => ({ minute: event.clock.minute, side: event.side, kind: event.kind })),
        `goals of ${spec.id}`,
      ).toEqual(payloadGoals(spec));
      const cards = (spec.events ?? []).filter((event) => event.kind === 'card').length;
      expect(seen.events.filter((event) => event.type === 'card')).toHaveLength(cards);
      const subs = (spec.events ?? []).filter((event) => event.kind === 'sub').length;
      expect(seen.events.filter((event) => event.type === 'substitution')).toHaveLength(subs);
      const kicks = (spec.events ?? []).filter((event) => event.kind === 'shootout').length;
      expect(seen.events.filter((event) => event.type === 'shootout_kick')).toHaveLength(kicks);
    }
    expect(statuses.size).toBe(Object.keys(EXPECTED_STATUS).length);

    // Own goals: the API's `team` is the team credited, so 1-1 reads 1-1 (not 2-0).
    expect(state(feed, 70004).score).toEqual({ home: 1, away: 1 });
    expect(state(feed, 70004).events.at(-1)).toMatchObject({
      type: 'goal',
      side: 'away',
      kind: 'own_goal',
    });
    // A second yellow is a red; the shoot-out's tally is the payload's.
    expect(state(feed, 70007).cards.away).toEqual({ yellow: 1, red: 1 });
    expect(state(feed, 80006).penalties).toEqual({ home: 3, away: 1 });
    expect(feed.match('af-80006')).toBeDefined();
    expect(feed.resultsUntil(CUP_ID)).toContainEqual(
      expect.objectContaining({ matchId: 'af-80005', score: { home: 2, away: 1 } }),
    );
  });

  it('names and types competitions as /leagues says, and keeps the provider tables', async () => {
    const { feed, standIn } = setup();
    await feed.refresh();
    expect(feed.competition(LEAGUE_ID)).toMatchObject({
      name: 'Premier League (Wales)',
      kind: 'league',
    });
    expect(feed.competition(CUP_ID)).toMatchObject({ name: 'Champions Cup', kind: 'cup' });

    const [table] = feed.providerStandings?.(LEAGUE_ID) ?? [];
    const payload = standIn.standings.get(WELSH_LEAGUE.id)?.[0] ?? [];
    expect(table?.rows.map((row) => [row.rank, row.teamId, row.points, row.deduction])).toEqual(
      payload.map((row, index) => [
        index + 1,
        `af-team-${row.team.id}`,
        row.won * 3 + row.drawn - (row.deduction ?? 0),
        row.deduction ?? 0,
      ]),
    );
    expect(table?.rows.find((row) => row.teamId === `af-team-${TEAMS.cardiff.id}`)?.deduction).toBe(
      3,
    );
    const groups = feed.providerStandings?.(CUP_ID) ?? [];
    expect(groups.map((entry) => entry.group)).toEqual(['Group A', 'Group B']);
    expect([...feed.groups(CUP_ID).keys()]).toEqual(['Group A', 'Group B']);
  });

  it('keeps the last known score when an answer in play has none', async () => {
    const { feed, clock, change } = setup();
    await feed.refresh();
    expect(state(feed, 70010).score).toEqual({ home: 1, away: 0 });
    change(70010, { goalsNull: true, elapsed: 40 });
    clock.advance(15_000);
    await feed.refresh();
    expect(state(feed, 70010)).toMatchObject({
      score: { home: 1, away: 0 },
      clock: { minute: 40, stoppage: 0 },
    });
  });

  it('reads the events of a match that finished between two polls, and its table after', async () => {
    const { feed, clock, spec, change, standIn } = setup();
    await feed.refresh();
    const before = clock();
    const tns = spec(70012);
    change(70012, {
      status: 'FT',
      elapsed: 90,
      events: [
        ...(tns.events ?? []),
        { kind: 'goal', minute: 89, team: TEAMS.tns, player: 'S. Baker' },
      ],
    });
    clock.advance(15_000);
    await feed.refresh();
    const news = feed
      .eventsBetween(before, clock())
      .filter((event) => event.matchId === 'af-70012');
    expect(news).toEqual([
      expect.objectContaining({
        type: 'goal',
        side: 'home',
        player: 'S. Baker',
        score: { home: 2, away: 1 },
      }),
    ]);
    expect(state(feed, 70012)).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    expect(standIn.calls.some((call) => call.query.ids?.split('-').includes('70012'))).toBe(true);

    // The league's table is read again 5 minutes after the finish, not before.
    const standingsCalls = () =>
      standIn.calls.filter((call) => call.path === '/standings' && call.query.league === '110')
        .length;
    const after = standingsCalls();
    clock.advance(60_000);
    await feed.refresh();
    expect(standingsCalls()).toBe(after);
    clock.advance(5 * 60_000);
    await feed.refresh();
    expect(standingsCalls()).toBe(after + 1);
  });

  it('asks for a fixture the provider leaves out once per change, not every round', async () => {
    const { feed, clock, standIn } = setup();
    await feed.refresh();
    standIn.fixtures = standIn.fixtures.filter((entry) => entry.id !== 70010);
    const asked = () =>
      standIn.calls.filter((call) => call.query.ids?.split('-').includes('70010')).length;
    const before = asked();
    for (let round = 0; round < 6; round += 1) {
      clock.advance(5_000);
      await feed.refresh();
    }
    // Once when it left the live list; the events sweep (every 2 min) has not come round yet.
    expect(asked() - before).toBe(1);
  });

  it('takes in-play events from the live list when it carries them', async () => {
    const { feed, clock, standIn, change, spec } = setup({ liveWithEvents: true });
    await feed.refresh();
    clock.advance(15_000);
    await feed.refresh();
    const before = clock();
    const idsCalls = standIn.calls.filter((call) => call.query.ids).length;
    change(70010, {
      events: [
        ...(spec(70010).events ?? []),
        { kind: 'card', minute: 39, team: TEAMS.bala, player: 'N. Hall', detail: 'Red Card' },
      ],
    });
    clock.advance(15_000);
    await feed.refresh();
    expect(feed.eventsBetween(before, clock())).toEqual([
      expect.objectContaining({ matchId: 'af-70010', type: 'card', card: 'red', side: 'home' }),
    ]);
    expect(standIn.calls.filter((call) => call.query.ids)).toHaveLength(idsCalls);
  });
});

describe('API-Football pre-match odds', () => {
  const oddsCalls = (standIn: ApiFootballStandIn, fixture?: string) =>
    standIn.calls
      .filter((call) => call.path === '/odds' && (!fixture || call.query.fixture === fixture))
      .map((call) => call.query.fixture);

  it('has no odds source unless bookmakers are chosen, and asks for no odds', async () => {
    const { feed, standIn, clock } = setup();
    await feed.refresh();
    clock.advance(5_000);
    await feed.refresh();
    expect(feed.bookmakers()).toEqual([]);
    expect(oddsCalls(standIn)).toEqual([]);
  });

  it("reads the chosen bookmakers' main lines for matches of the next 24 hours", async () => {
    const { feed, standIn, clock } = setup({ oddsBookmakers: [8, 7, 3] });
    await feed.refresh();
    // The first round learns the fixtures; odds are asked for from the next one.
    clock.advance(5_000);
    await feed.refresh();
    // Only tomorrow's not-started matches within 24 h: 70013 (14:00); 70015 is TBD at 17:00,
    // after the window; 70014 is postponed.
    expect(oddsCalls(standIn)).toEqual(['70013']);
    expect(feed.bookmakers()).toEqual([
      { id: 1, name: 'Bet365', name_zh: 'Bet365', name_vi: 'Bet365' },
      { id: 2, name: 'William Hill', name_zh: '威廉希尔', name_vi: 'William Hill' },
      { id: 3, name: 'Betfair', name_zh: '必发', name_vi: 'Betfair' },
    ]);
    expect(feed.odds('af-70013', 1, null)).toEqual({
      bookmakerId: 1,
      europe: { home: 1.72, draw: 3.8, away: 4.6 },
      asian: { line: -0.75, home: 1.95, away: 1.9 },
      overUnder: { line: 2.75, over: 2, under: 1.85 },
    });
    // Betfair offers no Asian handicap here: no lines rather than half of them.
    expect(feed.odds('af-70013', 3, null)).toBeNull();

    // Read again 6 hours later; a moved line joins the history, the opening line stays.
    standIn.odds.set(70013, [
      {
        id: 8,
        name: 'Bet365',
        winner: [1.65, 3.9, 5],
        asian: [[-1, 1.92, 1.94]],
        goals: [[2.75, 1.9, 1.9]],
      },
    ]);
    clock.advance(5 * 3_600_000);
    await feed.refresh();
    expect(oddsCalls(standIn, '70013')).toHaveLength(1);
    clock.advance(3_600_000);
    await feed.refresh();
    expect(oddsCalls(standIn, '70013')).toHaveLength(2);
    const history = feed.oddsHistory?.('af-70013', 1) ?? [];
    expect(history.map((entry) => 'europe' in entry.odds && entry.odds.europe.home)).toEqual([
      1.72, 1.65,
    ]);
    expect(feed.odds('af-70013', 1, null)).toMatchObject({ asian: { line: -1 } });

    // Once more in the last hour before kick-off, then never after it.
    clock.set(Date.UTC(2026, 10, 29, 13, 10));
    await feed.refresh();
    expect(oddsCalls(standIn, '70013')).toHaveLength(3);
    clock.set(Date.UTC(2026, 10, 29, 14, 1));
    await feed.refresh();
    expect(oddsCalls(standIn, '70013')).toHaveLength(3);
  });
});

describe('API-Football background polling', () => {
  it('polls between start() and stop(), a round every 5 s', async () => {
    vi.useFakeTimers({ now: SEASON_NOW });
    const fixtures = recordedFixtures();
    const standIn = new ApiFootballStandIn({ leagues: [WELSH_LEAGUE], fixtures });
    const errors: unknown[] = [];
    const feed = createApiFootballScoreFeed({
      fetchJson: apiFootballFetcher({ baseUrl: 'http://stand-in', key: 'k', fetch: standIn.fetch }),
      leagues: [{ id: WELSH_LEAGUE.id, season: 2026 }],
      onError: (error) => errors.push(error),
    });
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = standIn.calls.length;
    expect(first).toBeGreaterThan(0);
    // In play: the live list is due 15 s after the first round.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(standIn.calls.some((call) => call.query.live === 'all')).toBe(true);
    feed.stop();
    const stopped = standIn.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(standIn.calls.length).toBe(stopped);
    expect(errors).toEqual([]);
  });
});
