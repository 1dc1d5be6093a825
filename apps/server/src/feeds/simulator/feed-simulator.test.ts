import { beforeAll, describe, expect, it } from 'vitest';
import type { FixtureCatalog, FootballStatus, MatchState } from '../fixtures/feed-model';
import { loadFixtureCatalog } from '../fixtures/fixture-catalog';
import { buildBasketballScript } from './basketball-script';
import {
  createFeedSimulator,
  DEFAULT_SIMULATED_COMPETITIONS,
  MAX_MATCH_MS,
} from './feed-simulator';
import { buildFootballScript, MINUTE_MS, shootoutSequence } from './football-script';
import { footballStateAt } from './match-state';
import { createRandom, hashSeed } from './seeded-random';
import { REPLAY_PLACEMENTS } from './replay-placement';
import { localWallClock, movedWallClock, UNMOVED } from './season-calendar';
import { acceleratedClock, manualClock } from './simulator-clock';

const DAY_MS = 86_400_000;
// Saturday 2026-03-14 12:00 UTC: a busy league weekend in most replays.
const SATURDAY = Date.UTC(2026, 2, 14, 12);

let catalog: FixtureCatalog;
beforeAll(() => {
  catalog = loadFixtureCatalog();
});

const FOOTBALL_ORDER: FootballStatus[] = [
  'not_started',
  'first_half',
  'half_time',
  'second_half',
  'break_time',
  'extra_time',
  'penalties',
  'finished',
];

function progress(state: MatchState): number {
  if (state.sport === 'football') {
    // break_time and extra_time alternate; the period keeps the order strictly forward.
    return state.period * 10 + FOOTBALL_ORDER.indexOf(state.status);
  }
  return state.status === 'finished' ? 1000 : state.period * 10 + (state.clock ? 0 : 5);
}

describe('seeded random', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect(c.next()).not.toBe(first[0]);
    expect(hashSeed('x', 1)).toBe(hashSeed('x', 1));
    expect(hashSeed('x', 1)).not.toBe(hashSeed('x', 2));
  });
});

