import type {
  BasketballResult,
  FixtureCatalog,
  Match,
  MatchEvent,
  MatchState,
  Score,
  SourceStatus,
  Sport,
} from '../fixtures/feed-model';
import { derivePeriods } from '../fixtures/nba-loader';
import type { FinishedResult } from '../standings/standings';
import { buildBasketballScript } from './basketball-script';
import { buildFootballScript, syntheticFootballResult } from './football-script';
import {
  basketballStateAt,
  footballStateAt,
  scriptEventsBetween,
  type MatchScript,
} from './match-state';
import {
  buildCompetitionCalendar,
  cyclesBetween,
  placedBetweenDays,
  shiftDays,
  UNMOVED,
  type CompetitionCalendar,
  type ReplayPlacement,
} from './season-calendar';
import { REPLAY_PLACEMENTS } from './replay-placement';
import { createRandom, hashSeed } from './seeded-random';
import { systemClock, type Clock } from './simulator-clock';

const DAY_MS = 86_400_000;
/**
 * Longest a match can take from kick-off to the end: football with long stoppage times, extra
 * time and a long shoot-out stays under 4 h, basketball with three overtimes likewise.
 */
export const MAX_MATCH_MS = 4.5 * 60 * 60_000;
/** Scripts are cached; a long-running server visits a few hundred matches a day. */
const SCRIPT_CACHE_LIMIT = 20_000;

/**
 * Competitions played by default. One season per competition at a time: two Premier League
 * seasons at once would have Arsenal play twice a weekend. 2024-25 is complete (real results
 * throughout); the World Cup 2026 file is newer than 2022's.
 */
export const DEFAULT_SIMULATED_COMPETITIONS = [
  'en.1-2024-25',
  'de.1-2024-25',
  'es.1-2024-25',
  'it.1-2024-25',
  'fr.1-2024-25',
  'uefa.cl-2024-25',
  'cn.1-2025',
  'en.2-2024-25',
  'nl.1-2024-25',
  'pt.1-2024-25',
  'tr.1-2024-25',
  'en.3-2024-25',
  'en.4-2024-25',
  'de.2-2024-25',
  'es.2-2024-25',
  'it.2-2024-25',
  'fr.2-2024-25',
  'sco.1-2024-25',
  'be.1-2024-25',
  'at.1-2024-25',
  'gr.1-2024-25',
  'eg.1-2024-25',
  'ma.1-2024-25',
  'dz.1-2024-25',
  'jp.1-2025',
  'au.1-2024-25',
  'mls-2025',
  'mx.1-2024-25',
  'br.1-2025',
  'br.2-2025',
  'ar.1-2025',
  'co.1-2025',
  'worldcup-2026',
  'nba-2023-24-playoffs',
] as const;

/** A source match placed on the current calendar (one replay, `cycle`, of its season). */
export interface ScheduledMatch {
  /** `<source match id>-c<cycle>`: stable for as long as this replay exists. */
  id: string;
  sourceMatchId: string;
  cycle: number;
  sport: Sport;
  competitionId: string;
  round: string;
  group: string | null;
  homeTeamId: string;
  awayTeamId: string;
  venue: string | null;
  kickoff: number;
  sourceStatus: SourceStatus;
  /** `real`: plays the source's result; `synthetic`: a seeded one (source has none); null: not played. */
  resultKind: 'real' | 'synthetic' | null;
}

export interface FeedSimulatorOptions {
  catalog: FixtureCatalog;
  /** Same seed → same events on every run and every instance. */
  seed?: number;
  clock?: Clock;
  competitionIds?: readonly string[];
  /** Where each competition's replay sits in the week (default: `REPLAY_PLACEMENTS`). */
  placements?: Readonly<Record<string, ReplayPlacement>>;
}

export interface FeedSimulator {
  readonly seed: number;
  now(): number;
  /** Matches kicking off in [from, to), in kick-off order. */
  matchesBetween(from: number, to: number): ScheduledMatch[];
  /** Matches in play at `time` (kicked off, not finished; postponed ones never are). */
  liveAt(time?: number): ScheduledMatch[];
  match(id: string): ScheduledMatch | undefined;
  script(id: string): MatchScript | null;
  stateAt(id: string, time?: number): MatchState | null;
  /** Every event with `from < at <= to`, all matches, in time order. */
  eventsBetween(from: number, to: number): MatchEvent[];
  /** The final score the match has (or will have): the real one when the source has it. */
  finalScore(id: string): Score | null;
  /** Results of a competition's replay that contains `time`, for matches finished by then. */
  resultsUntil(competitionId: string, time?: number): FinishedResult[];
  /** Every match of the competition's replay that contains `time`, in kick-off order. */
  replayMatches(competitionId: string, time?: number): ScheduledMatch[];
}

