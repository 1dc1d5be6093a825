import { GroupCommit, type BatchOutcome } from '../../../platform/db/group-commit';
import { member, pickSlot, platform } from '../ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service';
import {
  requestKey,
  type GiftSendRepository,
  type GiftSendRow,
  type PaidSend,
} from './gift-send.repository';

/** A written send; `repeated` when its request id had been used, and nothing was charged. */
export interface WrittenSend {
  sendId: number;
  repeated: boolean;
}

/** Sends one batch takes, and batches written at once (two: one commits while one is built). */
const MAX_BATCH = 200;
const CONCURRENT_BATCHES = 2;

/**
 * Paid gift sends, written by group commit (issue 22): the sends that arrive while a batch is
 * being written go together in the next transaction. A batch locks its senders' diamond
 * accounts, refuses each send its sender cannot pay (that sender alone: the others go through),
 * recognises retried request ids, and writes every send, its ledger transaction, postings and
 * the sender's wealth experience in one statement. The database's ledger rules still hold every
 * posting (balanced, never below zero), exactly as for a send written alone.
 */
export class GiftSendBatches {
  private readonly commits: GroupCommit<PaidSend, WrittenSend>;

  constructor(
    private readonly repository: GiftSendRepository,
    private readonly ledger: LedgerService,
  ) {
    this.commits = new GroupCommit({
      maxBatch: MAX_BATCH,
      concurrency: CONCURRENT_BATCHES,
      write: (sends) => this.write(sends),
    });
  }

  /** Writes the send with whatever others are waiting; rejects with `InsufficientFundsError`. */
  send(send: PaidSend): Promise<WrittenSend> {
    return this.commits.submit(send);
  }

  private async write(sends: PaidSend[]): Promise<BatchOutcome<WrittenSend>[]> {
    try {
      return await this.writeTogether(sends);
    } catch (error) {
      if (sends.length === 1) throw error;
      // Something no send of the batch could foresee (a deadlock past the ledger's retries, say):
      // each send alone, so that one send's trouble stays its own.
      const outcomes: BatchOutcome<WrittenSend>[] = [];
      for (const send of sends) {
        try {
          outcomes.push(...(await this.writeTogether([send])));
        } catch (alone) {
          outcomes.push({ ok: false, error: alone });
        }
      }
      return outcomes;
    }
  }

  private async writeTogether(sends: PaidSend[]): Promise<BatchOutcome<WrittenSend>[]> {
    const rows = await this.withAccounts(sends);
    return this.ledger.transaction(async (tx) => {
      const senderAccounts = [...new Set(rows.map((row) => row.senderAccount))].sort(
        (a, b) => a - b,
      );
      const balances = await this.repository.lockBalances(tx, senderAccounts);
      const keyOf = (row: GiftSendRow) =>
        row.requestId === null ? null : requestKey(row.senderId, row.requestId);
      const stored = await this.repository.storedRequests(
        tx,
        rows.flatMap((row) =>
          row.requestId === null ? [] : [{ senderId: row.senderId, requestId: row.requestId }],
        ),
      );

      const outcomes: (BatchOutcome<WrittenSend> | undefined)[] = [];
      const firstInBatch = new Map<string, number>();
      const toWrite: number[] = [];
      rows.forEach((row, index) => {
        const key = keyOf(row);
        const storedId = key === null ? undefined : stored.get(key);
        if (storedId !== undefined) {
          outcomes[index] = { ok: true, value: { sendId: storedId, repeated: true } };
          return;
        }
        if (key !== null && firstInBatch.has(key)) return; // answered as its first, below
        if (key !== null) firstInBatch.set(key, index);
        const balance = balances.get(row.senderAccount) ?? 0;
        if (balance < row.totalMinor) {
          outcomes[index] = { ok: false, error: new InsufficientFundsError() };
          return;
        }
        balances.set(row.senderAccount, balance - row.totalMinor);
        toWrite.push(index);
      });

      const ids =
        toWrite.length === 0
          ? []
          : await this.repository.insertSends(
              tx,
              toWrite.map((index) => rows[index]!),
            );
      toWrite.forEach((index, position) => {
        const sendId = ids[position];
        // Stored by a concurrent request with the same id after our look: that one answers.
        outcomes[index] =
          sendId === null || sendId === undefined
            ? { ok: false, error: new Error('a concurrent retry stored this send first') }
            : { ok: true, value: { sendId, repeated: false } };
      });
      return rows.map((row, index): BatchOutcome<WrittenSend> => {
        const own = outcomes[index];
        if (own) return own;
        const first = outcomes[firstInBatch.get(keyOf(row) ?? '') ?? -1];
        if (first?.ok) return { ok: true, value: { ...first.value, repeated: true } };
        return first ?? { ok: false, error: new Error('a repeated send lost its first') };
      });
    });
  }

  /** The sends with their accounts: one pending slot per streamer and one revenue slot a batch. */
  private async withAccounts(sends: PaidSend[]): Promise<GiftSendRow[]> {
    const revenueAccount = await this.ledger.resolveAccount(platform('revenue'));
    const incomeSlots = new Map<number, number>();
    const rows: GiftSendRow[] = [];
    for (const send of sends) {
      let incomeSlot = incomeSlots.get(send.anchorId);
      if (incomeSlot === undefined) {
        incomeSlot = pickSlot('pending');
        incomeSlots.set(send.anchorId, incomeSlot);
      }
      rows.push({
        ...send,
        incomeSlot,
        senderAccount: await this.ledger.resolveAccount(member(send.senderId, 'diamonds')),
        incomeAccount: await this.ledger.resolveAccount(
          member(send.anchorId, 'pending', incomeSlot),
        ),
        revenueAccount,
      });
    }
    return rows;
  }
}
