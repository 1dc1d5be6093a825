import {
  oddsInHundredths,
  type GuessKind,
  type GuessMode,
  type GuessOptionKey,
  type StakeStatus,
} from '@tifo/contract';

/** The options a guess offers: no draw in basketball (overtime decides). */
export function optionsOf(kind: GuessKind, sport: 'football' | 'basketball'): GuessOptionKey[] {
  if (kind === 'total') return ['over', 'under'];
  return sport === 'football' ? ['home', 'draw', 'away'] : ['home', 'away'];
}

/**
 * The winning option for a final score; null for a push (a total exactly on a whole line).
 * Football's final score counts extra time, not a shoot-out.
 */
export function outcomeOf(
  kind: GuessKind,
  line: number | null,
  score: { home: number; away: number },
): GuessOptionKey | null {
  if (kind === 'winner') {
    if (score.home === score.away) return 'draw';
    return score.home > score.away ? 'home' : 'away';
  }
  const total = score.home + score.away;
  if (line === null || total === line) return null;
  return total > line ? 'over' : 'under';
}

export interface StakeLine {
  id: number;
  option: string;
  amount: number;
}

/**
 * What each stake pays back. `odds`: a winner gets stake × odds (rounded down). `pool`: the
 * winners share all stakes in proportion to theirs (rounded down; the crumbs stay with the
 * platform). A push, or a pool nobody won, returns every stake.
 */
export function settleStakes(
  mode: GuessMode,
  odds: Record<string, number>,
  result: GuessOptionKey | null,
  stakes: StakeLine[],
): Map<number, { status: StakeStatus; payout: number }> {
  const settled = new Map<number, { status: StakeStatus; payout: number }>();
  const winners = stakes.filter((stake) => stake.option === result);
  const winningTotal = winners.reduce((sum, stake) => sum + stake.amount, 0);
  if (result === null || (mode === 'pool' && winningTotal === 0)) {
    for (const stake of stakes) settled.set(stake.id, { status: 'draw', payout: stake.amount });
    return settled;
  }
  const pool = stakes.reduce((sum, stake) => sum + stake.amount, 0);
  for (const stake of stakes) {
    if (stake.option !== result) {
      settled.set(stake.id, { status: 'lost', payout: 0 });
    } else if (mode === 'odds') {
      const payout = Math.floor((stake.amount * oddsInHundredths(odds[result] ?? 1)) / 100);
      settled.set(stake.id, { status: 'won', payout });
    } else {
      settled.set(stake.id, {
        status: 'won',
        payout: Math.floor((pool * stake.amount) / winningTotal),
      });
    }
  }
  return settled;
}
