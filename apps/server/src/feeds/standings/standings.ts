import type { Match, Score } from '../fixtures/feed-model';

/** One finished match as standings, form and head-to-head read it. */
export interface FinishedResult {
  matchId: string;
  competitionId: string;
  group: string | null;
  homeTeamId: string;
  awayTeamId: string;
  kickoff: number;
  /** Final score (after extra time when there was some; a shoot-out does not count). */
  score: Score;
}

export type Outcome = 'W' | 'D' | 'L';

export interface StandingRow {
  rank: number;
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Points taken off by the competition (a provider's table counts them in `points`). */
  deduction?: number;
  /** Last five results, most recent first. */
  form: Outcome[];
}

/** A provider's table: one per group (or one with group null), deductions counted in points. */
export interface ProviderTable {
  group: string | null;
  rows: StandingRow[];
}

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;
const FORM_LENGTH = 5;

/** Finished results of shipped matches (those with a result), in kick-off order. */
export function finishedResults(matches: readonly Match[]): FinishedResult[] {
  const results: FinishedResult[] = [];
  for (const match of matches) {
    if (!match.result) continue;
    const score =
      match.sport === 'football'
        ? (match.result.extraTime ?? match.result.fullTime)
        : match.result.final;
    results.push({
      matchId: match.id,
      competitionId: match.competitionId,
      group: match.group,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      kickoff: match.kickoff,
      score,
    });
  }
  return results.sort((a, b) => a.kickoff - b.kickoff);
}

export function outcomeFor(result: FinishedResult, teamId: string): Outcome {
  const own = result.homeTeamId === teamId ? result.score.home : result.score.away;
  const other = result.homeTeamId === teamId ? result.score.away : result.score.home;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/**
 * A league table: 3/1/0 points, ranked by points, goal difference, goals for, then name. (The
 * real competitions break remaining ties by head-to-head or play-offs; no finished table in
 * the shipped data needs that.) `teamIds` lists teams that have not played yet, so they show
 * with zeros.
 */
export function computeStandings(
  results: readonly FinishedResult[],
  nameOf: (teamId: string) => string,
  teamIds: readonly string[] = [],
): StandingRow[] {
  const rows = new Map<string, Omit<StandingRow, 'rank'>>();
  const row = (teamId: string): Omit<StandingRow, 'rank'> => {
    let found = rows.get(teamId);
    if (!found) {
      found = {
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
      };
      rows.set(teamId, found);
    }
    return found;
  };
  for (const teamId of teamIds) row(teamId);
  const ordered = [...results].sort((a, b) => a.kickoff - b.kickoff);
  for (const result of ordered) {
    for (const teamId of [result.homeTeamId, result.awayTeamId]) {
      const entry = row(teamId);
      const home = teamId === result.homeTeamId;
      const scored = home ? result.score.home : result.score.away;
      const conceded = home ? result.score.away : result.score.home;
      const outcome = outcomeFor(result, teamId);
      entry.played += 1;
      entry.goalsFor += scored;
      entry.goalsAgainst += conceded;
      entry.goalDifference = entry.goalsFor - entry.goalsAgainst;
      if (outcome === 'W') {
        entry.won += 1;
        entry.points += POINTS.win;
      } else if (outcome === 'D') {
        entry.drawn += 1;
        entry.points += POINTS.draw;
      } else {
        entry.lost += 1;
        entry.points += POINTS.loss;
      }
      entry.form = [outcome, ...entry.form].slice(0, FORM_LENGTH);
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        nameOf(a.teamId).localeCompare(nameOf(b.teamId)),
    )
    .map((entry, index) => ({ rank: index + 1, ...entry }));
}

/** One table per group (World Cup group stage); results without a group are ignored. */
export function computeGroupStandings(
  results: readonly FinishedResult[],
  nameOf: (teamId: string) => string,
  groups: ReadonlyMap<string, readonly string[]> = new Map(),
): Map<string, StandingRow[]> {
  const byGroup = new Map<string, FinishedResult[]>();
  for (const name of groups.keys()) byGroup.set(name, []);
  for (const result of results) {
    if (!result.group) continue;
    byGroup.set(result.group, [...(byGroup.get(result.group) ?? []), result]);
  }
  return new Map(
    [...byGroup.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, list]) => [name, computeStandings(list, nameOf, groups.get(name) ?? [])]),
  );
}
