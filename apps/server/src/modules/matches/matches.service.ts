import {
  LIMITS,
  SITE_TIME_ZONE,
  type CallData,
  type MatchEventItem,
  type MatchIndex,
  type MatchSummary,
  type matchCalls,
} from '@tifo/contract';
import type { z } from 'zod';
import type { formSummarySchema, standingsSchema } from '@tifo/contract';
import type { MatchEvent, MatchState, Sport } from '../../feeds/fixtures/feed-model';
import { isTimeZone, wallClockToUtc, zoneOffsetMinutes } from '../../feeds/fixtures/local-time';
import {
  basketballClockText,
  competitionRefOf,
  footballClockText,
  matchStrOf,
  oddsViewOf,
  summaryOf,
  teamNamesOf,
} from '../../feeds/match-view';
import type { ScheduledMatch, ScoreFeed } from '../../feeds/score-feed';
import { headToHead, recentForm, type FormSummary } from '../../feeds/standings/recent-form';
import {
  computeGroupStandings,
  computeStandings,
  type FinishedResult,
  type StandingRow,
} from '../../feeds/standings/standings';
import { AppError } from '../../platform/http/app-error';
import type { MatchesRepository } from './matches.repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Index history samples a played match every this much feed time (and at every event). */
const INDEX_SAMPLE_MS = 5 * MINUTE_MS;
const INDEX_HISTORY_MAX = 60;
const HOT_MATCH_HORIZON_MS = 7 * DAY_MS;
const TEAM_UPCOMING_HORIZON_MS = 28 * DAY_MS;

/** "Big competitions first" for hot matches: lower is bigger. */
const COMPETITION_PRIORITY = [
  'worldcup',
  'uefa.cl',
  'en.1',
  'es.1',
  'nba',
  'de.1',
  'it.1',
  'fr.1',
  'cn.1',
];

const NOT_IN_PLAY = new Set(['not_started', 'finished', 'postponed', 'cancelled']);
const UPCOMING = new Set(['not_started', 'postponed', 'cancelled']);

type ListData = CallData<typeof matchCalls.getList>;
type Standings = z.infer<typeof standingsSchema>;
type FormView = z.infer<typeof formSummarySchema>;

export interface FixturesQuery {
  competitionId: string;
  round?: string | undefined;
  group?: string | undefined;
  /** Days (YYYY-MM-DD) in the site time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface ListQuery {
  sport: Sport;
  status: 'live' | 'upcoming' | 'finished' | 'all';
  date?: string | undefined;
  timeZone: string;
  competitionId?: string | undefined;
  companyId?: number | undefined;
}

function priorityOf(competitionId: string): number {
  const index = COMPETITION_PRIORITY.findIndex((prefix) => competitionId.startsWith(prefix));
  return index < 0 ? COMPETITION_PRIORITY.length : index;
}

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function sameName(a: string | null, b: string): boolean {
  return a !== null && a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
}

/** The middle kick-off of a round: one early or postponed match does not move the round. */
function medianKickoff(matches: readonly ScheduledMatch[]): number {
  const sorted = matches.map((match) => match.kickoff).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

function localDay(instant: number, timeZone: string): number {
  return Math.floor((instant + zoneOffsetMinutes(timeZone, instant) * MINUTE_MS) / DAY_MS);
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function checkTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) {
    throw new AppError('match.badTimeZone', { params: { zone: timeZone } });
  }
}

export interface MatchesServiceDeps {
  feed: ScoreFeed;
}

/** Match data from the score feed, and a member's follows and reservations from the database. */
export class MatchesService {
  constructor(
    private readonly repository: MatchesRepository,
    private readonly deps: MatchesServiceDeps,
  ) {}

  private get feed(): ScoreFeed {
    return this.deps.feed;
  }

  private matchOrThrow(id: string): ScheduledMatch {
    const match = this.feed.match(id);
    if (!match) throw new AppError('match.notFound', { httpStatus: 404 });
    return match;
  }

