import { isStaffRole } from '@tifo/contract';
import { devCalls } from '@tifo/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { normalizeMobile } from './mobile-numbers';
import { requireOperator } from './require-operator';

/** Reads per client address: enough to register a few demo accounts, not to sweep numbers. */
export const SMS_OUTBOX_READS = { limit: 30, windowMs: 60_000 } as const;

/**
 * The demo's SMS outbox, where the code the login dialog asks for can be read. `public` on a
 * demo install, `operators` on a production demo deployment (DEMO_PROVIDERS=allow); never
 * mounted otherwise. Whoever may read it, it shows only the latest message of one number, and
 * never one sent to an operator or a seeded account (their numbers are published in the docs:
 * the outbox would hand out their sessions; security review C1).
 */
export function registerSmsOutboxRoutes(
  app: FastifyInstance,
  deps: { db: Database; rateLimiter: RateLimiter; audience: 'public' | 'operators' },
): void {
  const { db, rateLimiter } = deps;
  registerCall(app, devCalls.smsOutbox, async ({ query, request }) => {
    if (deps.audience === 'operators') await requireOperator(db, requireMember(request).userId);
    const limit = await rateLimiter.hit(`sms-outbox:${request.ip}`, SMS_OUTBOX_READS);
    if (!limit.allowed) {
      throw new AppError('request.rateLimited', {
        httpStatus: 429,
        params: { seconds: Math.ceil(limit.retryAfterMs / 1000) },
      });
    }
    const mobile = normalizeMobile(query.country_code, query.mobile) ?? query.mobile;
    const [account] = await db
      .select({ role: users.role, seeded: users.seeded })
      .from(users)
      .where(and(eq(users.countryCode, query.country_code), eq(users.mobile, mobile)));
    if (account && (account.seeded || isStaffRole(account.role))) {
      throw new AppError('sms.outboxHidden', { httpStatus: 403 });
    }
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.countryCode, query.country_code), eq(smsOutbox.mobile, mobile)))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return {
      list: rows.map((row) => ({
        id: row.id,
        body: row.body,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
