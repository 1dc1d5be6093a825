import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { moneyCalls, uploadCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type AppParts } from '../../app';
import { giftSends } from '../../db/schema/index';
import { TINY_PNG, registerMember, uploadPicture } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import {
  grantDiamonds,
  ledgerProblems,
  registerLiveStreamer,
  walletOf,
} from '../../test-support/money';
import { databaseKinds, openTestDatabase } from '../../test-support/targets';
import { loadConfig } from '../config/config';
import { runBackupScriptOk } from './backup-scripts';

/** The server's settings for a data folder (and a PostgreSQL database), as an operator sets them. */
function serverConfig(dataDir: string, databaseUrl?: string) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Demo rooms and members would only slow the start; the operator's account is still seeded.
    SEED_DEMO_DATA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** An empty PostgreSQL database beside the test ones, dropped when the test ends. */
async function createEmptyDatabase(): Promise<string> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `tifo_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onTestFinished(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The server as it runs in `kind`'s mode: PGlite opened by the app itself in DATA_DIR/pglite
 * (closed with the app), or a PostgreSQL database of its own with uploads and secrets in DATA_DIR.
 * `stop` is the operator's stop; the test stops it too if it has not yet.
 */
async function startSourceServer(kind: 'pglite' | 'postgres', dataDir: string) {
  const database = kind === 'postgres' ? await openTestDatabase('postgres') : undefined;
  if (database) onTestFinished(() => database.dispose());
  const { app, parts } = await buildApp({
    config: serverConfig(dataDir),
    ...(database ? { database } : {}),
  });
  let stopped: PromiseLike<unknown> | undefined;
  const stop = async () => {
    stopped ??= app.close();
    await stopped;
  };
  onTestFinished(stop);
  await app.ready();
  return { app, parts, stop, databaseUrl: database?.url };
}

/** What a member did on the site: diamonds, a gift into a live room, a picture. */
async function memberActivity(app: FastifyInstance, parts: AppParts) {
  const db = parts.database.db;
  const streamer = await registerLiveStreamer(app, db);
  const fan = await registerMember(app, db);
  await grantDiamonds(parts.money.ledger, fan.userId, 500);
  const sent = await callContract(app, moneyCalls.handselGift, {
    body: { room_id: streamer.roomId, gift_id: 5, count: 3 },
    token: fan.token,
  });
  expect(sent.code).toBe(0);
  const picture = await uploadPicture(app, fan.token);
  // Signed with a key derived from the app secret: accepted later only if the secret is the same.
  const uploadGrant = await callContract(app, uploadCalls.getToken, {
    body: { kind: 'image' },
    token: fan.token,
  });
  return {
    fan,
    streamer,
    picture,
    uploadToken: uploadGrant.data.token,
    fanWallet: await walletOf(app, fan.token),
    streamerWallet: await walletOf(app, streamer.token),
    gifts: await db.select().from(giftSends).where(eq(giftSends.senderId, fan.userId)),
  };
}

describe.each(databaseKinds)('backup and restore (%s)', (kind) => {
  it('restores the books, a gift, an upload, logins and secrets into a fresh copy that starts', async () => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'tifo-backup-'));
    onTestFinished(() => rm(workspace, { recursive: true, force: true }));
    const sourceDir = path.join(workspace, 'data');
    const source = await startSourceServer(kind, sourceDir);
    const before = await memberActivity(source.app, source.parts);
    expect(before.gifts).toHaveLength(1);
    // PGlite: the documented stop comes first. PostgreSQL is dumped while the server runs.
    if (kind === 'pglite') await source.stop();
    await runBackupScriptOk('backup', ['--out', 'backups/nightly'], {
      cwd: workspace,
      env: {
        DATA_DIR: sourceDir,
        ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
      },
    });
    await source.stop();

    const restoredDir = path.join(workspace, 'restored');
    const restoredDatabase = kind === 'postgres' ? await createEmptyDatabase() : undefined;
    await runBackupScriptOk(
      'restore',
      [
        '--from',
        'backups/nightly',
        '--data-dir',
        restoredDir,
        ...(restoredDatabase ? ['--database-url', restoredDatabase] : []),
      ],
      { cwd: workspace },
    );

    // The server starts on the copy as it would in production: it opens, migrates, seeds.
    const { app, parts } = await buildApp({ config: serverConfig(restoredDir, restoredDatabase) });
    onTestFinished(() => app.close());
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await ledgerProblems(parts.money.ledger)).toEqual([]);
    // The member's login from before the backup still works, and the money is where it was.
    expect(await walletOf(app, before.fan.token)).toEqual(before.fanWallet);
    expect(await walletOf(app, before.streamer.token)).toEqual(before.streamerWallet);
    expect(
      await parts.database.db
        .select()
        .from(giftSends)
        .where(eq(giftSends.senderId, before.fan.userId)),
    ).toEqual(before.gifts);
    const served = await app.inject({ method: 'GET', url: before.picture });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    // An upload token signed before the backup still verifies: the app secret came back.
    const upload = await app.inject({
      method: 'POST',
      url: '/api/Upload/file',
      headers: {
        'x-tifo-client': 'web',
        'x-upload-token': before.uploadToken,
        'content-type': 'image/png',
        token: before.fan.token,
      },
      payload: TINY_PNG,
    });
    expect(upload.json<{ code: number }>().code).toBe(0);
  }, 60_000);
});