  private summary(match: ScheduledMatch, time = this.feed.now()): MatchSummary {
    return summaryOf(this.feed, match, time);
  }

  list(query: ListQuery): ListData {
    checkTimeZone(query.timeZone);
    if (query.competitionId && !this.feed.competition(query.competitionId)) {
      throw new AppError('match.competitionNotFound', { httpStatus: 404 });
    }
    const now = this.feed.now();
    const day = query.date
      ? Math.floor(Date.parse(`${query.date}T00:00:00Z`) / DAY_MS)
      : localDay(now, query.timeZone);
    const matches =
      query.status === 'live'
        ? this.feed.liveAt(now)
        : this.feed.matchesBetween(
            wallClockToUtc({ day, minuteOfDay: 0 }, query.timeZone),
            wallClockToUtc({ day: day + 1, minuteOfDay: 0 }, query.timeZone),
          );
    const list = matches
      .filter(
        (match) =>
          match.sport === query.sport &&
          (!query.competitionId || match.competitionId === query.competitionId),
      )
      .map((match) => this.summary(match, now))
      .filter((summary) => {
        switch (query.status) {
          case 'live':
            return !NOT_IN_PLAY.has(summary.status);
          case 'upcoming':
            return UPCOMING.has(summary.status);
          case 'finished':
            return summary.status === 'finished';
          case 'all':
            return true;
        }
      });
    return {
      date: isoDay(day),
      server_time: new Date(now).toISOString(),
      list,
      odds: this.currentOdds(list, query.companyId ?? 1, now),
    };
  }

  /** Lines of one bookmaker now, for the matches of a list that are not over. */
  private currentOdds(list: MatchSummary[], companyId: number, now: number): ListData['odds'] {
    const odds: ListData['odds'] = {};
    if (!this.feed.bookmakers().some((book) => book.id === companyId)) return odds;
    for (const summary of list) {
      if (summary.status === 'finished' || summary.status === 'cancelled') continue;
      const current = this.feed.odds(summary.id, companyId, this.feed.stateAt(summary.id, now));
      if (current) odds[summary.id] = oddsViewOf(current);
    }
    return odds;
  }

  /** A competition's current replay by round (rounds in competition order, matches by kick-off). */
  fixtures(query: FixturesQuery): CallData<typeof matchCalls.getFixtures> {
    const competition = this.feed.competition(query.competitionId);
    if (!competition) throw new AppError('match.competitionNotFound', { httpStatus: 404 });
    if (query.from && query.to && query.from > query.to) {
      throw new AppError('match.badDateRange', { params: { from: query.from, to: query.to } });
    }
    const start = query.from
      ? wallClockToUtc({ day: dayNumber(query.from), minuteOfDay: 0 }, SITE_TIME_ZONE)
      : Number.NEGATIVE_INFINITY;
    const end = query.to
      ? wallClockToUtc({ day: dayNumber(query.to) + 1, minuteOfDay: 0 }, SITE_TIME_ZONE)
      : Number.POSITIVE_INFINITY;
    const now = this.feed.now();
    const byRound = new Map<string, ScheduledMatch[]>();
    for (const match of this.feed.replayMatches(competition.id, now)) {
      const list = byRound.get(match.round) ?? [];
      list.push(match);
      byRound.set(match.round, list);
    }
    const rounds = [...byRound]
      .map(([round, matches]) => ({ round, matches, at: medianKickoff(matches) }))
      .sort((a, b) => a.at - b.at || a.round.localeCompare(b.round))
      .filter(({ round }) => !query.round || sameName(round, query.round))
      .map(({ round, matches }) => ({
        round,
        matches: matches
          .filter(
            (match) =>
              (!query.group || sameName(match.group, query.group)) &&
              match.kickoff >= start &&
              match.kickoff < end,
          )
          .map((match) => this.summary(match, now)),
      }))
      .filter(({ matches }) => matches.length > 0);
    return { competition: competitionRefOf(competition, competition.id), rounds };
  }

