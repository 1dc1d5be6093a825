/**
 * Engagement benchmark, server side: the real app (PostgreSQL, or BENCH_DATABASE=pglite) with a
 * live room, a sender with diamonds, BENCH_MEMBERS members with gold coins and a mall item with
 * a small stock. After the rushes it checks the ledger, the envelope's shares and the stock.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import {
  goods,
  goodsExchanges,
  redEnvelopeShares,
  redEnvelopes,
} from '../../apps/server/src/db/schema/index';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import { registerMember } from '../../apps/server/src/test-support/accounts';
import {
  grantDiamonds,
  grantGold,
  ledgerProblems,
  registerLiveStreamer,
} from '../../apps/server/src/test-support/money';
import { makeTestConfig, openTestDatabase } from '../../apps/server/src/test-support/targets';
import type { EngagementServerCommand, EngagementServerReply } from './protocol';

const reply = (message: EngagementServerReply) => process.send?.(message);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const STOCK = Number(process.env.BENCH_STOCK ?? 50);
const kind = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
if (kind === 'postgres' && !process.env.DATABASE_URL) {
  throw new Error('set DATABASE_URL (or BENCH_DATABASE=pglite)');
}

const database = await openTestDatabase(kind);
const { config } = await makeTestConfig({ FEED_ENABLED: 'false', LOG_LEVEL: 'silent' });
const { app, parts } = await buildApp({ config, database, bus: new MemoryBus() });
await app.listen({ host: '127.0.0.1', port: 0 });

const streamer = await registerLiveStreamer(app, database.db);
const sender = await registerMember(app, database.db);
await grantDiamonds(parts.money.ledger, sender.userId, 100_000);
const tokens: string[] = [];
for (let index = 0; index < MEMBERS; index += 1) {
  const member = await registerMember(app, database.db);
  await grantGold(parts.money.ledger, member.userId, 100);
  // Envelopes are for the room's viewers: each member's page is on the room.
  await parts.engagement.roomVisits.record(streamer.roomId, member.userId);
  tokens.push(member.token);
}
const [item] = await database.db
  .insert(goods)
  .values({
    nameZh: '限量球衣',
    nameEn: 'Limited jersey',
    nameVi: 'Áo giới hạn',
    image: '/emoji/26bd.svg',
    price: 10,
    stock: STOCK,
    kind: 'item',
  })
  .returning({ id: goods.id });
reply({
  event: 'ready',
  port: (app.server.address() as AddressInfo).port,
  roomId: streamer.roomId,
  senderToken: sender.token,
  tokens,
  goodsId: item!.id,
  stock: STOCK,
  database: kind,
});

process.on('message', (command: EngagementServerCommand) => {
  void (async () => {
    if (command.cmd === 'verify') {
      const [claims] = await database.db
        .select({
          count: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${redEnvelopeShares.amountMinor}), 0)::float8`,
        })
        .from(redEnvelopeShares)
        .where(
          and(
            eq(redEnvelopeShares.envelopeId, command.envelopeId),
            isNotNull(redEnvelopeShares.claimedBy),
          ),
        );
      const [envelope] = await database.db
        .select({ total: redEnvelopes.totalMinor })
        .from(redEnvelopes)
        .where(eq(redEnvelopes.id, command.envelopeId));
      const [stock] = await database.db
        .select({ stock: goods.stock })
        .from(goods)
        .where(eq(goods.id, command.goodsId));
      const [exchanges] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(goodsExchanges)
        .where(eq(goodsExchanges.goodsId, command.goodsId));
      reply({
        event: 'verified',
        problems: await ledgerProblems(parts.money.ledger),
        claimed: claims?.count ?? 0,
        claimedMinor: Number(claims?.total ?? 0),
        envelopeMinor: Number(envelope?.total ?? 0),
        stockLeft: stock?.stock ?? -1,
        exchanges: exchanges?.count ?? 0,
      });
      return;
    }
    await app.close();
    await database.dispose();
    reply({ event: 'stopped' });
    process.exit(0);
  })();
});
