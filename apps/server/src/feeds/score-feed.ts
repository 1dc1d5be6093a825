import type {
  Competition,
  FixtureCatalog,
  MatchEvent,
  MatchState,
  Team,
} from './fixtures/feed-model';
import { loadFixtureCatalog } from './fixtures/fixture-catalog';
import {
  basketballOdds,
  BOOKMAKERS,
  footballOdds,
  teamRatings,
  type BasketballOdds,
  type FootballOdds,
} from './odds/odds-generator';
import {
  createFeedSimulator,
  DEFAULT_SIMULATED_COMPETITIONS,
  type FeedSimulator,
  type ScheduledMatch,
} from './simulator/feed-simulator';
import { systemClock, type Clock } from './simulator/simulator-clock';
import { finishedResults, type FinishedResult, type ProviderTable } from './standings/standings';
import type { ScoreFeedHealth } from '@tifo/contract';

export type { ScheduledMatch } from './simulator/feed-simulator';
export type { ScoreFeedHealth } from '@tifo/contract';
export type MatchOdds = FootballOdds | BasketballOdds;

/**
 * The one interface the match module and the feed loop read score data through. The simulator
 * implements it by default; a real provider adapter (API-Football style, see
 * `providers/api-football`) implements the same methods from its polled JSON.
 */
export interface ScoreFeed {
  readonly provider: string;
  /** The feed's clock: "now" for every list, state and push. */
  now(): number;
  /** Every competition the feed knows, the ones played live (`isLive`) and archived ones. */
  competitions(): Competition[];
  competition(id: string): Competition | undefined;
  /** Whether the competition's matches are played on the current calendar. */
  isLive(competitionId: string): boolean;
  team(id: string): Team | undefined;
  /** Teams of a competition (every team that has a fixture in it). */
  teamIds(competitionId: string): string[];
  /** Group → team ids for competitions with groups. */
  groups(competitionId: string): ReadonlyMap<string, readonly string[]>;
  match(id: string): ScheduledMatch | undefined;
  /** Matches kicking off in [from, to), in kick-off order. */
  matchesBetween(from: number, to: number): ScheduledMatch[];
  liveAt(time?: number): ScheduledMatch[];
  stateAt(id: string, time?: number): MatchState | null;
  /** Every event with `from < at <= to`, in time order. */
  eventsBetween(from: number, to: number): MatchEvent[];
  /**
   * Finished results of a competition: for a live one, those of its current replay finished by
   * `time`; for an archived one, the real results.
   */
  resultsUntil(competitionId: string, time?: number): FinishedResult[];
  /**
   * Every match of a live competition's current replay (the one `time` falls in), in kick-off
   * order; empty for an archived competition.
   */
  replayMatches(competitionId: string, time?: number): ScheduledMatch[];
  /** The round of a result's match ("Matchday 3", "League, Matchday 1"). */
  roundOf(matchId: string): string | null;
  /**
   * The provider's own tables (its ranks, points and deductions), when it keeps any for the
   * competition; otherwise standings are computed from the results.
   */
  providerStandings?(competitionId: string): readonly ProviderTable[] | null;
  /** A polled provider's round of requests now (tests drive polling with it). */
  refresh?(): Promise<void>;
  /** A fan opened the match: a polling provider reads its events if it never has. */
  noteInterest?(matchId: string): void;
  /** How each real provider's polling stands (requests spent, back-off, last successes). */
  health?(): ScoreFeedHealth[];
  /**
   * Lines of a bookmaker as a polling odds source saw them change, oldest first (the first is
   * the opening line). Without it, the index is sampled from `odds` at past states.
   */
  oddsHistory?(matchId: string, bookmakerId: number): readonly { at: number; odds: MatchOdds }[];
  /** Bookmakers of the odds source; none when the site has no odds source. */
  bookmakers(): readonly { id: number; name: string; name_zh: string; name_vi: string }[];
  /** Index data of one bookmaker for a match in a state (null state: the opening lines). */
  odds(matchId: string, bookmakerId: number, state: MatchState | null): MatchOdds | null;
}

let sharedCatalog: FixtureCatalog | null = null;

/** The shipped fixtures, read once per process (~1 MB of JSON) on first use. */
export function sharedFixtureCatalog(): FixtureCatalog {
  sharedCatalog ??= loadFixtureCatalog();
  return sharedCatalog;
}