describe('football script', () => {
  it('plays every 2024-25 Premier League match to its real half-time and final score', () => {
    for (const match of catalog.matchesByCompetition.get('en.1-2024-25') ?? []) {
      if (match.sport !== 'football' || !match.result) throw new Error('expected results');
      const script = buildFootballScript(match.id, match.kickoff, match.result, hashSeed(match.id));
      const final = footballStateAt(script, script.end);
      expect(final.status).toBe('finished');
      expect(final.score).toEqual(match.result.fullTime);
      if (match.result.halfTime) expect(final.halfTime).toEqual(match.result.halfTime);
      expect(footballStateAt(script, script.end - 1).status).toBe('second_half');
    }
  });

  it('plays real goal minutes, extra time and the shoot-out of the 2022 final', () => {
    const final = (catalog.matchesByCompetition.get('worldcup-2022') ?? []).at(-1);
    if (final?.sport !== 'football' || !final.result) throw new Error('no final');
    const script = buildFootballScript(final.id, final.kickoff, final.result, 7);
    const goals = script.events.filter((event) => event.type === 'goal');
    expect(goals.map((goal) => [goal.clock.minute, goal.player])).toEqual([
      [23, 'Lionel Messi'],
      [36, 'Ángel Di María'],
      [80, 'Kylian Mbappé'],
      [81, 'Kylian Mbappé'],
      [108, 'Lionel Messi'],
      [118, 'Kylian Mbappé'],
    ]);
    const end = footballStateAt(script, script.end);
    expect(end).toMatchObject({
      status: 'finished',
      score: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
      finishedAs: 'penalties',
      halfTime: { home: 2, away: 0 },
    });
    const statuses = script.events
      .filter((event) => event.type === 'status')
      .map((event) => event.status);
    expect(statuses).toEqual([
      'first_half',
      'half_time',
      'second_half',
      'break_time',
      'extra_time',
      'break_time',
      'extra_time',
      'break_time',
      'penalties',
      'finished',
    ]);
  });

  it('gives the clock right at period boundaries', () => {
    const match = catalog.matchById.get('en.1-2024-25-001');
    if (match?.sport !== 'football') throw new Error('missing match');
    const script = buildFootballScript(match.id, match.kickoff, match.result, 1);
    const at = (offset: number) => footballStateAt(script, match.kickoff + offset);
    expect(footballStateAt(script, match.kickoff - 1)).toMatchObject({
      status: 'not_started',
      clock: null,
    });
    expect(at(0)).toMatchObject({
      status: 'first_half',
      period: 1,
      clock: { minute: 1, stoppage: 0 },
    });
    expect(at(45 * MINUTE_MS - 1).clock).toEqual({ minute: 45, stoppage: 0 });
    expect(at(45 * MINUTE_MS).clock).toEqual({ minute: 45, stoppage: 1 });
    const halfTime = script.phases.find((phase) => phase.status === 'half_time');
    const second = script.phases.find((phase) => phase.status === 'second_half');
    if (!halfTime || !second) throw new Error('phases');
    expect(footballStateAt(script, halfTime.start)).toMatchObject({
      status: 'half_time',
      clock: null,
    });
    expect(halfTime.end - halfTime.start).toBe(15 * MINUTE_MS);
    expect(footballStateAt(script, second.start).clock).toEqual({ minute: 46, stoppage: 0 });
    expect(footballStateAt(script, second.start + 45 * MINUTE_MS).clock).toEqual({
      minute: 90,
      stoppage: 1,
    });
    expect(footballStateAt(script, script.end)).toMatchObject({ status: 'finished', clock: null });
  });

  it('builds only valid shoot-outs', () => {
    const random = createRandom(5);
    for (const [home, away] of [
      [4, 2],
      [3, 0],
      [5, 4],
      [1, 4],
      [7, 6],
      [2, 4],
    ] as const) {
      for (const first of ['home', 'away'] as const) {
        const kicks = shootoutSequence({ home, away }, first, random);
        expect(kicks.filter((kick) => kick.side === 'home' && kick.scored)).toHaveLength(home);
        expect(kicks.filter((kick) => kick.side === 'away' && kick.scored)).toHaveLength(away);
        expect(kicks[0]?.side).toBe(first);
      }
    }
  });
});

describe('basketball script', () => {
  it('plays every NBA playoff game to its real final with quarters and overtimes', () => {
    for (const match of catalog.matchesByCompetition.get('nba-2023-24-playoffs') ?? []) {
      if (match.sport !== 'basketball' || !match.result) throw new Error('expected results');
      const { periods, final } = match.result;
      expect(periods.reduce((sum, period) => sum + period.home, 0)).toBe(final.home);
      expect(periods.reduce((sum, period) => sum + period.away, 0)).toBe(final.away);
      for (const period of periods) expect(Math.min(period.home, period.away)).toBeGreaterThan(0);
      if (periods.length > 4) {
        const regulation = periods.slice(0, 4);
        expect(regulation.reduce((s, p) => s + p.home, 0)).toBe(
          regulation.reduce((s, p) => s + p.away, 0),
        );
      }
      const script = buildBasketballScript(
        match.id,
        match.kickoff,
        match.result,
        hashSeed(match.id),
      );
      const last = script.events.at(-1);
      expect(last).toMatchObject({ type: 'status', status: 'finished' });
      const baskets = script.events.filter((event) => event.type === 'basket');
      expect(baskets.at(-1)?.type === 'basket' && baskets.at(-1)?.score).toEqual(final);
    }
  });
});

