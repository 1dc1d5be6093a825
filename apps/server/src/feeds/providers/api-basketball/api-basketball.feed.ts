import { z } from 'zod';
import { isInPlay, type Competition, type Team } from '../../fixtures/feed-model';
import type { ScheduledMatch, ScoreFeed, ScoreFeedHealth } from '../../score-feed';
import { systemClock, type Clock } from '../../simulator/simulator-clock';
import { finishedResults, type ProviderTable } from '../../standings/standings';
import type { FetchJson } from '../api-football/api-football.fetcher';
import { apiFootballEnvelope } from '../api-football/api-football.mapper';
import { byKickoff } from '../api-football/fixture-store';
import { planPolling, type PollPlan } from '../api-football/poll-plan';
import type { RequestPriority } from '../api-football/request-budget';
import { RequestRunner, type PolledRequest } from '../api-football/request-runner';
import { apiBasketballIds, mapApiBasketballGame, type MappedGame } from './api-basketball.mapper';
import { mapApiBasketballStandings } from './api-basketball.standings';

export const API_BASKETBALL_BASE_URL = 'https://v1.basketball.api-sports.io';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TICK_MS = 5_000;
/** A game not started this long after its tip-off is not looked for in play any more. */
const LATEST_LIVE_AFTER_TIPOFF_MS = 4 * HOUR_MS;

export interface ApiBasketballLeague {
  id: number;
  /** API-Basketball names seasons "2025-2026" (or "2025" for a calendar-year league). */
  season: string;
}

export interface ApiBasketballScoreFeedOptions {
  fetchJson: FetchJson;
  leagues: readonly ApiBasketballLeague[];
  clock?: Clock;
  dailyLimit?: number;
  perMinute?: number;
  onError?: (error: unknown) => void;
}

export type ApiBasketballScoreFeed = ScoreFeed & {
  refresh(): Promise<void>;
  start(): void;
  stop(): void;
  noteQuota(quota: { dailyRemaining: number | null }): void;
  health(): ScoreFeedHealth[];
  readonly plan: PollPlan;
};

const listEnvelope = apiFootballEnvelope(z.unknown());
const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * API-Basketball v1 behind the ScoreFeed interface, polled like API-Football (same vendor,
 * same key header, same limits and back-off, `RequestRunner`): `games?date=` of today (every
 * league at once; as often as live polling while a followed game is or may be in play),
 * yesterday and tomorrow; per league the whole season once a day and the standings once a day
 * and after a game of it finished. No odds: basketball matches have no index.
 */
