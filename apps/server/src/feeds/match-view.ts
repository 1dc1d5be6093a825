import type {
  GoalAlertData,
  MatchChange,
  MatchReminderData,
  MatchSummary,
  Odds,
} from '@tifo/contract';
import type {
  BasketballClock,
  Competition,
  FootballClock,
  FootballEvent,
  MatchState,
  Team,
} from './fixtures/feed-model';
import type { MatchOdds, ScheduledMatch, ScoreFeed } from './score-feed';

/**
 * Turns the feed's model into the contract's shapes. Lists, the match centre and the socket
 * pushes all read a match through these, so a pushed change always matches what a fresh
 * `Match/getList` would say.
 */

export function footballClockText(clock: FootballClock): string {
  return clock.stoppage > 0 ? `${clock.minute}+${clock.stoppage}'` : `${clock.minute}'`;
}

export function basketballClockText(clock: BasketballClock): string {
  const name = clock.period <= 4 ? `Q${clock.period}` : `OT${clock.period - 4}`;
  const minutes = Math.floor(clock.secondsLeft / 60);
  const seconds = clock.secondsLeft % 60;
  return `${name} ${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The clock as a fan reads it: "23'", "HT", "FT", "Q3 05:12"; "" before the start. */
export function matchStrOf(state: MatchState): string {
  if (state.sport === 'football') {
    if (state.clock) return footballClockText(state.clock);
    if (state.status === 'finished') {
      return state.finishedAs === 'penalties'
        ? 'PEN'
        : state.finishedAs === 'extra_time'
          ? 'AET'
          : 'FT';
    }
    return FOOTBALL_BREAK_TEXT[state.status] ?? '';
  }
  if (state.clock) return basketballClockText(state.clock);
  if (state.status === 'half_time') return 'HT';
  if (state.status === 'break') {
    return state.period <= 4 ? `Q${state.period} END` : `OT${state.period - 4} END`;
  }
  if (state.status === 'finished') return state.period > 4 ? 'FT (OT)' : 'FT';
  return '';
}

const FOOTBALL_BREAK_TEXT: Partial<Record<string, string>> = {
  half_time: 'HT',
  break_time: 'BT',
  penalties: 'PEN',
};

/** Every field of a match that changes while it is played (the socket sends the changed ones). */
export type LiveFields = Required<MatchChange>;

export function liveFieldsOf(state: MatchState): LiveFields {
  const football = state.sport === 'football' ? state : null;
  const basketball = state.sport === 'basketball' ? state : null;
  return {
    status: state.status,
    period: state.period,
    minute: football?.clock?.minute ?? null,
    stoppage: football?.clock ? football.clock.stoppage : null,
    seconds_left: basketball?.clock?.secondsLeft ?? null,
    match_str: matchStrOf(state),
    home_score: state.score.home,
    away_score: state.score.away,
    half_time: football?.halfTime ?? null,
    penalties: football?.penalties ?? null,
    periods: basketball?.periods.map((score) => ({ ...score })) ?? [],
    cards: football?.cards ?? { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } },
    corners: football?.corners ?? { home: 0, away: 0 },
  };
}

/** Groups of fields that travel together in a change. */
const CHANGE_GROUPS: readonly (readonly (keyof LiveFields)[])[] = [
  ['status'],
  ['period'],
  ['minute', 'stoppage', 'seconds_left', 'match_str'],
  ['home_score', 'away_score'],
  ['half_time'],
  ['penalties'],
  ['periods'],
  ['cards'],
  ['corners'],
];

/** The fields of `next` that differ from `previous` (all of them when there is no previous). */
export function changedFields(previous: LiveFields | undefined, next: LiveFields): MatchChange {
  if (!previous) return { ...next };
  const change: Record<string, unknown> = {};
  for (const group of CHANGE_GROUPS) {
    if (group.some((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]))) {
      for (const key of group) change[key] = next[key];
    }
  }
  return change;
}

export function competitionRefOf(competition: Competition | undefined, id: string) {
  return {
    id,
    name: competition?.name ?? id,
    name_zh: competition?.name_zh ?? competition?.name ?? id,
    name_vi: competition?.name_vi ?? competition?.name ?? id,
  };
}

export function teamNamesOf(team: Team | undefined, id: string) {
  const name = team?.name ?? id;
  const shortZh = team?.short_name_zh ?? team?.short_name ?? name;
  return {
    id,
    name,
    name_zh: team?.name_zh ?? shortZh,
    name_vi: team?.name_vi ?? name,
    short_name_zh: shortZh,
  };
}

export function summaryOf(feed: ScoreFeed, match: ScheduledMatch, time: number): MatchSummary {
  const state = feed.stateAt(match.id, time);
  const fields = state
    ? liveFieldsOf(state)
    : liveFieldsOf({
        sport: 'basketball',
        matchId: match.id,
        status: 'not_started',
        period: 0,
        clock: null,
        score: { home: 0, away: 0 },
        periods: [],
        events: [],
      });
  return {
    id: match.id,
    sport: match.sport,
    competition: competitionRefOf(feed.competition(match.competitionId), match.competitionId),
    round: match.round,
    group: match.group,
    kickoff: new Date(match.kickoff).toISOString(),
    status: fields.status,
    period: fields.period,
    minute: fields.minute,
    stoppage: fields.stoppage,
    seconds_left: fields.seconds_left,
    match_str: fields.match_str,
    home: {
      ...teamNamesOf(feed.team(match.homeTeamId), match.homeTeamId),
      score: fields.home_score,
    },
    away: {
      ...teamNamesOf(feed.team(match.awayTeamId), match.awayTeamId),
      score: fields.away_score,
    },
    half_time: fields.half_time,
    penalties: fields.penalties,
    periods: fields.periods,
    cards: fields.cards,
    corners: fields.corners,
    has_live_stream: false,
  };
}

/** The contract's odds shape (snake case, no bookmaker id: the message or call carries it). */
export function oddsViewOf(odds: MatchOdds): Odds {
  if ('europe' in odds) {
    return { europe: odds.europe, asian: odds.asian, over_under: odds.overUnder };
  }
  return { spread: odds.spread, total: odds.total, moneyline: odds.moneyline };
}

/** The code-200 goal alert of spec §3. */
export function goalAlertOf(
  feed: ScoreFeed,
  match: ScheduledMatch,
  goal: Extract<FootballEvent, { type: 'goal' }>,
): GoalAlertData {
  const home = teamNamesOf(feed.team(match.homeTeamId), match.homeTeamId);
  const away = teamNamesOf(feed.team(match.awayTeamId), match.awayTeamId);
  const competition = competitionRefOf(feed.competition(match.competitionId), match.competitionId);
  return {
    iszhu: goal.side === 'home' ? 1 : 0,
    match_str: footballClockText(goal.clock),
    home_team_name_zh: home.name_zh,
    away_team_name_zh: away.name_zh,
    home_score: goal.score.home,
    away_score: goal.score.away,
    match_id: match.id,
    competition_id: match.competitionId,
    competition_name: competition.name,
    competition_name_zh: competition.name_zh,
    home_team_id: home.id,
    away_team_id: away.id,
    home_team_name: home.name,
    away_team_name: away.name,
    home_team_name_vi: home.name_vi,
    away_team_name_vi: away.name_vi,
    kind: goal.kind,
    player: goal.player,
  };
}

/** The code-200 reminder that a reserved match is about to kick off. */
export function matchReminderOf(
  feed: ScoreFeed,
  match: ScheduledMatch,
  now: number,
): MatchReminderData {
  const home = teamNamesOf(feed.team(match.homeTeamId), match.homeTeamId);
  const away = teamNamesOf(feed.team(match.awayTeamId), match.awayTeamId);
  const competition = competitionRefOf(feed.competition(match.competitionId), match.competitionId);
  return {
    match_id: match.id,
    sport: match.sport,
    kickoff: new Date(match.kickoff).toISOString(),
    minutes_before: Math.max(0, Math.round((match.kickoff - now) / 60_000)),
    competition_name: competition.name,
    competition_name_zh: competition.name_zh,
    home_team_name: home.name,
    home_team_name_zh: home.name_zh,
    home_team_name_vi: home.name_vi,
    away_team_name: away.name,
    away_team_name_zh: away.name_zh,
    away_team_name_vi: away.name_vi,
  };
}
