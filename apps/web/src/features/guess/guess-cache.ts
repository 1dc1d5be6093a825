import type { Guess, GuessStatus, Wallet } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { storeGoldBalance } from '../sign-in';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { guessKeys } from './guess-keys';

type RoomGuesses = { list: Guess[] };

/** How far along a guess is: it never goes back (open → pending → settled or stopped). */
const STAGE: Record<GuessStatus, number> = { open: 0, pending: 1, settled: 2, stopped: 2 };

/**
 * Whether `incoming` is an older picture of `known` than the one shown: a push may arrive
 * after the answer of a later stake. While open, totals only grow.
 */
function isOlder(incoming: Guess, known: Guess): boolean {
  const stages = STAGE[incoming.status] - STAGE[known.status];
  return stages < 0 || (stages === 0 && incoming.total_staked < known.total_staked);
}

/**
 * A guess merged into a room's list (newest first). Only the list and the stake answers carry
 * the member's own stakes: pushes and the streamer's answers (`withMyStakes` false) keep the
 * ones already known.
 */
export function mergeGuess(list: readonly Guess[], guess: Guess, withMyStakes: boolean): Guess[] {
  const known = list.find((entry) => entry.id === guess.id);
  if (!known) return [...list, guess].sort((a, b) => b.id - a.id);
  const mine = withMyStakes ? guess.my_stakes : known.my_stakes;
  const merged = isOlder(guess, known)
    ? { ...known, my_stakes: mine }
    : { ...guess, my_stakes: mine };
  return list.map((entry) => (entry.id === guess.id ? merged : entry));
}

/** Writes a guess into its room's cached list; nothing before the list has loaded (it has it). */
export function upsertGuess(queryClient: QueryClient, guess: Guess, withMyStakes: boolean): void {
  queryClient.setQueryData<RoomGuesses>(guessKeys.room(guess.room_id), (current) =>
    current ? { list: mergeGuess(current.list, guess, withMyStakes) } : current,
  );
}

/**
 * A stake went through: the wallet and the stored balance take the server's new gold (the
 * answer carries only the gold), and the statements and the member's records gain a line.
 */
export function applyStakeGold(queryClient: QueryClient, goldCoins: number): void {
  queryClient.setQueryData<Wallet>(walletKeys.wallet(), (wallet) =>
    wallet ? { ...wallet, gold_coins: goldCoins } : wallet,
  );
  storeGoldBalance(goldCoins);
  void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: guessKeys.allRecords() });
}
