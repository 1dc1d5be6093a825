import { describe, expect, it } from 'vitest';
import { callerFrom, registerMember } from '../../test-support/accounts';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

/**
 * Security review I2: `from=2026-02-30` was accepted and rolled over to March 2. Every date in
 * a query is now a real day of the calendar, or the request is refused naming the field.
 */
describe.each(databaseKinds)('impossible dates (%s)', (kind) => {
  const ctx = useAppForFile(kind);

  it('refuses February 30 and other impossible days in every date query', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const caller = callerFrom(ctx.test.app);
    const asMember = { token: member.token, lang: 'en' };
    const refused = [
      ['Order/getList?type=ledger&from=2026-02-30', 'from'],
      ['Order/getList?type=order&to=2026-04-31', 'to'],
      ['Guess/records?from=2026-02-29', 'from'],
      ['Match/getList?sport=football&date=2026-13-01', 'date'],
      ['Match/getFixtures?competition_id=1&from=2026-02-30', 'from'],
    ] as const;
    for (const [path, field] of refused) {
      const reply = await caller.get(`/api/${path}`, asMember);
      expect(reply.statusCode, path).toBe(400);
      expect(reply.json(), path).toMatchObject({
        code: 1,
        msg: expect.stringContaining(field) as string,
      });
    }
    const fine = await caller.get('/api/Order/getList?type=ledger&from=2026-02-28', asMember);
    expect(fine.json()).toMatchObject({ code: 0 });
  });
});
