import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loginQrCodes, sessions, smsOutbox, verificationCodes } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

/** How long spent or expired account records are kept before they are deleted. */
export const ACCOUNT_RETENTION_MS = {
  verificationCodes: 24 * 3600_000,
  qrCodes: 24 * 3600_000,
  smsOutbox: 7 * 24 * 3600_000,
  /** Ended sessions stay a while for support questions ("was I logged in from …?"). */
  endedSessions: 30 * 24 * 3600_000,
} as const;

/**
 * Deletes records nobody can use any more, so the tables that every code request, QR login and
 * session adds to stay small. Safe to run on every instance at once.
 */
export async function purgeExpiredAccountData(db: Database, now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before(ACCOUNT_RETENTION_MS.verificationCodes)))
    .returning({ id: verificationCodes.id });
  const qr = await db
    .delete(loginQrCodes)
    .where(lt(loginQrCodes.expiresAt, before(ACCOUNT_RETENTION_MS.qrCodes)))
    .returning({ id: loginQrCodes.id });
  const outbox = await db
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, before(ACCOUNT_RETENTION_MS.smsOutbox)))
    .returning({ id: smsOutbox.id });
  const ended = before(ACCOUNT_RETENTION_MS.endedSessions);
  const oldSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, ended),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ended)),
      ),
    )
    .returning({ id: sessions.id });
  return {
    codes: codes.length,
    qrCodes: qr.length,
    smsOutbox: outbox.length,
    sessions: oldSessions.length,
  };
}

/** Runs the purge now and then every `everyMs`; returns a stop function. */
export function startAccountsHousekeeping(options: {
  db: Database;
  logger: FastifyBaseLogger;
  everyMs?: number;
  now?: () => number;
}): () => void {
  const run = () => {
    purgeExpiredAccountData(options.db, new Date(options.now?.() ?? Date.now())).then(
      (purged) => options.logger.debug({ purged }, 'accounts housekeeping'),
      (error: unknown) => options.logger.warn({ err: error }, 'accounts housekeeping failed'),
    );
  };
  const timer = setInterval(run, options.everyMs ?? 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
