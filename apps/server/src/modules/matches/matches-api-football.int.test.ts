import { healthSchema, matchCalls, matchChangesDataSchema } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { contractCaller } from '../../test-support/call-contract';
import { connectLiveData } from '../../test-support/live-data-client';
import { fixtureJson, type FixtureSpec } from '../../test-support/api-football/payloads';
import {
  CHAMPIONS_CUP,
  recordedFixtures,
  recordedOdds,
  recordedStandings,
  SEASON_NOW,
  TEAMS,
  WELSH_LEAGUE,
} from '../../test-support/api-football/recorded-season';
import { ApiFootballStandIn } from '../../test-support/api-football/stand-in';
import { ApiBasketballStandIn } from '../../test-support/api-basketball/basketball-stand-in';
import { useFeedAppForFile } from '../../test-support/test-app';

/**
 * The site on FEED_PROVIDER=api-football, over HTTP to a local stand-in of the provider that
 * answers our recorded season, with no odds source: match pages, lists, timelines, standings,
 * the live-data socket and /api/health, each checked against what the payloads say.
 */
describe('the site on API-Football, replaying the recorded season', () => {
  const clock = manualClock(SEASON_NOW);
  const fixtures = recordedFixtures();
  const standIn = new ApiFootballStandIn({
    leagues: [WELSH_LEAGUE, CHAMPIONS_CUP],
    fixtures,
    standings: recordedStandings(fixtures),
    noStandings: new Set(),
    clock,
  });
  const env: NodeJS.ProcessEnv = {
    FEED_PROVIDER: 'api-football',
    API_FOOTBALL_KEY: 'stand-in-key',
    API_FOOTBALL_LEAGUES: `${WELSH_LEAGUE.id}:2026,${CHAMPIONS_CUP.id}:2026`,
  };
  // Registered before the app's hook, so the app reads the stand-in's address.
  beforeAll(async () => {
    env.API_FOOTBALL_URL = await standIn.listen();
  });
  const ctx = useFeedAppForFile('pglite', clock, { listen: true, env });
  afterAll(() => standIn.close());
  const call = contractCaller(() => ctx.test.app);

  const poll = async () => {
    clock.advance(5_000);
    await ctx.test.parts.scoreFeed.refresh?.();
  };
  const detail = (spec: FixtureSpec) =>
    call(matchCalls.getDetail, { query: { id: `af-${spec.id}` } });

  it('answers every match page with the payload status, score and timeline, and no odds', async () => {
    await poll();
    // Pages of matches finished days ago ask for their events; the next poll reads them.
    for (const spec of standIn.fixtures) expect((await detail(spec)).code).toBe(0);
    await poll();
    for (const spec of standIn.fixtures) {
      const body = await detail(spec);
      expect(body.code, `fixture ${spec.id}`).toBe(0);
      const payload = fixtureJson(spec) as { goals: { home: number | null; away: number | null } };
      expect([body.data.match.home.score, body.data.match.away.score]).toEqual([
        payload.goals.home ?? 0,
        payload.goals.away ?? 0,
      ]);
      expect(body.data.index).toBeNull();
      const goals = body.data.events.filter((event) => event.type === 'goal');
      expect(
        goals.map((event) => [event.side, event.detail]),
        `goals of ${spec.id}`,
      ).toEqual(
        (spec.events ?? [])
          .filter((event) => event.kind === 'goal')
          .map((event) => [
            event.team.id === spec.home.id ? 'home' : 'away',
            event.detail === 'Own Goal'
              ? 'own_goal'
              : event.detail === 'Penalty'
                ? 'penalty'
                : 'normal',
          ]),
      );
    }
    const ownGoalDraw = await detail(fixtures.find((spec) => spec.id === 70004) as FixtureSpec);
    expect(ownGoalDraw.data.match).toMatchObject({
      status: 'finished',
      home: { score: 1 },
      away: { score: 1 },
    });
    const shootout = await detail(fixtures.find((spec) => spec.id === 80006) as FixtureSpec);
    expect(shootout.data.match.penalties).toEqual({ home: 3, away: 1 });
    expect(shootout.data.events.filter((event) => event.type === 'shootout_kick')).toHaveLength(7);

    const index = await call(matchCalls.getIndex, { query: { id: 'af-70010' } });
    expect(index).toMatchObject({ code: 1 });
    expect(index.msg).toContain('no odds source');
  });

  it('lists the matches in play', async () => {
    const body = await call(matchCalls.getList, { query: { sport: 'football', status: 'live' } });
    expect(body.code).toBe(0);
    expect(body.data.list.map((match) => match.id).sort()).toEqual(
      [
        'af-70010',
        'af-70011',
        'af-70012',
        'af-80007',
        'af-80008',
        'af-80009',
        'af-80010',
        'af-80011',
      ].sort(),
    );
    expect(body.data.odds).toEqual({});
  });

  it("shows the provider's tables: its ranks, points and the deduction", async () => {
    const league = await call(matchCalls.getStandings, {
      query: { competition_id: `af-league-${WELSH_LEAGUE.id}-2026` },
    });
    expect(league.code).toBe(0);
    expect(league.data.competition).toMatchObject({
      kind: 'league',
      name: 'Premier League (Wales)',
    });
    const payload = standIn.standings.get(WELSH_LEAGUE.id)?.[0] ?? [];
    expect(
      league.data.tables[0]?.rows.map((row) => [row.team.name, row.points, row.deduction]),
    ).toEqual(
      payload.map((row) => [
        row.team.name,
        row.won * 3 + row.drawn - (row.deduction ?? 0),
        row.deduction ?? 0,
      ]),
    );
    expect(
      league.data.tables[0]?.rows.find((row) => row.team.name === TEAMS.cardiff.name)?.deduction,
    ).toBe(3);
    const cup = await call(matchCalls.getStandings, {
      query: { competition_id: `af-league-${CHAMPIONS_CUP.id}-2026` },
    });
    expect(cup.data.competition.kind).toBe('cup');
    expect(cup.data.tables.map((table) => table.group)).toEqual(['Group A', 'Group B']);
  });

  it('pushes a goal on the live-data socket without an odds source', async () => {
    await ctx.test.parts.feedLoop.tick();
    const fan = await connectLiveData(ctx.test);
    fan.send({ type: 'classify', classify_type: 0 });
    fan.send({ type: 'heartbeat' });
    await fan.next();

    standIn.fixtures = standIn.fixtures.map((spec) =>
      spec.id === 70010
        ? {
            ...spec,
            elapsed: 41,
            events: [
              ...(spec.events ?? []),
              { kind: 'goal', minute: 40, team: TEAMS.penybont, player: 'E. Price' },
            ],
          }
        : spec,
    );
    clock.advance(20_000);
    await ctx.test.parts.scoreFeed.refresh?.();
    const report = await ctx.test.parts.feedLoop.tick();
    expect(report.goals).toBe(1);
    const change = await fan.next(
      (message) =>
        message.code === 100 &&
        message.data.type === 'football_match' &&
        'af-70010' in ((message.data as { matches?: object }).matches ?? {}),
    );
    if (change.code !== 100) throw new Error('expected a change');
    expect(matchChangesDataSchema.parse(change.data).matches['af-70010']).toMatchObject({
      home_score: 1,
      away_score: 1,
    });
    fan.socket.close();
  });

  it('reports the polling in /api/health', async () => {
    const response = await ctx.test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json<{ data: unknown }>().data);
    expect(health.score_feeds).toHaveLength(1);
    expect(health.score_feeds[0]).toMatchObject({
      provider: 'api-football',
      status: 'ok',
      requests_today: standIn.calls.length,
      daily_limit: 7_500,
      minute_limit: 300,
      blocked_until: null,
    });
    expect(Object.keys(health.score_feeds[0]?.leagues ?? {})).toEqual([
      `af-league-${WELSH_LEAGUE.id}-2026`,
      `af-league-${CHAMPIONS_CUP.id}-2026`,
    ]);
  });
});

