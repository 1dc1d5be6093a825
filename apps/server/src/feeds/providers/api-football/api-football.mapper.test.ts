import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFixtureCatalog } from '../../fixtures/fixture-catalog';
import { computeStandings, finishedResults } from '../../standings/standings';
import {
  apiFootballEnvelope,
  apiFootballFixtureSchema,
  apiFootballIds,
  kindFromRound,
  mapApiFootballEvents,
  mapApiFootballFixture,
  mapApiFootballStandings,
  mapApiFootballStatus,
} from './api-football.mapper';
import { fixtureJson } from '../../../test-support/api-football/payloads';

const sample = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8')) as unknown;

const fixtures = apiFootballEnvelope(apiFootballFixtureSchema)
  .parse(sample('fixtures.json'))
  .response.map(mapApiFootballFixture);
const byId = (id: number) => {
  const found = fixtures.find((fixture) => fixture.match.id === apiFootballIds.match(id));
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
};

describe('API-Football status codes', () => {
  it('map every documented short code', () => {
    const cases: [string, string, string | null][] = [
      ['NS', 'not_started', null],
      ['1H', 'first_half', null],
      ['HT', 'half_time', null],
      ['2H', 'second_half', null],
      ['ET', 'extra_time', null],
      ['BT', 'break_time', null],
      ['P', 'penalties', null],
      ['FT', 'finished', 'regular'],
      ['AET', 'finished', 'extra_time'],
      ['PEN', 'finished', 'penalties'],
      ['PST', 'postponed', null],
      ['CANC', 'cancelled', null],
      ['ABD', 'cancelled', null],
    ];
    for (const [short, status, finishedAs] of cases) {
      expect(mapApiFootballStatus(short, null)).toEqual({ status, finishedAs });
    }
    expect(() => mapApiFootballStatus('XYZ', null)).toThrow();
  });
});

describe('API-Football fixtures', () => {
  it('map a finished league match', () => {
    const fixture = byId(1208021);
    expect(fixture.match).toMatchObject({
      sport: 'football',
      homeTeamId: 'af-team-33',
      awayTeamId: 'af-team-36',
      kickoff: Date.UTC(2024, 7, 16, 19),
      sourceStatus: 'played',
      venue: 'Old Trafford',
      result: {
        fullTime: { home: 1, away: 0 },
        halfTime: { home: 0, away: 0 },
        extraTime: null,
        penalties: null,
      },
    });
    expect(fixture.state).toMatchObject({
      status: 'finished',
      period: 2,
      finishedAs: 'regular',
      clock: null,
    });
    expect(fixture.competition).toMatchObject({ id: 'af-league-39-2024', kind: 'league' });
  });

  it('map a live match in first-half stoppage time', () => {
    expect(byId(1208030).state).toMatchObject({
      status: 'first_half',
      period: 1,
      clock: { minute: 45, stoppage: 2 },
      score: { home: 1, away: 0 },
    });
    expect(byId(1208030).match.result).toBeNull();
  });

  it('map extra time as a 120-minute total and keep the shoot-out', () => {
    const final = byId(979139);
    expect(final.match.result).toMatchObject({
      fullTime: { home: 2, away: 2 },
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
    });
    expect(final.state).toMatchObject({
      status: 'finished',
      period: 5,
      finishedAs: 'penalties',
      penalties: { home: 4, away: 2 },
    });
    expect(final.competition.kind).toBe('cup');
  });

  it('name a league we translate bare, and one we do not with its country', () => {
    expect(byId(1208021).competition).toMatchObject({ name: 'Premier League', name_zh: '英超' });
    const welsh = fixtureJson({
      id: 1,
      league: { id: 110, name: 'Premier League', country: 'Wales', season: 2026, type: 'League' },
      round: 'Regular Season - 3',
      home: { id: 1, name: 'Bala Town' },
      away: { id: 2, name: 'Penybont' },
      kickoff: Date.UTC(2026, 10, 28, 14),
      status: 'NS',
    });
    expect(mapApiFootballFixture(welsh).competition).toMatchObject({
      name: 'Premier League (Wales)',
      name_zh: 'Premier League (Wales)',
      kind: 'league',
    });
    expect(kindFromRound('Quarter-finals')).toBe('cup');
    expect(kindFromRound('Regular Season - 30')).toBe('league');
  });

  it('map postponed and not-started fixtures', () => {
    expect(byId(1208400)).toMatchObject({
      match: { sourceStatus: 'postponed' },
      state: { status: 'postponed', period: 0 },
    });
    expect(byId(1208401)).toMatchObject({
      match: { sourceStatus: 'not_played' },
      state: { status: 'not_started', score: { home: 0, away: 0 } },
    });
  });
});

