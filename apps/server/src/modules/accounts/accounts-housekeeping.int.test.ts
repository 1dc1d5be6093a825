import { accountCalls, qrLoginCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginQrCodes, sessions, verificationCodes } from '../../db/schema/index';
import { newMobile, registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';
import { purgeExpiredAccountData } from './accounts-housekeeping';

describe.each(databaseKinds)('accounts housekeeping on %s', (kind) => {
  const ctx = useAppForFile(kind);

  it('deletes only what nobody can use any more', async () => {
    const db = ctx.database.db;
    const member = await registerMember(ctx.test.app, db);
    const live = newMobile();
    await callContract(ctx.test.app, accountCalls.getCode, {
      body: { mobile: live, scene: 'register' },
    });
    await callContract(ctx.test.app, qrLoginCalls.create);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    // The member's spent register code and one QR code are made old; the fresh code stays.
    await db
      .update(verificationCodes)
      .set({ expiresAt: twoDaysAgo })
      .where(eq(verificationCodes.mobile, member.mobile));
    await db.update(loginQrCodes).set({ expiresAt: twoDaysAgo });

    const purged = await purgeExpiredAccountData(db, new Date());
    expect(purged.codes).toBeGreaterThanOrEqual(1);
    expect(purged.qrCodes).toBeGreaterThanOrEqual(1);
    expect(
      await db.select().from(verificationCodes).where(eq(verificationCodes.mobile, live)),
    ).toHaveLength(1);
    // A live session is never touched.
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(
      1,
    );
    expect(
      await callContract(ctx.test.app, accountCalls.memberInfo, { token: member.token }),
    ).toMatchObject({
      code: 0,
    });
  });
});
