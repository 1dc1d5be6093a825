/**
 * What must hold after a fault, checked against the database the instances wrote: the books,
 * every gift and chat message as its sender saw it, and what every member was shown.
 */
import { MONEY } from '@tifo/contract';
import pg from 'pg';
import { LedgerRepository } from '../../apps/server/src/modules/money/ledger/ledger.repository';
import { LedgerService } from '../../apps/server/src/modules/money/ledger/ledger.service';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { ledgerProblems } from '../../apps/server/src/test-support/money';
import type { ChatMember, GiftSender } from './clients';
import { DIAMONDS_EACH } from './setup';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const check = (name: string, problems: string[], okDetail: string): CheckResult => ({
  name,
  ok: problems.length === 0,
  detail:
    problems.length === 0
      ? okDetail
      : problems.slice(0, 5).join('; ') + (problems.length > 5 ? ` (+${problems.length - 5})` : ''),
});

export async function checkBooks(databaseUrl: string): Promise<CheckResult> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const ledger = new LedgerService(new LedgerRepository(database.db), { db: database.db });
    return check(
      'books balance',
      await ledgerProblems(ledger),
      'every account equals its postings, sums zero',
    );
  } finally {
    await database.close();
  }
}

export async function checkGifts(
  databaseUrl: string,
  senders: { userId: number; client: GiftSender }[],
): Promise<CheckResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = senders.map((sender) => sender.userId);
    const sends = await client.query<{ sender_id: string; request_id: string | null; n: number }>(
      `select sender_id, request_id, count(*)::int as n from gift_sends
        where sender_id = any($1) group by sender_id, request_id`,
      [ids],
    );
    const wallets = await client.query<{ holder: string; balance: string; spent: string }>(
      `select w.holder, sum(w.balance) as balance,
              (select coalesce(sum(total_minor), 0) from gift_sends g where g.sender_id = w.holder) as spent
         from wallet_accounts w where w.holder = any($1) and w.kind = 'diamonds' group by w.holder`,
      [ids],
    );
    const stored = new Map(sends.rows.map((row) => [row.request_id ?? '', row.n]));
    const problems: string[] = [];
    let succeeded = 0;
    let failed = 0;
    let unresolved = 0;
    for (const { client: sender } of senders) {
      for (const id of sender.succeeded) {
        succeeded += 1;
        if (stored.get(id) !== 1)
          problems.push(`gift ${id} answered ok, stored ${stored.get(id) ?? 0}×`);
      }
      for (const id of sender.failed) {
        failed += 1;
        if (stored.has(id)) problems.push(`gift ${id} answered failed, but stored`);
      }
      unresolved += sender.unresolved.size;
      for (const id of sender.unresolved) problems.push(`gift ${id} never answered`);
    }
    const known = new Set(senders.flatMap(({ client: s }) => [...s.succeeded, ...s.unresolved]));
    for (const id of stored.keys())
      if (!known.has(id)) problems.push(`gift ${id} stored, never seen ok`);
    for (const row of wallets.rows) {
      const expected = DIAMONDS_EACH * MONEY.diamondMinorUnits - Number(row.spent);
      if (Number(row.balance) !== expected) {
        problems.push(`member ${row.holder} holds ${row.balance}, expected ${expected}`);
      }
    }
    return check(
      'gifts exactly once',
      problems,
      `${succeeded} ok stored once, ${failed} failed absent, ${unresolved} unanswered; wallets = grants − sends`,
    );
  } finally {
    await client.end();
  }
}

/** Every acknowledged message stored once; every member shown each one sent after it joined. */
export async function checkChat(
  databaseUrl: string,
  members: { userId: number; client: ChatMember; firstSeenId: number }[],
): Promise<CheckResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ id: string; sender_id: string; client_id: string }>(
      `select id, sender_id, client_id from chat_messages where sender_id = any($1)`,
      [members.map((member) => member.userId)],
    );
    const byClientId = new Map(rows.rows.map((row) => [row.client_id, Number(row.id)]));
    const problems: string[] = [];
    const acked = new Map<string, number>();
    let refused = 0;
    for (const { client: member } of members) {
      for (const [clientId, id] of member.acked) {
        acked.set(clientId, id);
        if (byClientId.get(clientId) !== id)
          problems.push(
            `message ${clientId} acked as ${id}, stored as ${byClientId.get(clientId)}`,
          );
      }
      for (const clientId of member.refused) {
        refused += 1;
        if (byClientId.has(clientId)) problems.push(`message ${clientId} refused, but stored`);
      }
    }
    let missing = 0;
    let duplicates = 0;
    for (const { client: member, firstSeenId } of members) {
      duplicates += member.duplicatePushes;
      for (const id of acked.values()) {
        if (id > firstSeenId && !member.shown.has(id)) missing += 1;
      }
    }
    if (missing > 0) problems.push(`${missing} (member, acked message) pairs not shown`);
    const unsent = members.reduce((sum, { client: member }) => sum + member.unsent, 0);
    if (unsent > 0) problems.push(`${unsent} messages still waiting to be sent`);
    return check(
      'chat delivered',
      problems,
      `${acked.size} acked, stored once and shown to all ${members.length} members; ${refused} refused absent; ${duplicates} repeated pushes (merged by id)`,
    );
  } finally {
    await client.end();
  }
}
