import type {
  Guess,
  GuessKind,
  GuessMode,
  GuessOptionKey,
  GuessRecord,
  StakeStatus,
} from '@tifo/contract';
import type { GuessRow, StakeRow } from './guess.repository';
import { optionsOf } from './guess-outcome';

/** A guess as the contract shows it: its options with what is staked, and the asker's stakes. */
export function guessView(
  row: GuessRow,
  context: {
    sport: 'football' | 'basketball';
    matchLabel: string;
    totals: { guessId: number; option: string; staked: number; bettors: number }[];
    mine: { guessId: number; option: string; amount: number }[];
  },
): Guess {
  const options = optionsOf(row.kind as GuessKind, context.sport).map((key) => {
    const total = context.totals.find((entry) => entry.guessId === row.id && entry.option === key);
    return {
      key,
      odds: row.odds[key] ?? null,
      staked: total?.staked ?? 0,
      bettors: total?.bettors ?? 0,
    };
  });
  return {
    id: row.id,
    room_id: row.roomId,
    match_id: row.matchId,
    match_label: context.matchLabel,
    kind: row.kind as GuessKind,
    mode: row.mode as GuessMode,
    line: row.line,
    status: row.status as Guess['status'],
    options,
    total_staked: options.reduce((sum, option) => sum + option.staked, 0),
    result: (row.result as GuessOptionKey | null) ?? null,
    final_score: row.finalScore,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    my_stakes: context.mine
      .filter((stake) => stake.guessId === row.id)
      .map((stake) => ({ key: stake.option as GuessOptionKey, amount: stake.amount })),
  };
}

/** One of a member's stakes with its guess, as the records list shows it. */
export function guessRecordView(stake: StakeRow, guess: GuessRow, matchLabel: string): GuessRecord {
  return {
    id: stake.id,
    guess_id: guess.id,
    room_id: guess.roomId,
    match_label: matchLabel,
    kind: guess.kind as GuessKind,
    mode: guess.mode as GuessMode,
    line: guess.line,
    option: stake.option as GuessOptionKey,
    odds: guess.odds[stake.option] ?? null,
    amount: stake.amount,
    status: stake.status as StakeStatus,
    payout: stake.payout,
    created_at: stake.createdAt.toISOString(),
    settled_at: stake.settledAt?.toISOString() ?? null,
  };
}