  async detail(input: {
    id: string;
    window: number;
    companyId: number;
    userId: number | null;
  }): Promise<CallData<typeof matchCalls.getDetail>> {
    const match = this.matchOrThrow(input.id);
    this.feed.noteInterest?.(match.id);
    const now = this.feed.now();
    const state = this.feed.stateAt(match.id, now);
    const results = this.sportResults(match.sport, now);
    const window = input.window as 5 | 10 | 15 | 6;
    const h2h = headToHead(results, match.homeTeamId, match.awayTeamId, window, match.kickoff);
    const [followed, reserved] = input.userId
      ? await Promise.all([
          this.repository.isFollowing(input.userId, match.id),
          this.repository.isReserved(input.userId, match.id),
        ])
      : [false, false];
    return {
      match: this.summary(match, now),
      venue: match.venue,
      events: (state?.events ?? []).map((event) => eventView(event)),
      statistics: state ? statisticsOf(state) : [],
      standings: this.standings(match.competitionId),
      head_to_head: { window, ...formView(match.homeTeamId, h2h) },
      recent_form: {
        window,
        home: formView(
          match.homeTeamId,
          recentForm(results, match.homeTeamId, window, match.kickoff),
        ),
        away: formView(
          match.awayTeamId,
          recentForm(results, match.awayTeamId, window, match.kickoff),
        ),
      },
      index: this.indexOrNull(match.id, input.companyId),
      followed,
      reserved,
    };
  }

  /** Results of every competition of a sport played now, in kick-off order (form, h2h). */
  private sportResults(sport: Sport, time: number): FinishedResult[] {
    return this.feed
      .competitions()
      .filter((competition) => competition.sport === sport && this.feed.isLive(competition.id))
      .flatMap((competition) => this.feed.resultsUntil(competition.id, time))
      .sort((a, b) => a.kickoff - b.kickoff);
  }

  /** `Match/getIndex`: `match.noOdds` when there is no odds source or no lines for the match. */
  index(id: string, companyId: number): MatchIndex {
    const index = this.indexOrNull(id, companyId);
    if (!index) throw new AppError('match.noOdds', { httpStatus: 404 });
    return index;
  }

  private indexOrNull(id: string, companyId: number): MatchIndex | null {
    const match = this.matchOrThrow(id);
    const bookmakers = this.feed.bookmakers();
    const book = bookmakers.find((entry) => entry.id === companyId) ?? bookmakers[0];
    if (!book) return null;
    const bookmakerViews = bookmakers.map((entry) => ({
      company_id: entry.id,
      name: entry.name,
      name_zh: entry.name_zh,
      name_vi: entry.name_vi,
    }));
    const seen = this.feed.oddsHistory?.(match.id, book.id);
    if (seen) {
      // A polling odds source: the lines as it saw them change.
      const [first] = seen;
      const last = seen.at(-1);
      if (!first || !last) return null;
      return {
        match_id: match.id,
        sport: match.sport,
        company_id: book.id,
        bookmakers: bookmakerViews,
        opening: oddsViewOf(first.odds),
        live: oddsViewOf(last.odds),
        history: seen.slice(-INDEX_HISTORY_MAX).map((entry) => ({
          at: new Date(entry.at).toISOString(),
          match_str: '',
          odds: oddsViewOf(entry.odds),
        })),
      };
    }
    const opening = this.feed.odds(match.id, book.id, null);
    if (!opening) return null;
    const now = this.feed.now();
    const history: MatchIndex['history'] = [
      {
        at: new Date(Math.min(now, match.kickoff)).toISOString(),
        match_str: '',
        odds: oddsViewOf(opening),
      },
    ];
    let live = history[0]?.odds ?? oddsViewOf(opening);
    if (now >= match.kickoff) {
      const state = this.feed.stateAt(match.id, now);
      const moments = new Set<number>();
      for (let time = match.kickoff; time <= now; time += INDEX_SAMPLE_MS) moments.add(time);
      for (const event of state?.events ?? []) {
        if (event.type !== 'corner' && event.type !== 'substitution') moments.add(event.at);
      }
      moments.add(now);
      let previous = JSON.stringify(live);
      for (const time of [...moments].sort((a, b) => a - b)) {
        const at = this.feed.stateAt(match.id, time);
        if (!at || NOT_IN_PLAY.has(at.status)) continue;
        const odds = this.feed.odds(match.id, book.id, at);
        if (!odds) continue;
        const view = oddsViewOf(odds);
        const text = JSON.stringify(view);
        live = view;
        if (text === previous) continue;
        previous = text;
        history.push({ at: new Date(time).toISOString(), match_str: matchStrOf(at), odds: view });
      }
    }
    return {
      match_id: match.id,
      sport: match.sport,
      company_id: book.id,
      bookmakers: bookmakerViews,
      opening: oddsViewOf(opening),
      live,
      history:
        history.length > INDEX_HISTORY_MAX
          ? [history[0], ...history.slice(-INDEX_HISTORY_MAX + 1)].filter(
              (entry) => entry !== undefined,
            )
          : history,
    };
  }

