/**
 * The suite's people, made through the real app before the instances start: a streamer whose
 * room is live, members who chat (with their chat tickets) and members with diamonds to send.
 */
import { buildApp } from '../../apps/server/src/app';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { MemoryRateLimiter } from '../../apps/server/src/platform/rate-limit/memory-rate-limiter';
import { registerMember } from '../../apps/server/src/test-support/accounts';
import { userSigOf } from '../../apps/server/src/test-support/im-client';
import { grantDiamonds, registerLiveStreamer } from '../../apps/server/src/test-support/money';
import { makeTestConfig } from '../../apps/server/src/test-support/targets';

export const DIAMONDS_EACH = 1_000_000;

export interface Cast {
  roomId: number;
  chatters: { userId: number; userID: string; userSig: string }[];
  senders: { userId: number; token: string }[];
}

export async function makeCast(options: {
  databaseUrl: string;
  appSecret: string;
  chatters: number;
  senders: number;
}): Promise<Cast> {
  const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
  await database.migrate();
  const { config, cleanup } = await makeTestConfig({
    FEED_ENABLED: 'false',
    APP_SECRET: options.appSecret,
    DATABASE_URL: options.databaseUrl,
  });
  const { app, parts } = await buildApp({
    config,
    database,
    bus: new MemoryBus(),
    rateLimiter: new MemoryRateLimiter(),
  });
  try {
    await app.ready();
    const streamer = await registerLiveStreamer(app, database.db);
    const chatters: Cast['chatters'] = [];
    for (let index = 0; index < options.chatters; index += 1) {
      const member = await registerMember(app, database.db);
      const userSig = await userSigOf(app, member.token);
      chatters.push({ userId: member.userId, userID: String(member.userId), userSig });
    }
    const senders: Cast['senders'] = [];
    for (let index = 0; index < options.senders; index += 1) {
      const member = await registerMember(app, database.db);
      await grantDiamonds(parts.money.ledger, member.userId, DIAMONDS_EACH);
      senders.push({ userId: member.userId, token: member.token });
    }
    return { roomId: streamer.roomId, chatters, senders };
  } finally {
    await app.close();
    await database.close();
    await cleanup();
  }
}