export function createApiBasketballScoreFeed(
  options: ApiBasketballScoreFeedOptions,
): ApiBasketballScoreFeed {
  const clock = options.clock ?? systemClock;
  const leagues = [...options.leagues];
  const competitionIdOf = (league: ApiBasketballLeague) =>
    apiBasketballIds.competition(league.id, league.season);
  const followed = new Set(leagues.map(competitionIdOf));
  const dailyLimit = options.dailyLimit ?? 7_500;
  const plan = planPolling({ dailyLimit, leagueCount: leagues.length });
  const runner = new RequestRunner({
    provider: 'API-Basketball',
    fetchJson: options.fetchJson,
    clock,
    dailyLimit,
    perMinute: options.perMinute ?? 300,
    competitionIds: [...followed],
  });
  const competitions = new Map<string, Competition>();
  const teams = new Map<string, Team>();
  const games = new Map<string, MappedGame>();
  const tables = new Map<string, ProviderTable[]>();
  /** Competition → when one of its games finished and its table was not read since. */
  const standingsDue = new Map<string, number>();

  const keep = (body: unknown, pollTime: number, problems: string[]): void => {
    for (const item of listEnvelope.parse(body).response) {
      let game: MappedGame;
      try {
        game = mapApiBasketballGame(item);
      } catch (error) {
        problems.push(`a game could not be read: ${String(error).slice(0, 120)}`);
        continue;
      }
      if (!followed.has(game.match.competitionId)) continue;
      const previous = games.get(game.match.id);
      const state =
        !game.scoreKnown && previous && game.state.status !== 'not_started'
          ? { ...game.state, score: previous.state.score, periods: previous.state.periods }
          : game.state;
      if (state.status === 'finished' && previous && previous.state.status !== 'finished') {
        standingsDue.set(game.match.competitionId, pollTime);
      }
      competitions.set(game.competition.id, game.competition);
      teams.set(game.home.id, game.home);
      teams.set(game.away.id, game.away);
      games.set(game.match.id, { ...game, state });
    }
  };

  const requests = (now: number, problems: string[]): PolledRequest[] => {
    const list: PolledRequest[] = [];
    const gamesOf = (
      key: string,
      priority: RequestPriority,
      query: Record<string, string>,
      covers: string[],
    ) =>
      list.push({
        key,
        priority,
        order: 0,
        path: '/games',
        query,
        covers,
        apply: (body, pollTime) => keep(body, pollTime, problems),
      });
    const maybeInPlay = [...games.values()].some(
      (game) =>
        isInPlay(game.state.status) ||
        (game.state.status === 'not_started' &&
          game.match.kickoff <= now + plan.liveMs &&
          game.match.kickoff > now - LATEST_LIVE_AFTER_TIPOFF_MS),
    );
    const today = utcDay(now);
    if (due(`date:${today}`, maybeInPlay ? plan.liveMs : plan.todayMs, now)) {
      gamesOf(`date:${today}`, maybeInPlay ? 'live' : 'today', { date: today }, [...followed]);
    }
    for (const time of [now - DAY_MS, now + DAY_MS]) {
      const date = utcDay(time);
      if (due(`date:${date}`, plan.aroundMs, now)) {
        gamesOf(`date:${date}`, 'background', { date }, [...followed]);
      }
    }
    for (const league of leagues) {
      const id = competitionIdOf(league);
      const season = { league: String(league.id), season: league.season };
      if (due(`season:${id}`, plan.seasonMs, now))
        gamesOf(`season:${id}`, 'background', season, [id]);
      const finishedAt = standingsDue.get(id);
      const afterFinish =
        finishedAt !== undefined &&
        now - finishedAt >= plan.standingsAfterFinishMs &&
        due(`standings:${id}`, plan.standingsAfterFinishMs, now);
      if (afterFinish || due(`standings:${id}`, plan.standingsIdleMs, now)) {
        list.push({
          key: `standings:${id}`,
          priority: afterFinish ? 'today' : 'background',
          order: 1,
          path: '/standings',
          query: season,
          covers: [id],
          apply: (body, pollTime) => {
            if ((standingsDue.get(id) ?? Infinity) <= pollTime) standingsDue.delete(id);
            const mapped = mapApiBasketballStandings(body);
            if (mapped.tables.length > 0) tables.set(id, mapped.tables);
            for (const team of mapped.teams) if (!teams.has(team.id)) teams.set(team.id, team);
          },
        });
      }
    }
    return list;
  };
  const due = (key: string, everyMs: number, now: number) => runner.due(key, everyMs, now);

  const scheduled = (game: MappedGame): ScheduledMatch => ({
    id: game.match.id,
    sourceMatchId: game.match.id,
    cycle: 0,
    sport: 'basketball',
    competitionId: game.match.competitionId,
    round: game.match.round,
    group: null,
    homeTeamId: game.match.homeTeamId,
    awayTeamId: game.match.awayTeamId,
    venue: game.match.venue,
    kickoff: game.match.kickoff,
    sourceStatus: game.match.sourceStatus,
    resultKind: game.match.result ? 'real' : null,
  });
  const all = () => [...games.values()];

  return {
    provider: 'api-basketball',
    plan,
    now: clock,
    competitions: () => [...competitions.values()],
    competition: (id) => competitions.get(id),
    isLive: (competitionId) => followed.has(competitionId),
    team: (id) => teams.get(id),
    teamIds(competitionId) {
      const ids = new Set<string>();
      for (const table of tables.get(competitionId) ?? [])
        for (const row of table.rows) ids.add(row.teamId);
      for (const game of all()) {
        if (game.match.competitionId !== competitionId) continue;
        ids.add(game.match.homeTeamId);
        ids.add(game.match.awayTeamId);
      }
      return [...ids];
    },
    groups: () => new Map(),
    match(id) {
      const game = games.get(id);
      return game ? scheduled(game) : undefined;
    },
    matchesBetween: (from, to) =>
      all()
        .filter((game) => game.match.kickoff >= from && game.match.kickoff < to)
        .map(scheduled)
        .sort(byKickoff),
    liveAt: () =>
      all()
        .filter((game) => isInPlay(game.state.status))
        .map(scheduled)
        .sort(byKickoff),
    stateAt: (id) => games.get(id)?.state ?? null,
    // No play-by-play: score changes reach the pages through the match lists and states.
    eventsBetween: () => [],
    resultsUntil(competitionId, time = clock()) {
      return finishedResults(
        all()
          .filter(
            (game) => game.match.competitionId === competitionId && game.match.kickoff <= time,
          )
          .map((game) => game.match)
          .sort((a, b) => a.kickoff - b.kickoff),
      );
    },
    replayMatches: (competitionId) =>
      followed.has(competitionId)
        ? all()
            .filter((game) => game.match.competitionId === competitionId)
            .map(scheduled)
            .sort(byKickoff)
        : [],
    roundOf: (matchId) => games.get(matchId)?.match.round || null,
    providerStandings: (competitionId) => tables.get(competitionId) ?? null,
    health: () => [runner.health()],
    bookmakers: () => [],
    odds: () => null,
    refresh: () => runner.round([requests]),
    noteQuota: (quota) => runner.noteQuota(quota),
    start: () => runner.start([requests], TICK_MS, options.onError),
    stop: () => runner.stop(),
  };
}
