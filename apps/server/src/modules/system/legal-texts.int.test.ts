import { legalParagraphs, legalTextCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('legal texts (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  it('shows what staff wrote per language, the built-in text elsewhere, and goes back on an empty save', async () => {
    const moderator = await registerMember(ctx.test.app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.id, moderator.userId));
    const query = { kind: 'privacy', language: 'vi' } as const;
    expect((await call(legalTextCalls.get, { query })).data).toMatchObject({ body: null });

    const body = 'Chúng tôi bảo vệ dữ liệu của bạn.\n\n  <b>Không</b> bán dữ liệu.  \n\n\n';
    const saved = await call(legalTextCalls.save, {
      body: { ...query, body },
      token: moderator.token,
    });
    expect(saved.data).toMatchObject({ before: { body: null }, after: { language: 'vi' } });
    const shown = await call(legalTextCalls.get, { query });
    expect(legalParagraphs(shown.data.body ?? '')).toEqual([
      'Chúng tôi bảo vệ dữ liệu của bạn.',
      '<b>Không</b> bán dữ liệu.',
    ]);
    // Another language still has none.
    const chinese = await call(legalTextCalls.get, { query: { ...query, language: 'zh' } });
    expect(chinese.data.body).toBeNull();
    const all = await call(legalTextCalls.list, { token: moderator.token });
    expect(all.data.list).toHaveLength(6);

    await call(legalTextCalls.save, { body: { ...query, body: '   ' }, token: moderator.token });
    expect((await call(legalTextCalls.get, { query })).data.body).toBeNull();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const refused = await call(legalTextCalls.save, {
      body: { ...query, body: 'x' },
      token: member.token,
    });
    expect(refused.status).toBe(403);
  });
});