describe('feed simulator', () => {
  it('lays seasons onto the calendar: finished, live and upcoming matches on a match day', () => {
    const simulator = createFeedSimulator({
      catalog,
      seed: 1,
      clock: manualClock(SATURDAY + 3 * 3600_000),
    });
    const now = simulator.now();
    const day = simulator.matchesBetween(SATURDAY - 12 * 3600_000, SATURDAY + 12 * 3600_000);
    const states = day.map((match) => simulator.stateAt(match.id, now));
    expect(states.some((state) => state?.status === 'finished')).toBe(true);
    expect(states.some((state) => state?.status === 'not_started')).toBe(true);
    expect(simulator.liveAt(now).length).toBeGreaterThan(0);
    for (const live of simulator.liveAt(now)) {
      expect(['finished', 'not_started', 'postponed']).not.toContain(
        simulator.stateAt(live.id)?.status,
      );
    }
  });

  it('has matches on every day of a four-week window and keeps weekday and local time', () => {
    const simulator = createFeedSimulator({ catalog, seed: 1 });
    for (let day = 0; day < 28; day += 1) {
      const from = SATURDAY + day * DAY_MS;
      expect(simulator.matchesBetween(from, from + DAY_MS).length).toBeGreaterThan(0);
    }
    const week = simulator.matchesBetween(SATURDAY, SATURDAY + 7 * DAY_MS);
    for (const match of week) {
      const source = catalog.matchById.get(match.sourceMatchId);
      if (!source) throw new Error('no source');
      // The source's kick-off on its own local calendar, moved as the competition's placement
      // says (most majors not at all), is the replay's: same weekday, same local time.
      const expected = movedWallClock(
        localWallClock(source),
        REPLAY_PLACEMENTS[source.competitionId] ?? UNMOVED,
      );
      const actual = localWallClock({ ...source, kickoff: match.kickoff });
      expect(Math.abs((actual.day - expected.day) % 7)).toBe(0);
      expect(actual.minuteOfDay).toBe(expected.minuteOfDay);
    }
  });

  it('is deterministic for a seed and still plays real finals with another seed', () => {
    const from = SATURDAY;
    const to = SATURDAY + DAY_MS;
    const a = createFeedSimulator({ catalog, seed: 11 }).eventsBetween(from, to);
    const b = createFeedSimulator({ catalog, seed: 11 }).eventsBetween(from, to);
    const c = createFeedSimulator({ catalog, seed: 12 });
    expect(a.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    const other = c.eventsBetween(from, to);
    expect(other).not.toEqual(a);
    for (const match of c.matchesBetween(from, to)) {
      const source = catalog.matchById.get(match.sourceMatchId);
      const script = c.script(match.id);
      if (!script || !source?.result) continue;
      const final = c.stateAt(match.id, script.end);
      const real =
        source.sport === 'football'
          ? (source.result.extraTime ?? source.result.fullTime)
          : source.result.final;
      expect(final?.score).toEqual(real);
      expect(c.finalScore(match.id)).toEqual(real);
    }
  });

  it('plays every match of a whole replayed season to its real final', () => {
    const simulator = createFeedSimulator({
      catalog,
      seed: 3,
      competitionIds: ['uefa.cl-2024-25'],
    });
    const source = catalog.matchesByCompetition.get('uefa.cl-2024-25') ?? [];
    const season = simulator.matchesBetween(SATURDAY - 400 * DAY_MS, SATURDAY + 400 * DAY_MS);
    // The window's first and last replays are cut off; the middle one is whole.
    const middle = season[Math.floor(season.length / 2)]?.cycle;
    const oneCycle = season.filter((match) => match.cycle === middle);
    expect(oneCycle).toHaveLength(source.length);
    for (const match of oneCycle) {
      const real = catalog.matchById.get(match.sourceMatchId);
      const script = simulator.script(match.id);
      if (real?.sport !== 'football' || !real.result || !script || script.sport !== 'football')
        throw new Error(match.id);
      const end = footballStateAt(script, script.end);
      expect(end.score).toEqual(real.result.extraTime ?? real.result.fullTime);
      expect(end.penalties).toEqual(real.result.penalties);
    }
  });

  it('moves statuses only forward and emits each event once across polls', () => {
    const clock = manualClock(SATURDAY);
    const simulator = createFeedSimulator({ catalog, seed: 2, clock });
    const matches = simulator.matchesBetween(SATURDAY, SATURDAY + DAY_MS);
    const last = new Map<string, number>();
    const seen = new Set<string>();
    let previous = SATURDAY;
    for (let step = 0; step < 24 * 60; step += 1) {
      clock.advance(MINUTE_MS);
      const now = clock();
      for (const event of simulator.eventsBetween(previous, now)) {
        expect(seen.has(event.id)).toBe(false);
        seen.add(event.id);
      }
      previous = now;
      if (step % 7 === 0) {
        for (const match of matches) {
          const state = simulator.stateAt(match.id, now);
          if (!state) continue;
          const value = progress(state);
          expect(value).toBeGreaterThanOrEqual(last.get(match.id) ?? 0);
          last.set(match.id, value);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(300);
  });

  it('shows a postponed match as postponed all along', () => {
    const simulator = createFeedSimulator({ catalog, seed: 1, competitionIds: ['cn.1-2025'] });
    const all = simulator.matchesBetween(SATURDAY - 300 * DAY_MS, SATURDAY + 300 * DAY_MS);
    const postponed = all.find((match) => match.sourceStatus === 'postponed');
    expect(postponed).toBeDefined();
    if (!postponed) return;
    expect(simulator.stateAt(postponed.id, postponed.kickoff - 1)?.status).toBe('postponed');
    expect(simulator.stateAt(postponed.id, postponed.kickoff + MAX_MATCH_MS)?.status).toBe(
      'postponed',
    );
    expect(simulator.liveAt(postponed.kickoff + 1).some((match) => match.id === postponed.id)).toBe(
      false,
    );
    // Matches the source has no result for get a seeded one, flagged as such.
    const synthetic = all.find((match) => match.resultKind === 'synthetic');
    expect(synthetic && simulator.script(synthetic.id)?.sport === 'football').toBe(true);
  });

  it('finds a match again by id, and computes the replayed table from finished matches', () => {
    const simulator = createFeedSimulator({ catalog, seed: 1 });
    const [first] = simulator.matchesBetween(SATURDAY, SATURDAY + DAY_MS);
    if (!first) throw new Error('no match');
    const fresh = createFeedSimulator({ catalog, seed: 1 });
    expect(fresh.match(first.id)).toEqual(first);
    const results = simulator.resultsUntil('en.1-2024-25', SATURDAY);
    for (const result of results) expect(result.kickoff).toBeLessThan(SATURDAY);
  });

  it('runs accelerated: a whole match in nine minutes at speed 10', () => {
    let real = 0;
    const clock = acceleratedClock({ simulatedStart: SATURDAY, speed: 10, realNow: () => real });
    expect(clock()).toBe(SATURDAY);
    real = 9 * MINUTE_MS;
    expect(clock()).toBe(SATURDAY + 90 * MINUTE_MS);
    expect(() => acceleratedClock({ simulatedStart: 0, speed: 0 })).toThrow();
  });

  it('simulates a whole day of every competition in well under 100 ms', () => {
    const started = performance.now();
    const simulator = createFeedSimulator({
      catalog,
      seed: 9,
      competitionIds: DEFAULT_SIMULATED_COMPETITIONS,
    });
    const day = simulator.matchesBetween(SATURDAY, SATURDAY + DAY_MS);
    for (const match of day) simulator.stateAt(match.id, SATURDAY + DAY_MS);
    simulator.liveAt(SATURDAY + 15 * 3600_000);
    const elapsed = performance.now() - started;
    expect(day.length).toBeGreaterThan(10);
    expect(elapsed).toBeLessThan(100);
  });
});