const DAY_MS = 86_400_000;
const RATINGS_CACHE_LIMIT = 5_000;

export interface SimulatorScoreFeedOptions {
  seed?: number;
  clock?: Clock;
  catalog?: () => FixtureCatalog;
  competitionIds?: readonly string[];
}

/**
 * The simulator behind the ScoreFeed interface. The catalog and the simulator are built on
 * first use, so an app that never asks for match data does not pay for reading the fixtures.
 */
export function createSimulatorScoreFeed(options: SimulatorScoreFeedOptions = {}): ScoreFeed {
  const clock = options.clock ?? systemClock;
  const seed = options.seed ?? 1;
  const liveIds = new Set<string>(options.competitionIds ?? DEFAULT_SIMULATED_COMPETITIONS);
  let built: { catalog: FixtureCatalog; simulator: FeedSimulator } | null = null;
  const parts = () => {
    if (!built) {
      const catalog = (options.catalog ?? sharedFixtureCatalog)();
      built = {
        catalog,
        simulator: createFeedSimulator({ catalog, seed, clock, competitionIds: [...liveIds] }),
      };
    }
    return built;
  };
  const ratingsCache = new Map<string, Map<string, number>>();
  const teamIdsCache = new Map<string, string[]>();

  const resultsUntil = (competitionId: string, time: number = clock()): FinishedResult[] => {
    const { catalog, simulator } = parts();
    if (liveIds.has(competitionId)) return simulator.resultsUntil(competitionId, time);
    return finishedResults(catalog.matchesByCompetition.get(competitionId) ?? []);
  };

  /** Strength of each team from the season so far, as of the match's day. */
  const ratingsFor = (match: ScheduledMatch): Map<string, number> => {
    const key = `${match.competitionId}:${Math.floor(match.kickoff / DAY_MS)}`;
    let ratings = ratingsCache.get(key);
    if (!ratings) {
      ratings = teamRatings(resultsUntil(match.competitionId, match.kickoff));
      if (ratingsCache.size > RATINGS_CACHE_LIMIT) ratingsCache.clear();
      ratingsCache.set(key, ratings);
    }
    return ratings;
  };

  return {
    provider: 'simulator',
    now: clock,
    competitions: () => [...parts().catalog.competitions.values()],
    competition: (id) => parts().catalog.competitions.get(id),
    isLive: (competitionId) => liveIds.has(competitionId),
    team: (id) => parts().catalog.teams.get(id),
    teamIds(competitionId) {
      let ids = teamIdsCache.get(competitionId);
      if (!ids) {
        const set = new Set<string>();
        for (const match of parts().catalog.matchesByCompetition.get(competitionId) ?? []) {
          set.add(match.homeTeamId);
          set.add(match.awayTeamId);
        }
        ids = [...set];
        teamIdsCache.set(competitionId, ids);
      }
      return ids;
    },
    groups: (competitionId) => parts().catalog.groups.get(competitionId) ?? new Map(),
    match: (id) => parts().simulator.match(id),
    matchesBetween: (from, to) => parts().simulator.matchesBetween(from, to),
    liveAt: (time) => parts().simulator.liveAt(time),
    stateAt: (id, time) => parts().simulator.stateAt(id, time),
    eventsBetween: (from, to) => parts().simulator.eventsBetween(from, to),
    resultsUntil,
    replayMatches: (competitionId, time) => parts().simulator.replayMatches(competitionId, time),
    roundOf(matchId) {
      const { catalog, simulator } = parts();
      return simulator.match(matchId)?.round ?? catalog.matchById.get(matchId)?.round ?? null;
    },
    bookmakers: () => BOOKMAKERS,
    odds(matchId, bookmakerId, state) {
      const match = parts().simulator.match(matchId);
      const book = BOOKMAKERS.find((entry) => entry.id === bookmakerId);
      if (!match || !book) return null;
      const all = ratingsFor(match);
      const ratings = {
        home: all.get(match.homeTeamId) ?? 0,
        away: all.get(match.awayTeamId) ?? 0,
      };
      const input = { matchId, bookmakerId: book.id, seed, ratings };
      if (match.sport === 'football') {
        return footballOdds({ ...input, state: state?.sport === 'football' ? state : null });
      }
      return basketballOdds({ ...input, state: state?.sport === 'basketball' ? state : null });
    },
  };
}
