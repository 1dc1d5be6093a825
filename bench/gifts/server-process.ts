/**
 * Gift benchmark, server side: the real app on PostgreSQL (BENCH_DATABASE=pglite for the
 * embedded default) with one live streamer and BENCH_SENDERS members holding plenty of
 * diamonds. After the run it checks the ledger's invariants and that the streamer's pending
 * income is exactly the sum of the sends.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { giftSends, walletAccounts } from '../../apps/server/src/db/schema/index';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import { registerMember } from '../../apps/server/src/test-support/accounts';
import {
  grantDiamonds,
  ledgerProblems,
  registerLiveStreamer,
} from '../../apps/server/src/test-support/money';
import { makeTestConfig, openTestDatabase } from '../../apps/server/src/test-support/targets';
import type { GiftServerCommand, GiftServerReply } from './protocol';

const reply = (message: GiftServerReply) => process.send?.(message);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 50);
const kind = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
if (kind === 'postgres' && !process.env.DATABASE_URL) {
  throw new Error(
    'the gift benchmark runs on PostgreSQL: set DATABASE_URL (or BENCH_DATABASE=pglite)',
  );
}

const database = await openTestDatabase(kind);
const { config } = await makeTestConfig({ FEED_ENABLED: 'false', LOG_LEVEL: 'silent' });
const { app, parts } = await buildApp({ config, database, bus: new MemoryBus() });
await app.listen({ host: '127.0.0.1', port: 0 });

const streamer = await registerLiveStreamer(app, database.db);
const tokens: string[] = [];
for (let index = 0; index < SENDERS; index += 1) {
  const member = await registerMember(app, database.db);
  await grantDiamonds(parts.money.ledger, member.userId, 1_000_000);
  tokens.push(member.token);
}
reply({
  event: 'ready',
  port: (app.server.address() as AddressInfo).port,
  roomId: streamer.roomId,
  tokens,
  database: kind,
});

process.on('message', (command: GiftServerCommand) => {
  void (async () => {
    if (command.cmd === 'verify') {
      const [sends] = await database.db
        .select({
          count: sql<number>`count(*)::int`,
          income: sql<number>`coalesce(sum(${giftSends.anchorIncomeMinor}), 0)::float8`,
        })
        .from(giftSends);
      const [pending] = await database.db
        .select({ total: sql<number>`coalesce(sum(${walletAccounts.balance}), 0)::float8` })
        .from(walletAccounts)
        .where(
          sql`${walletAccounts.kind} = 'pending' and ${eq(walletAccounts.holder, streamer.userId)}`,
        );
      reply({
        event: 'verified',
        problems: await ledgerProblems(parts.money.ledger),
        sends: Number(sends?.count ?? 0),
        pendingIncome: Number(pending?.total ?? 0),
        expectedIncome: Number(sends?.income ?? 0),
      });
      return;
    }
    await app.close();
    await database.dispose();
    reply({ event: 'stopped' });
    process.exit(0);
  })();
});
