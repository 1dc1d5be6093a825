import { sql } from 'drizzle-orm';
import {
  giftSends,
  ledgerPostings,
  ledgerTransactions,
  users,
  walletAccounts,
} from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

/** A paid send, checked by `GiftService` (gift, price, room), waiting to be written. */
export interface PaidSend {
  senderId: number;
  anchorId: number;
  roomId: number;
  giftId: number;
  count: number;
  totalMinor: number;
  incomeMinor: number;
  platformMinor: number;
  wealthTenths: number;
  requestId: string | null;
  settlesAt: Date;
}

/** One paid send of a batch, with the accounts its postings move diamonds between. */
export interface GiftSendRow extends PaidSend {
  incomeSlot: number;
  senderAccount: number;
  incomeAccount: number;
  revenueAccount: number;
}

/** Rows stored by the statement (a row may store nothing: a repeated request). */
function rowsOf<T>(result: unknown): T[] {
  // PGlite and node-postgres both answer with `rows`; Drizzle types it per driver.
  return (result as { rows: T[] }).rows;
}

/** SQL of paid gift sends, written a batch at a time (`GiftSendBatches`). */
export class GiftSendRepository {
  /**
   * Locks the senders' diamond accounts, in id order (so two batches never wait on each other
   * crosswise), and answers their balances: a batch refuses what they cannot pay before writing.
   */
  async lockBalances(tx: Database, accountIds: number[]): Promise<Map<number, number>> {
    const result = await tx.execute(sql`
      select id, balance::float8 as balance from ${walletAccounts}
      where id in (${sql.join(
        accountIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by id for update`);
    const rows = rowsOf<{ id: number | string; balance: number }>(result);
    return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
  }

  /** Sends already stored under these senders' request ids (retries answer with them). */
  async storedRequests(
    tx: Database,
    keys: { senderId: number; requestId: string }[],
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const result = await tx.execute(sql`
      select id, sender_id, request_id from ${giftSends}
      where (sender_id, request_id) in (${sql.join(
        keys.map((key) => sql`(${key.senderId}::bigint, ${key.requestId}::varchar)`),
        sql`, `,
      )})`);
    const rows = rowsOf<{ id: number | string; sender_id: number | string; request_id: string }>(
      result,
    );
    return new Map(
      rows.map((row) => [requestKey(Number(row.sender_id), row.request_id), Number(row.id)]),
    );
  }

  /**
   * Writes the sends, one ledger transaction per send (its cause), their postings and the
   * senders' wealth experience, in one statement. Postings credit the streamers' pending income
   * first and the platform's revenue last, each in account order, as every batch does. Answers
   * the id of each row of `rows` that was stored (null where a repeated request stored nothing).
   */
  async insertSends(tx: Database, rows: GiftSendRow[]): Promise<(number | null)[]> {
    const values = sql.join(
      rows.map(
        (row, index) => sql`(${index}::int, ${row.senderId}::bigint, ${row.anchorId}::bigint,
          ${row.roomId}::bigint, ${row.giftId}::bigint, ${row.count}::int, ${row.totalMinor}::bigint,
          ${row.incomeMinor}::bigint, ${row.platformMinor}::bigint, ${row.incomeSlot}::smallint,
          ${row.requestId}::varchar, ${row.settlesAt.toISOString()}::timestamptz,
          ${row.wealthTenths}::bigint, ${row.senderAccount}::bigint, ${row.incomeAccount}::bigint,
          ${row.revenueAccount}::bigint)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      with input as materialized (
        select v.*,
          nextval(pg_get_serial_sequence('gift_sends', 'id')) as send_id,
          nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as transaction_id
        from (values ${values}) as v(ord, sender_id, anchor_id, room_id, gift_id, count,
          total_minor, income_minor, platform_minor, income_slot, request_id, settles_at,
          wealth_tenths, sender_account, income_account, revenue_account)
      ),
      sends as (
        insert into ${giftSends} (id, sender_id, anchor_id, room_id, gift_id, count, total_minor,
          anchor_income_minor, income_slot, request_id, settles_at)
        select send_id, sender_id, anchor_id, room_id, gift_id, count, total_minor, income_minor,
          income_slot, request_id, settles_at
        from input order by ord
        on conflict (sender_id, request_id) do nothing
        returning id
      ),
      stored as (
        select input.* from input join sends on sends.id = input.send_id
      ),
      posted as (
        insert into ${ledgerTransactions} (id, reason, cause_id, memo)
        select transaction_id, 'gift', send_id, '' from stored order by ord
        returning id
      ),
      postings as (
        insert into ${ledgerPostings} (transaction_id, debit_account_id, credit_account_id, currency, amount)
        select posted.id, stored.sender_account, side.credit, 'diamond', side.amount
        from posted join stored on stored.transaction_id = posted.id
        cross join lateral (values (0, stored.income_account, stored.income_minor),
          (1, stored.revenue_account, stored.platform_minor)) as side(rank, credit, amount)
        where side.amount > 0
        order by side.rank, side.credit, stored.ord
      ),
      wealth as (
        update ${users} set wealth_exp_tenths = ${users}.wealth_exp_tenths + gained.tenths
        from (select sender_id, sum(wealth_tenths) as tenths from stored group by sender_id) gained
        where ${users}.id = gained.sender_id
      )
      select ord, send_id as id from stored`);
    const stored = new Map(
      rowsOf<{ ord: number; id: number | string }>(result).map((row) => [
        Number(row.ord),
        Number(row.id),
      ]),
    );
    return rows.map((_, index) => stored.get(index) ?? null);
  }
}

/** A sender's request id as one key. */
export function requestKey(senderId: number, requestId: string): string {
  return `${senderId}:${requestId}`;
}