const CYCLE_ID = /^(.*)-c(-?\d+)$/;

export function createFeedSimulator(options: FeedSimulatorOptions): FeedSimulator {
  const { catalog } = options;
  const seed = options.seed ?? 1;
  const clock = options.clock ?? systemClock;
  const placements = options.placements ?? REPLAY_PLACEMENTS;
  const calendars = new Map<string, CompetitionCalendar>();
  for (const competitionId of options.competitionIds ?? DEFAULT_SIMULATED_COMPETITIONS) {
    const matches = catalog.matchesByCompetition.get(competitionId);
    if (!matches) throw new Error(`Unknown competition "${competitionId}"`);
    calendars.set(
      competitionId,
      buildCompetitionCalendar(competitionId, matches, placements[competitionId] ?? UNMOVED),
    );
  }
  const scheduled = new Map<string, ScheduledMatch>();
  const scripts = new Map<string, MatchScript>();

  const schedule = (match: Match, cycle: number, kickoff: number): ScheduledMatch => {
    const id = `${match.id}-c${cycle}`;
    let entry = scheduled.get(id);
    if (!entry) {
      const playable = match.sourceStatus !== 'postponed' && match.sourceStatus !== 'cancelled';
      entry = {
        id,
        sourceMatchId: match.id,
        cycle,
        sport: match.sport,
        competitionId: match.competitionId,
        round: match.round,
        group: match.group,
        homeTeamId: match.homeTeamId,
        awayTeamId: match.awayTeamId,
        venue: match.venue,
        kickoff,
        sourceStatus: match.sourceStatus,
        resultKind: !playable ? null : match.result ? 'real' : 'synthetic',
      };
      if (scheduled.size > SCRIPT_CACHE_LIMIT) scheduled.clear();
      scheduled.set(id, entry);
    }
    return entry;
  };

  const matchesBetween = (from: number, to: number): ScheduledMatch[] => {
    const found: ScheduledMatch[] = [];
    const fromDay = Math.floor(from / DAY_MS) - 1;
    const toDay = Math.floor(to / DAY_MS) + 1;
    for (const calendar of calendars.values()) {
      for (const cycle of cyclesBetween(calendar, from, to)) {
        for (const placed of placedBetweenDays(calendar, cycle, fromDay, toDay)) {
          if (placed.kickoff >= from && placed.kickoff < to) {
            found.push(schedule(placed.match, cycle, placed.kickoff));
          }
        }
      }
    }
    return found.sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id));
  };

  const lookup = (id: string): ScheduledMatch | undefined => {
    const known = scheduled.get(id);
    if (known) return known;
    const parts = CYCLE_ID.exec(id);
    const source = parts?.[1] ? catalog.matchById.get(parts[1]) : undefined;
    const calendar = source ? calendars.get(source.competitionId) : undefined;
    if (!source || !calendar || !parts) return undefined;
    const cycle = Number(parts[2]);
    const entry = calendar.placed.find((placed) => placed.match.id === source.id);
    if (!entry) return undefined;
    const day = entry.wall.day + shiftDays(calendar, cycle);
    const [placed] = placedBetweenDays(calendar, cycle, day, day).filter(
      (candidate) => candidate.match.id === source.id,
    );
    return placed ? schedule(source, cycle, placed.kickoff) : undefined;
  };

  const matchSeed = (match: ScheduledMatch): number =>
    hashSeed(seed, match.sourceMatchId, match.cycle);

  const scriptOf = (match: ScheduledMatch): MatchScript | null => {
    if (match.resultKind === null) return null;
    let script = scripts.get(match.id);
    if (script) return script;
    const source = catalog.matchById.get(match.sourceMatchId);
    if (!source) return null;
    if (source.sport === 'football') {
      script = buildFootballScript(match.id, match.kickoff, source.result, matchSeed(match));
    } else {
      script = buildBasketballScript(
        match.id,
        match.kickoff,
        source.result ?? syntheticBasketballResult(matchSeed(match)),
        matchSeed(match),
      );
    }
    if (scripts.size > SCRIPT_CACHE_LIMIT) scripts.clear();
    scripts.set(match.id, script);
    return script;
  };

  const stateAt = (id: string, time: number = clock()): MatchState | null => {
    const match = lookup(id);
    if (!match) return null;
    const script = scriptOf(match);
    if (!script) {
      const status = match.sourceStatus === 'cancelled' ? 'cancelled' : 'postponed';
      return match.sport === 'football'
        ? {
            sport: 'football',
            matchId: id,
            status,
            period: 0,
            clock: null,
            score: { home: 0, away: 0 },
            halfTime: null,
            penalties: null,
            finishedAs: null,
            cards: { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } },
            corners: { home: 0, away: 0 },
            events: [],
          }
        : {
            sport: 'basketball',
            matchId: id,
            status,
            period: 0,
            clock: null,
            score: { home: 0, away: 0 },
            periods: [],
            events: [],
          };
    }
    return script.sport === 'football'
      ? footballStateAt(script, time)
      : basketballStateAt(script, time);
  };

  const finalScore = (id: string): Score | null => {
    const match = lookup(id);
    if (!match || match.resultKind === null) return null;
    const source = catalog.matchById.get(match.sourceMatchId);
    if (source?.sport === 'football') {
      // The synthetic result is the first thing drawn from the match's seed, as in the script.
      const result = source.result ?? syntheticFootballResult(createRandom(matchSeed(match)));
      return result.extraTime ?? result.fullTime;
    }
    if (source?.sport === 'basketball') {
      return (source.result ?? syntheticBasketballResult(matchSeed(match))).final;
    }
    return null;
  };

  return {
    seed,
    now: clock,
    matchesBetween,
    liveAt(time = clock()) {
      return matchesBetween(time - MAX_MATCH_MS, time + 1).filter((match) => {
        const script = scriptOf(match);
        return script !== null && script.kickoff <= time && time < script.end;
      });
    },
    match: lookup,
    script(id) {
      const match = lookup(id);
      return match ? scriptOf(match) : null;
    },
    stateAt,
    eventsBetween(from, to) {
      const events: MatchEvent[] = [];
      for (const match of matchesBetween(from - MAX_MATCH_MS, to + 1)) {
        const script = scriptOf(match);
        if (script && script.end >= from) events.push(...scriptEventsBetween(script, from, to));
      }
      return events.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    },
    finalScore,
    replayMatches(competitionId, time = clock()) {
      const calendar = calendars.get(competitionId);
      if (!calendar) return [];
      const cycle = replayCycle(calendar, time);
      const shift = shiftDays(calendar, cycle);
      return placedBetweenDays(calendar, cycle, calendar.firstDay + shift, calendar.lastDay + shift)
        .map((placed) => schedule(placed.match, cycle, placed.kickoff))
        .sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id));
    },
    resultsUntil(competitionId, time = clock()) {
      const calendar = calendars.get(competitionId);
      if (!calendar) return [];
      const start = calendar.firstDay + calendar.baseShiftDays;
      const cycle = replayCycle(calendar, time);
      const cycleStart = (start + cycle * calendar.cycleDays - 1) * DAY_MS;
      const results: FinishedResult[] = [];
      for (const match of matchesBetween(cycleStart, time)) {
        if (match.cycle !== cycle || match.competitionId !== competitionId) continue;
        // Only build a script when the match might still be running.
        if (match.kickoff + MAX_MATCH_MS > time) {
          const script = scriptOf(match);
          if (!script || script.end > time) continue;
        }
        const score = finalScore(match.id);
        if (!score) continue;
        results.push({
          matchId: match.id,
          competitionId,
          group: match.group,
          homeTeamId: match.homeTeamId,
          awayTeamId: match.awayTeamId,
          kickoff: match.kickoff,
          score,
        });
      }
      return results;
    },
  };
}

/** The replay (cycle) whose days, its closing gap included, contain `time`. */
function replayCycle(calendar: CompetitionCalendar, time: number): number {
  const start = calendar.firstDay + calendar.baseShiftDays;
  return Math.floor((Math.floor(time / DAY_MS) - start) / calendar.cycleDays);
}

function syntheticBasketballResult(seed: number): BasketballResult {
  const random = createRandom(seed);
  const home = random.int(96, 124);
  let away = random.int(94, 122);
  if (away === home) away -= 1;
  const final = { home, away };
  const split = derivePeriods(final, 0, seed);
  return {
    final,
    periods: split.home.map((points, index) => ({ home: points, away: split.away[index] ?? 0 })),
    periodsDerived: true,
  };
}
