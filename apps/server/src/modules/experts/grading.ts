import type { AnalysisMarket, AnalysisPick, AnalysisResult } from '@tifo/contract';

export interface Graded {
  result: AnalysisResult;
  /** Units won (odds − 1 per unit) or lost (−1) on a one-unit stake, halves for quarter lines. */
  returnUnits: number;
}

type Part = 'win' | 'push' | 'loss';

/** One stake on one line: the side's margin over the line decides it. */
function partOf(margin: number): Part {
  // Lines are multiples of 0.25 and scores whole: compare in quarters, free of float dust.
  const quarters = Math.round(margin * 4);
  return quarters > 0 ? 'win' : quarters < 0 ? 'loss' : 'push';
}

/**
 * The stake's parts: a quarter line (−0.25, 2.75) splits the stake over the two lines beside
 * it; any other line takes the whole stake.
 */
function linesOf(line: number): number[] {
  const quarters = Math.round(line * 4);
  return quarters % 2 === 0 ? [line] : [line - 0.25, line + 0.25];
}

const PART_RETURN = { win: 1, push: 0, loss: -1 } as const;

function combine(parts: Part[], odds: number): Graded {
  const share = 1 / parts.length;
  const returnUnits = parts.reduce(
    (sum, part) => sum + share * (part === 'win' ? odds - 1 : PART_RETURN[part]),
    0,
  );
  const wins = parts.filter((part) => part === 'win').length;
  const losses = parts.filter((part) => part === 'loss').length;
  const result: AnalysisResult =
    wins === parts.length
      ? 'won'
      : losses === parts.length
        ? 'lost'
        : wins > 0
          ? 'half_won'
          : losses > 0
            ? 'half_lost'
            : 'push';
  return { result, returnUnits: Math.round(returnUnits * 10_000) / 10_000 };
}

/**
 * Settles a pick from the final score. `line` is the home side's handicap (`handicap`) or the
 * total (`total`); `odds` the pick's decimal price at publication.
 */
export function gradePick(
  pick: { market: AnalysisMarket; pick: AnalysisPick; line: number | null; odds: number },
  score: { home: number; away: number },
): Graded {
  const difference = score.home - score.away;
  if (pick.market === '1x2') {
    const outcome = difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw';
    return combine([outcome === pick.pick ? 'win' : 'loss'], pick.odds);
  }
  const line = pick.line ?? 0;
  if (pick.market === 'handicap') {
    const side = pick.pick === 'home' ? 1 : -1;
    // The home side's handicap is added to its score; the away side gets the opposite.
    return combine(
      linesOf(line).map((part) => partOf(side * (difference + part))),
      pick.odds,
    );
  }
  const total = score.home + score.away;
  const side = pick.pick === 'over' ? 1 : -1;
  return combine(
    linesOf(line).map((part) => partOf(side * (total - part))),
    pick.odds,
  );
}
