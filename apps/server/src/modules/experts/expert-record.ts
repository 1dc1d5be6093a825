import { EXPERT_LIMITS, type AnalysisResult, type ExpertRecord } from '@tifo/contract';

export interface SettledPick {
  result: AnalysisResult;
  returnUnits: number;
  settledAt: Date;
}

type Mark = 'W' | 'L' | 'P';

function markOf(result: AnalysisResult): Mark {
  return result === 'won' || result === 'half_won'
    ? 'W'
    : result === 'lost' || result === 'half_lost'
      ? 'L'
      : 'P';
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/**
 * An expert's record from their settled analyses in settlement order (oldest first). Void
 * analyses (the match was not played) count for nothing. The hit rate is the share of the
 * decided stake that won: a half win is half a stake won and half pushed, a push decides nothing.
 * Streaks count wins or losses in a row, pushes neither breaking nor extending them.
 */
export function computeRecord(picks: readonly SettledPick[]): ExpertRecord & {
  history: { at: string; return_units: number }[];
} {
  const decided = picks.filter((pick) => pick.result !== 'void');
  const count = (result: AnalysisResult) => decided.filter((pick) => pick.result === result).length;
  const [won, halfWon, push, halfLost, lost] = (
    ['won', 'half_won', 'push', 'half_lost', 'lost'] as const
  ).map(count) as [number, number, number, number, number];
  const stakeWon = won + halfWon / 2;
  const stakeDecided = won + lost + (halfWon + halfLost) / 2;
  let running = 0;
  const history = decided.map((pick) => {
    running += pick.returnUnits;
    return { at: pick.settledAt.toISOString(), return_units: round(running, 4) };
  });
  const marks = decided.map((pick) => markOf(pick.result)).filter((mark) => mark !== 'P');
  let best = 0;
  let run = 0;
  for (const mark of marks) {
    run = mark === 'W' ? run + 1 : 0;
    best = Math.max(best, run);
  }
  const last = marks.at(-1);
  let current = 0;
  for (let index = marks.length - 1; index >= 0 && marks[index] === last; index -= 1) current += 1;
  return {
    settled: decided.length,
    won,
    half_won: halfWon,
    push,
    half_lost: halfLost,
    lost,
    hit_rate: stakeDecided === 0 ? 0 : round(stakeWon / stakeDecided, 4),
    return_units: round(running, 4),
    roi: decided.length === 0 ? 0 : round(running / decided.length, 4),
    current_streak: last === 'L' ? -current : current,
    best_streak: best,
    recent: decided
      .slice(-EXPERT_LIMITS.recentForm)
      .reverse()
      .map((pick) => markOf(pick.result)),
    history,
  };
}