describe('the site on API-Football with odds, and API-Basketball beside it', () => {
  const clock = manualClock(SEASON_NOW);
  const fixtures = recordedFixtures();
  const standIn = new ApiFootballStandIn({
    leagues: [WELSH_LEAGUE, CHAMPIONS_CUP],
    fixtures,
    standings: recordedStandings(fixtures),
    odds: recordedOdds(),
    clock,
  });
  const nba = { id: 12, name: 'NBA', season: '2026-2027', country: 'USA' };
  const basketball = new ApiBasketballStandIn({
    clock,
    games: [
      {
        id: 501,
        league: nba,
        home: { id: 133, name: 'Boston Celtics' },
        away: { id: 145, name: 'Los Angeles Lakers' },
        tipoff: SEASON_NOW - 3_600_000,
        status: 'Q3',
        timer: 4,
        quarters: [
          [31, 24],
          [27, 29],
          [9, 7],
        ],
      },
    ],
    standings: [
      [
        {
          team: { id: 133, name: 'Boston Celtics' },
          won: 12,
          lost: 3,
          pointsFor: 1750,
          pointsAgainst: 1600,
          group: 'Eastern Conference',
        },
      ],
    ],
  });
  const env: NodeJS.ProcessEnv = {
    FEED_PROVIDER: 'api-football',
    API_FOOTBALL_KEY: 'stand-in-key',
    API_FOOTBALL_LEAGUES: `${WELSH_LEAGUE.id}:2026`,
    API_FOOTBALL_ODDS_BOOKMAKERS: '8,7,3',
    API_BASKETBALL_LEAGUES: `${nba.id}:${nba.season}`,
  };
  beforeAll(async () => {
    env.API_FOOTBALL_URL = await standIn.listen();
    env.API_BASKETBALL_URL = await basketball.listen();
  });
  const ctx = useFeedAppForFile('pglite', clock, { listen: true, env });
  afterAll(async () => {
    await standIn.close();
    await basketball.close();
  });
  const call = contractCaller(() => ctx.test.app);

  it("shows a match's lines per bookmaker, and honestly none where there are none", async () => {
    const poll = () => ctx.test.parts.scoreFeed.refresh?.();
    await poll();
    clock.advance(5_000);
    await poll();

    const tomorrow = await call(matchCalls.getDetail, { query: { id: 'af-70013' } });
    expect(tomorrow.code).toBe(0);
    expect(tomorrow.data.index).toMatchObject({
      company_id: 1,
      bookmakers: [
        { company_id: 1, name: 'Bet365' },
        { company_id: 2, name: 'William Hill', name_zh: '威廉希尔' },
        { company_id: 3, name: 'Betfair' },
      ],
      opening: {
        europe: { home: 1.72, draw: 3.8, away: 4.6 },
        asian: { line: -0.75, home: 1.95, away: 1.9 },
        over_under: { line: 2.75, over: 2, under: 1.85 },
      },
    });
    const hill = await call(matchCalls.getIndex, { query: { id: 'af-70013', company_id: 2 } });
    expect(hill.data.live).toMatchObject({ asian: { line: -0.75, home: 1.93, away: 1.93 } });
    // Betfair offered no Asian handicap for it; a match in play has no pre-match read.
    const betfair = await call(matchCalls.getIndex, { query: { id: 'af-70013', company_id: 3 } });
    expect(betfair).toMatchObject({ code: 1 });
    const inPlay = await call(matchCalls.getDetail, { query: { id: 'af-70010' } });
    expect(inPlay.code).toBe(0);
    expect(inPlay.data.index).toBeNull();
  });

  it('lists live basketball from API-Basketball with its quarters, table and health', async () => {
    const live = await call(matchCalls.getList, { query: { sport: 'basketball', status: 'live' } });
    expect(live.code).toBe(0);
    expect(live.data.list).toEqual([
      expect.objectContaining({
        id: 'ab-501',
        status: 'q3',
        home: expect.objectContaining({ score: 67 }) as unknown,
        away: expect.objectContaining({ score: 60 }) as unknown,
        seconds_left: 480,
        periods: [
          { home: 31, away: 24 },
          { home: 27, away: 29 },
          { home: 9, away: 7 },
        ],
      }),
    ]);
    const detail = await call(matchCalls.getDetail, { query: { id: 'ab-501' } });
    expect(detail.code).toBe(0);
    expect(detail.data.index).toBeNull();
    const table = await call(matchCalls.getStandings, {
      query: { competition_id: `ab-league-12-${nba.season}` },
    });
    expect(table.data.tables).toEqual([
      { group: null, rows: [expect.objectContaining({ rank: 1, won: 12, lost: 3 })] },
    ]);
    const response = await ctx.test.app.inject({ method: 'GET', url: '/api/health' });
    const health = healthSchema.parse(response.json<{ data: unknown }>().data);
    expect(health.score_feeds.map((feed) => feed.provider)).toEqual([
      'api-football',
      'api-basketball',
    ]);
  });
});
