import { FEEDBACK_LIMITS } from '@tifo/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index';
import { browserPostHeaders, useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';

describe.each(databaseKinds)('feedback on %s', (kind) => {
  const ctx = useAppForFile(kind);

  const submit = (payload: unknown, remoteAddress: string, lang = 'en') =>
    ctx.test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { ...browserPostHeaders, 'accept-language': lang },
      remoteAddress,
      payload: JSON.stringify(payload),
    });

  it('stores a valid submission with its language and trimmed text', async () => {
    const response = await submit(
      {
        category: 'bug',
        content: '  The stream froze at 45 minutes  ',
        contact: 'fan@example.com',
      },
      '10.0.0.1',
      'vi',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: number; msg: string; data: { id: number } }>();
    expect(body.code).toBe(0);
    expect(body.msg).toBe('Cảm ơn bạn! Chúng tôi đã nhận được góp ý.');
    const rows = await ctx.database.db.select().from(feedback);
    const row = rows.find((r) => r.id === body.data.id);
    expect(row).toMatchObject({
      category: 'bug',
      content: 'The stream froze at 45 minutes',
      contact: 'fan@example.com',
      language: 'vi',
      clientAddress: '10.0.0.1',
    });
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(feedback);
    const cases: [unknown, string][] = [
      [{ category: 'bug', content: 'hey' }, 'content'],
      [{ category: 'praise', content: 'long enough text' }, 'category'],
      [{ category: 'bug', content: 'x'.repeat(FEEDBACK_LIMITS.contentMaxLength + 1) }, 'content'],
      [{ category: 'bug', content: 'long enough', contact: 'c'.repeat(101) }, 'contact'],
      [[], 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await submit(payload, '10.0.0.2', 'zh');
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: number; msg: string }>();
      expect(body.code).toBe(1);
      expect(body.msg).toBe(`请求参数有误：${field}`);
    }
    const after = await ctx.database.db.select({ n: count() }).from(feedback);
    expect(after).toEqual(before);
  });

  it('limits submissions per address', async () => {
    const address = '10.0.0.3';
    for (let i = 0; i < FEEDBACK_LIMITS.perAddressPerWindow; i += 1) {
      expect(
        (await submit({ category: 'other', content: `message ${i}` }, address)).statusCode,
      ).toBe(200);
    }
    const limited = await submit({ category: 'other', content: 'one more time' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 1,
      msg: 'Too many requests. Try again in 600 s.',
    });
    // Another address is not affected.
    expect(
      (await submit({ category: 'other', content: 'from elsewhere' }, '10.0.0.4')).statusCode,
    ).toBe(200);
  });
});
