import { describe, expect, it } from 'vitest';
import { SMS_OUTBOX_READS } from '../../modules/accounts/sms-outbox.routes';
import { allowNextCode, callerFrom, newMobile } from '../../test-support/accounts';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { seedDemoData } from '../../db/seed/demo-seed';
import type { Envelope } from '../../test-support/envelope';

type Outbox = Envelope<{ list: { body: string }[] }>;

/**
 * The demo install's SMS outbox stays convenient (the login dialog links to the code of the
 * number being registered) without handing out other people's accounts (security review C1).
 */
describe.each(databaseKinds)('the demo SMS outbox (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const outboxOf = (mobile: string) => `/api/Dev/smsOutbox?mobile=${mobile}&country_code=86`;

  it('never shows a code sent to the operator or a seeded account', async () => {
    await seedDemoData(ctx.database.db);
    const caller = callerFrom(ctx.test.app);
    // The review's takeover: ask a login code for the documented operator number, read it.
    for (const mobile of ['13800000000', '13800000001', '13800000100']) {
      const sent = await caller.post('/api/user/getCode', { mobile, scene: 'login' });
      expect(sent.statusCode).toBeLessThan(500);
      const reply = await caller.get(outboxOf(mobile));
      expect(reply.statusCode).toBe(403);
      expect(
        reply.json<Envelope<{ list?: unknown }> | Envelope<null>>().data?.list,
      ).toBeUndefined();
    }
  });

  it('shows only the latest message of one number', async () => {
    const mobile = newMobile();
    const caller = callerFrom(ctx.test.app);
    await caller.post('/api/user/getCode', { mobile, scene: 'register' });
    await allowNextCode(ctx.test.parts.rateLimiter, mobile);
    await caller.post('/api/user/getCode', { mobile, scene: 'register' });
    const list = (await caller.get(outboxOf(mobile))).json<Outbox>().data.list;
    expect(list).toHaveLength(1);
  });

  it('is rate limited per address', async () => {
    const caller = callerFrom(ctx.test.app);
    const replies = [];
    for (let read = 0; read <= SMS_OUTBOX_READS.limit; read += 1) {
      replies.push((await caller.get(outboxOf(newMobile()))).statusCode);
    }
    expect(replies.slice(0, SMS_OUTBOX_READS.limit).every((status) => status === 200)).toBe(true);
    expect(replies.at(-1)).toBe(429);
  });
});
