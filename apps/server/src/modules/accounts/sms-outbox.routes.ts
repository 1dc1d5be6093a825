import { devCalls } from '@tifo/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { registerCall } from '../../platform/http/register-call';
import { normalizeMobile } from './mobile-numbers';

/** Lets demo users and tests read the codes the outbox provider "sent" (never in production). */
export function registerSmsOutboxRoutes(app: FastifyInstance, db: Database): void {
  registerCall(app, devCalls.smsOutbox, async ({ query }) => {
    const mobile = normalizeMobile(query.country_code, query.mobile) ?? query.mobile;
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.countryCode, query.country_code), eq(smsOutbox.mobile, mobile)))
      .orderBy(desc(smsOutbox.id))
      .limit(10);
    return {
      list: rows.map((row) => ({
        id: row.id,
        body: row.body,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