  standings(competitionId: string): Standings {
    const competition = this.feed.competition(competitionId);
    if (!competition) throw new AppError('match.competitionNotFound', { httpStatus: 404 });
    const results = this.feed.resultsUntil(competitionId, this.feed.now());
    const nameOf = (teamId: string) => this.feed.team(teamId)?.name ?? teamId;
    const groups = this.feed.groups(competitionId);
    const provided = this.feed.providerStandings?.(competitionId);
    let tables: Standings['tables'] = [];
    if (provided && provided.some((table) => table.rows.length > 0)) {
      // The provider's ranks and points stand: they count deductions and its tie-breaks.
      tables = provided.map((table) => ({
        group: table.group,
        rows: table.rows.map((row) => this.rowView(row)),
      }));
    } else if (groups.size > 0) {
      tables = [...computeGroupStandings(results, nameOf, groups)].map(([group, rows]) => ({
        group,
        rows: rows.map((row) => this.rowView(row)),
      }));
    } else if (competition.kind === 'league') {
      const rows = computeStandings(results, nameOf, this.feed.teamIds(competitionId));
      tables = [{ group: null, rows: rows.map((row) => this.rowView(row)) }];
    } else if (competition.sport === 'football') {
      // A cup with a league phase (Champions League since 2024-25): the table of that phase.
      const phase = results.filter((result) =>
        /^League\b/.test(this.feed.roundOf(result.matchId) ?? ''),
      );
      if (phase.length > 0 || results.length === 0) {
        const rows = computeStandings(phase, nameOf, this.feed.teamIds(competitionId));
        tables = [{ group: null, rows: rows.map((row) => this.rowView(row)) }];
      }
    }
    return {
      competition: {
        ...competitionRefOf(competition, competition.id),
        sport: competition.sport,
        kind: competition.kind,
        season: competition.season,
      },
      tables,
    };
  }

  private rowView(row: StandingRow): Standings['tables'][number]['rows'][number] {
    return {
      rank: row.rank,
      team: teamNamesOf(this.feed.team(row.teamId), row.teamId),
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goals_for: row.goalsFor,
      goals_against: row.goalsAgainst,
      goal_difference: row.goalDifference,
      points: row.points,
      deduction: row.deduction ?? 0,
      form: row.form,
    };
  }

  competitions(sport: Sport): CallData<typeof matchCalls.getCompetitions> {
    return {
      list: this.feed
        .competitions()
        .filter((competition) => competition.sport === sport)
        .sort(
          (a, b) =>
            Number(this.feed.isLive(b.id)) - Number(this.feed.isLive(a.id)) ||
            priorityOf(a.id) - priorityOf(b.id) ||
            b.season.localeCompare(a.season),
        )
        .map((competition) => ({
          ...competitionRefOf(competition, competition.id),
          sport: competition.sport,
          season: competition.season,
          kind: competition.kind,
          live: this.feed.isLive(competition.id),
          has_groups: this.feed.groups(competition.id).size > 0,
          team_count: this.feed.teamIds(competition.id).length,
        })),
    };
  }

