import { outcomeFor, type FinishedResult, type Outcome } from './standings';

/**
 * The windows the match centre offers for recent form and head to head (spec §9): the last 5,
 * 10 or 15 matches, and 6 for the compact strip.
 */
export const RECENT_FORM_WINDOWS = [5, 10, 15, 6] as const;
export type RecentFormWindow = (typeof RECENT_FORM_WINDOWS)[number];

export interface FormSummary {
  /** The matches counted, most recent first. */
  results: FinishedResult[];
  /** One letter per match, most recent first, from the point of view of the team asked for. */
  outcomes: Outcome[];
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Share of wins, 0–1 (0 when nothing was played). */
  winRate: number;
}

function summarize(results: FinishedResult[], teamId: string): FormSummary {
  const outcomes = results.map((result) => outcomeFor(result, teamId));
  let goalsFor = 0;
  let goalsAgainst = 0;
  for (const result of results) {
    const home = result.homeTeamId === teamId;
    goalsFor += home ? result.score.home : result.score.away;
    goalsAgainst += home ? result.score.away : result.score.home;
  }
  const won = outcomes.filter((outcome) => outcome === 'W').length;
  return {
    results,
    outcomes,
    won,
    drawn: outcomes.filter((outcome) => outcome === 'D').length,
    lost: outcomes.filter((outcome) => outcome === 'L').length,
    goalsFor,
    goalsAgainst,
    winRate: results.length ? won / results.length : 0,
  };
}

function latest(
  results: readonly FinishedResult[],
  keep: (result: FinishedResult) => boolean,
  window: number,
  before: number,
): FinishedResult[] {
  const picked: FinishedResult[] = [];
  // Walk backwards: results are in kick-off order and the window is small.
  for (let index = results.length - 1; index >= 0 && picked.length < window; index -= 1) {
    const result = results[index];
    if (result && result.kickoff < before && keep(result)) picked.push(result);
  }
  return picked;
}

/** A team's last `window` results before `before` (all competitions), `results` in kick-off order. */
export function recentForm(
  results: readonly FinishedResult[],
  teamId: string,
  window: RecentFormWindow,
  before: number = Number.POSITIVE_INFINITY,
): FormSummary {
  return summarize(
    latest(
      results,
      (result) => result.homeTeamId === teamId || result.awayTeamId === teamId,
      window,
      before,
    ),
    teamId,
  );
}

/** The last `window` meetings of two teams before `before`, seen from `teamId`'s side. */
export function headToHead(
  results: readonly FinishedResult[],
  teamId: string,
  opponentId: string,
  window: RecentFormWindow,
  before: number = Number.POSITIVE_INFINITY,
): FormSummary {
  return summarize(
    latest(
      results,
      (result) =>
        (result.homeTeamId === teamId && result.awayTeamId === opponentId) ||
        (result.homeTeamId === opponentId && result.awayTeamId === teamId),
      window,
      before,
    ),
    teamId,
  );
}