describe('API-Football events', () => {
  it('map goals, cards, substitutions and shoot-out kicks, adding up to the score', () => {
    const final = byId(979139);
    const { events, state } = mapApiFootballEvents(
      final,
      (sample('events-979139.json') as { response: unknown[] }).response,
    );
    const goals = events.filter((event) => event.type === 'goal');
    expect(goals.map((goal) => [goal.clock.minute, goal.side, goal.kind])).toEqual([
      [23, 'home', 'penalty'],
      [36, 'home', 'normal'],
      [80, 'away', 'penalty'],
      [81, 'away', 'normal'],
      [108, 'home', 'normal'],
      [118, 'away', 'penalty'],
    ]);
    expect(goals.at(-1)?.type === 'goal' && goals.at(-1)?.score).toEqual({ home: 3, away: 3 });
    const kicks = events.filter((event) => event.type === 'shootout_kick');
    expect(kicks).toHaveLength(8);
    expect(kicks.at(-1)?.type === 'shootout_kick' && kicks.at(-1)?.penalties).toEqual({
      home: 4,
      away: 2,
    });
    expect(state.cards).toEqual({ home: { yellow: 1, red: 0 }, away: { yellow: 1, red: 0 } });
    const sub = events.find((event) => event.type === 'substitution');
    expect(sub).toMatchObject({ side: 'home', playerOut: 'Á. Di María', playerIn: 'M. Acuña' });
    expect(
      events.every((event, index) => index === 0 || (events[index - 1]?.at ?? 0) <= event.at),
    ).toBe(true);
  });

  const ownGoal = (teamId: number, name: string) => ({
    time: { elapsed: 87, extra: null },
    team: { id: teamId, name },
    player: { name: 'X' },
    assist: { name: null },
    type: 'Goal',
    detail: 'Own Goal',
    comments: null,
  });
  const normalGoal = (teamId: number, name: string) => ({
    ...ownGoal(teamId, name),
    time: { elapsed: 10, extra: null },
    detail: 'Normal Goal',
  });

  it("credit an own goal to the event's team, even when the score has not caught up", () => {
    // Manchester United 1-0 Fulham as the fixture said; then Fulham were given an own goal.
    const fixture = byId(1208021);
    const { events } = mapApiFootballEvents(fixture, [
      normalGoal(33, 'Manchester United'),
      ownGoal(36, 'Fulham'),
    ]);
    expect(events.map((event) => event.type === 'goal' && [event.side, event.score])).toEqual([
      ['home', { home: 1, away: 0 }],
      ['away', { home: 1, away: 1 }],
    ]);
    // With no known score at all, the same reading.
    const unknown = { ...fixture, scoreKnown: false };
    expect(mapApiFootballEvents(unknown, [ownGoal(36, 'Fulham')]).events[0]).toMatchObject({
      side: 'away',
      kind: 'own_goal',
    });
  });

  it('read an own goal the other way only when that alone adds up to the score', () => {
    const fixture = byId(1208021); // 1-0 to the home side
    const { events } = mapApiFootballEvents(fixture, [ownGoal(36, 'Fulham')]);
    expect(events[0]).toMatchObject({ type: 'goal', side: 'home', kind: 'own_goal' });
  });
});

describe('API-Football standings', () => {
  it('map the table and agree with standings computed from the shipped results', () => {
    const { competitionId, tables } = mapApiFootballStandings(
      (sample('standings-39-2024.json') as { response: unknown[] }).response[0],
    );
    expect(competitionId).toBe('af-league-39-2024');
    const [table] = tables.map((entry) => entry.rows);
    expect(table?.[0]).toMatchObject({
      rank: 1,
      teamId: 'af-team-40',
      points: 84,
      goalDifference: 45,
      played: 38,
      form: ['D', 'L', 'D', 'L', 'W'],
    });

    const catalog = loadFixtureCatalog();
    const computed = computeStandings(
      finishedResults(catalog.matchesByCompetition.get('en.1-2024-25') ?? []),
      (id) => id,
    );
    const ours = new Map([
      ['af-team-40', 'liverpool-fc'],
      ['af-team-42', 'arsenal-fc'],
      ['af-team-50', 'manchester-city-fc'],
      ['af-team-49', 'chelsea-fc'],
      ['af-team-41', 'southampton-fc'],
    ]);
    for (const row of table ?? []) {
      const mine = computed.find((entry) => entry.teamId === ours.get(row.teamId));
      expect(mine).toMatchObject({
        rank: row.rank,
        points: row.points,
        goalDifference: row.goalDifference,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        form: row.form,
      });
    }
  });
});