  team(id: string): CallData<typeof matchCalls.getTeam> {
    const team = this.feed.team(id);
    if (!team) throw new AppError('match.teamNotFound', { httpStatus: 404 });
    const now = this.feed.now();
    const competitions = this.feed
      .competitions()
      .filter((competition) => this.feed.teamIds(competition.id).includes(id));
    const recent = competitions
      .filter((competition) => this.feed.isLive(competition.id))
      .flatMap((competition) => this.feed.resultsUntil(competition.id, now))
      .filter((result) => result.homeTeamId === id || result.awayTeamId === id)
      .sort((a, b) => b.kickoff - a.kickoff)
      .slice(0, 10)
      .flatMap((result) => {
        const match = this.feed.match(result.matchId);
        return match ? [this.summary(match, now)] : [];
      });
    const upcoming = this.feed
      .matchesBetween(now, now + TEAM_UPCOMING_HORIZON_MS)
      .filter((match) => match.homeTeamId === id || match.awayTeamId === id)
      .slice(0, 5)
      .map((match) => this.summary(match, now));
    return {
      ...teamNamesOf(team, id),
      sport: team.sport,
      code: team.code,
      competitions: competitions.map((competition) =>
        competitionRefOf(competition, competition.id),
      ),
      recent,
      upcoming,
    };
  }

  /** Live first (big competitions first), then the soonest days' matches, big ones first. */
  hotMatches(): CallData<typeof matchCalls.hotMatches> {
    const now = this.feed.now();
    const size = LIMITS.hotSearchListSize;
    const live = this.feed
      .liveAt(now)
      .map((match) => this.summary(match, now))
      .filter((summary) => !NOT_IN_PLAY.has(summary.status))
      .sort((a, b) => priorityOf(a.competition.id) - priorityOf(b.competition.id));
    const picked = live.slice(0, size);
    if (picked.length < size) {
      const upcoming = this.feed
        .matchesBetween(now, now + HOT_MATCH_HORIZON_MS)
        .filter((match) => match.resultKind !== null)
        .sort(
          (a, b) =>
            Math.floor(a.kickoff / DAY_MS) - Math.floor(b.kickoff / DAY_MS) ||
            priorityOf(a.competitionId) - priorityOf(b.competitionId) ||
            a.kickoff - b.kickoff,
        )
        .slice(0, size - picked.length)
        .map((match) => this.summary(match, now));
      picked.push(...upcoming);
    }
    return {
      hot_match: picked.map((summary) => ({
        ...summary,
        short_name_zh: `${summary.home.short_name_zh} vs ${summary.away.short_name_zh}`,
      })),
    };
  }

  async follow(
    userId: number,
    sport: Sport,
    matchId: string,
    follow: boolean,
  ): Promise<{ match_id: string; followed: boolean }> {
    const match = this.feed.match(matchId);
    if (!follow && !match) {
      // A match that left the calendar can still be unfollowed.
      await this.repository.removeFollow(userId, matchId);
      return { match_id: matchId, followed: false };
    }
    if (!match) throw new AppError('match.notFound', { httpStatus: 404 });
    if (match.sport !== sport) {
      throw new AppError(sport === 'football' ? 'match.notFootball' : 'match.notBasketball');
    }
    if (follow) await this.repository.addFollow(userId, match);
    else await this.repository.removeFollow(userId, match.id);
    return { match_id: match.id, followed: follow };
  }

  async collectList(
    userId: number,
    sport: Sport | undefined,
  ): Promise<CallData<typeof matchCalls.getCollectList>> {
    const now = this.feed.now();
    const rows = await this.repository.listFollows(userId, sport);
    return {
      list: rows.flatMap((row) => {
        const match = this.feed.match(row.matchId);
        return match
          ? [{ ...this.summary(match, now), followed_at: row.createdAt.toISOString() }]
          : [];
      }),
    };
  }

