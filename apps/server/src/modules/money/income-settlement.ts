import type { Database } from '../../platform/db/database';
import { member } from './ledger/ledger-accounts';
import type { LedgerService } from './ledger/ledger.service';

/** A piece of pending income whose delay is over: whose, on which pending slot, how much. */
export interface DueIncome {
  userId: number;
  slot: number;
  amountMinor: number;
}

/**
 * Moves due pending income to withdrawable in `tx`: one `settlement` transaction with one
 * movement per member and slot. Returns the members paid (to tell their pages).
 */
export async function settleIncome(
  ledger: LedgerService,
  tx: Database,
  due: readonly DueIncome[],
): Promise<number[]> {
  const sums = new Map<string, DueIncome>();
  for (const income of due) {
    const key = `${income.userId}:${income.slot}`;
    const sum = sums.get(key) ?? { userId: income.userId, slot: income.slot, amountMinor: 0 };
    sum.amountMinor += income.amountMinor;
    sums.set(key, sum);
  }
  await ledger.post(tx, {
    reason: 'settlement',
    movements: [...sums.values()].map((sum) => ({
      from: member(sum.userId, 'pending', sum.slot),
      to: member(sum.userId, 'withdrawable'),
      amount: sum.amountMinor,
    })),
  });
  return [...new Set(due.map((income) => income.userId))];
}
