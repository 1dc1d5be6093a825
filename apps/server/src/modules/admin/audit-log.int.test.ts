import { auditCalls, distributionAdminCalls, paymentAdminCalls, staffCalls } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redacted } from '../../platform/http/operator-audit';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('operator audit log (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });

  it('keeps who did what, with which input and outcome, refusals included, and lists it', async () => {
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const agent = await registerMember(ctx.test.app, ctx.database.db);
    const body = { user_id: agent.userId, channel_code: 'audit-1', share_percent: 4 };
    expect(
      (await call(distributionAdminCalls.setAgent, { body, token: operator.token })).code,
    ).toBe(0);
    const refused = await call(distributionAdminCalls.refundTopup, {
      body: { order_no: 'NO-SUCH-ORDER', note: 'test' },
      token: operator.token,
    });
    expect(refused.code).toBe(1);
    // Reading the log is not an action: it adds no row.
    const log = await call(auditCalls.list, {
      query: { operator_id: operator.userId },
      token: operator.token,
    });
    expect(log.data.list).toMatchObject([
      {
        action: 'Admin/refundTopup',
        outcome: 1,
        message: 'money.orderNotFound',
        result: null,
        input: { order_no: 'NO-SUCH-ORDER', note: 'test' },
      },
      {
        action: 'Admin/setAgent',
        operator_id: operator.userId,
        outcome: 0,
        input: { user_id: agent.userId, channel_code: 'AUDIT-1', share_percent: 4 },
        result: { channel_code: 'AUDIT-1', share_percent: 4 },
      },
    ]);
    const byAction = await call(auditCalls.list, {
      query: { action: 'Admin/setAgent', operator_id: operator.userId },
      token: operator.token,
    });
    expect(byAction.data.list).toHaveLength(1);
    const asMember = await call(auditCalls.list, { token: agent.token });
    expect(asMember.status).toBe(403);
  });

  it('lets an administrator make a moderator, who may review but not touch money settings', async () => {
    const administrator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, administrator.userId);
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const own = await call(staffCalls.setRole, {
      body: { user_id: administrator.userId, role: 'member' },
      token: administrator.token,
    });
    expect(own).toMatchObject({ code: 1, msg: '不能更改自己的角色' });
    const made = await call(staffCalls.setRole, {
      body: { user_id: member.userId, role: 'moderator' },
      token: administrator.token,
    });
    expect(made.data).toEqual({ user_id: member.userId, role: 'moderator' });
    expect((await call(auditCalls.list, { token: member.token })).code).toBe(0);
    const money = await call(paymentAdminCalls.paymentIncidents, { token: member.token });
    expect(money).toMatchObject({ status: 403, msg: '仅管理员可操作（资金设置与人员角色）' });
    const promote = await call(staffCalls.setRole, {
      body: { user_id: member.userId, role: 'operator' },
      token: member.token,
    });
    expect(promote.status).toBe(403);
  });

  it('is append-only in the database', async () => {
    const db = ctx.database.db;
    await expect(
      db.execute(sql`update operator_audit set message = 'rewritten'`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from operator_audit`)).rejects.toThrow();
  });

  it('keeps no secret', () => {
    expect(
      redacted({ payment_password: '123456', nested: [{ token: 'abc', note: 'ok' }], amount: 5 }),
    ).toEqual({
      payment_password: '[redacted]',
      nested: [{ token: '[redacted]', note: 'ok' }],
      amount: 5,
    });
  });
});