  async reserve(
    userId: number,
    matchId: string,
    reserve: boolean,
  ): Promise<{ match_id: string; reserved: boolean }> {
    const match = this.feed.match(matchId);
    if (!reserve) {
      await this.repository.removeReservation(userId, match?.id ?? matchId);
      return { match_id: matchId, reserved: false };
    }
    if (!match) throw new AppError('match.notFound', { httpStatus: 404 });
    const status = this.feed.stateAt(match.id)?.status;
    if (status === 'finished' || status === 'cancelled') {
      throw new AppError('match.alreadyFinished', { httpStatus: 409 });
    }
    await this.repository.addReservation(userId, match);
    return { match_id: match.id, reserved: true };
  }

  async reserveList(userId: number): Promise<CallData<typeof matchCalls.getReserveList>> {
    const now = this.feed.now();
    const rows = await this.repository.listReservations(userId);
    return {
      list: rows.flatMap((row) => {
        const match = this.feed.match(row.matchId);
        return match
          ? [{ ...this.summary(match, now), reserved_at: row.createdAt.toISOString() }]
          : [];
      }),
    };
  }
}

function formView(teamId: string, form: FormSummary): FormView {
  return {
    team_id: teamId,
    results: form.results.map((result, index) => ({
      match_id: result.matchId,
      competition_id: result.competitionId,
      kickoff: new Date(result.kickoff).toISOString(),
      home_team_id: result.homeTeamId,
      away_team_id: result.awayTeamId,
      score: result.score,
      outcome: form.outcomes[index] ?? 'D',
    })),
    won: form.won,
    drawn: form.drawn,
    lost: form.lost,
    goals_for: form.goalsFor,
    goals_against: form.goalsAgainst,
    win_rate: form.winRate,
  };
}

function eventView(event: MatchEvent): MatchEventItem {
  const base: MatchEventItem = {
    id: event.id,
    type: event.type,
    at: new Date(event.at).toISOString(),
    side: 'side' in event ? event.side : null,
    match_str: '',
    status: null,
    detail: null,
    player: null,
    player_in: null,
    player_out: null,
    score: null,
    scored: null,
  };
  if (event.type === 'basket' || (event.type === 'status' && 'secondsLeft' in event.clock)) {
    base.match_str = 'secondsLeft' in event.clock ? basketballClockText(event.clock) : '';
  } else if ('minute' in event.clock) {
    base.match_str = footballClockText(event.clock);
  }
  switch (event.type) {
    case 'status':
      base.status = event.status;
      break;
    case 'goal':
      base.detail = event.kind;
      base.player = event.player;
      base.score = event.score;
      break;
    case 'card':
      base.detail = event.card;
      base.player = event.player;
      break;
    case 'substitution':
      base.player_in = event.playerIn;
      base.player_out = event.playerOut;
      break;
    case 'shootout_kick':
      base.score = event.penalties;
      base.scored = event.scored;
      break;
    case 'basket':
      base.detail = String(event.points);
      base.score = event.score;
      break;
    case 'corner':
      break;
  }
  return base;
}

function statisticsOf(state: MatchState): CallData<typeof matchCalls.getDetail>['statistics'] {
  if (state.sport === 'football') {
    const substitutions = { home: 0, away: 0 };
    for (const event of state.events) {
      if (event.type === 'substitution') substitutions[event.side] += 1;
    }
    return [
      { key: 'goals', ...state.score },
      { key: 'corners', ...state.corners },
      { key: 'yellow_cards', home: state.cards.home.yellow, away: state.cards.away.yellow },
      { key: 'red_cards', home: state.cards.home.red, away: state.cards.away.red },
      { key: 'substitutions', ...substitutions },
    ];
  }
  const made = { 1: { home: 0, away: 0 }, 2: { home: 0, away: 0 }, 3: { home: 0, away: 0 } };
  for (const event of state.events) {
    if (event.type === 'basket') made[event.points][event.side] += 1;
  }
  return [
    { key: 'points', ...state.score },
    { key: 'three_pointers', ...made[3] },
    { key: 'two_pointers', ...made[2] },
    { key: 'free_throws', ...made[1] },
  ];
}
