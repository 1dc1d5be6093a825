import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFrom, newAddress, registerMember } from '../../test-support/accounts';
import { connectImAs, textMessage } from '../../test-support/im-client';
import { captureLog } from '../../test-support/log-capture';
import { grantDiamonds, registerLiveStreamer, setPaymentPassword } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { buildTestApp, useAppForFile } from '../../test-support/test-app';
import type { Envelope } from '../../test-support/envelope';

const REFUSAL = 'The text contains invisible control characters. Remove them and try again.';

/**
 * Security review M8: a NUL in any text field reached PostgreSQL, which refuses it, and came
 * back as a 500 with the query and its parameters in the error log. Every call the review
 * reproduced it on now answers 400 with code 1 and a translated message, and logs no error.
 */
describe.each(databaseKinds)('control characters in text (%s)', (kind) => {
  const log = captureLog();
  const ctx = useAppForFile(kind, { listen: true, logger: log.logger });

  const expectRefused = (reply: { statusCode: number; json<T>(): T }, what: string) => {
    expect(reply.statusCode, what).toBe(400);
    expect(reply.json<Envelope>(), what).toMatchObject({ code: 1, msg: REFUSAL });
  };

  it('refuses a NUL in every call the review reproduced it on, without an error in the log', async () => {
    const { app } = ctx.test;
    const db = ctx.database.db;
    const streamer = await registerLiveStreamer(app, db);
    const fan = await registerMember(app, db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 2_000);
    const bought = await callerFrom(app).post(
      '/api/guard_user/buy',
      { tier: 1, months: 1 },
      { token: fan.token, lang: 'en' },
    );
    expect(bought.json<Envelope>().code).toBe(0);
    const paymentPassword = await setPaymentPassword(app, fan);
    const caller = callerFrom(app);
    const asFan = { token: fan.token, lang: 'en' };
    const asStreamer = { token: streamer.token, lang: 'en' };
    const posts: [string, unknown, typeof asFan | { lang: string }][] = [
      ['member/updateInfo', { user_nickname: 'nick\u0000name' }, asFan],
      ['member/updateInfo', { signature: 'about me\u0000' }, asFan],
      ['Live/setPlacard', { placard: 'welcome\u0000' }, asStreamer],
      ['Live/setLiveInfo', { title: 'Derby\u0000', category_type: 1 }, asStreamer],
      ['Barrage/send', { room_id: streamer.roomId, text: 'goal\u0000' }, asFan],
      [
        'Redenvelope/insert',
        { room_id: streamer.roomId, total: 10, count: 2, message: 'gl\u0000' },
        asFan,
      ],
      ['Live/report', { room_id: streamer.roomId, reason: 'violence', detail: 'bad\u0000' }, asFan],
      [
        'Member/verified',
        {
          real_name: 'Zhang\u0000San',
          contact: 'zhang@example.com',
          id_number: '110101199001011234',
          experience: 'Ten years of commentary on local football.',
        },
        asFan,
      ],
      [
        'Bank_card/bind',
        {
          real_name: 'Zhang San',
          bank_name: 'ICBC\u0000',
          card_number: '6222021234567890123',
          payment_password: paymentPassword,
        },
        asFan,
      ],
      ['Horn/send', { text: 'hello everyone\u0000' }, asFan],
    ];
    for (const [path, body, extra] of posts) {
      expectRefused(await caller.post(`/api/${path}`, body, extra), path);
    }
    // Feedback needs no login: each field, from its own address (it is rate limited per address).
    for (const body of [
      { category: 'bug', content: 'valid content \u0000 here' },
      { category: 'bug', content: 'valid content here', contact: 'me\u0000' },
      { category: 'bug', content: 'valid content here', page_url: '/live\u0000' },
    ]) {
      const reply = await callerFrom(app, newAddress()).post('/api/Universal/feedback', body, {
        lang: 'en',
      });
      expectRefused(reply, `Universal/feedback ${JSON.stringify(body)}`);
    }
    expectRefused(
      await caller.get('/api/Live/getRoomList?match_id=%00', { lang: 'en' }),
      'getRoomList',
    );
    expectRefused(await caller.get('/api/Order/getStatus?order_no=a%00b', asFan), 'getStatus');
    expect(log.errors()).toEqual([]);
  });

  it('answers text the database cannot store with 400, logged without the text', async () => {
    // The backstop for text that reaches the database some other way than a contract call.
    const backstopLog = captureLog();
    const backstop = await buildTestApp({
      database: ctx.database,
      logger: backstopLog.logger,
      beforeReady: (app) => {
        app.get('/api/Test/storeText', async () => {
          await ctx.database.db.execute(sql`select ${'secret\u0000text'}::text`);
          await ctx.database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`);
          return null;
        });
      },
    });
    try {
      const reply = await callerFrom(backstop.app).get('/api/Test/storeText', { lang: 'en' });
      expectRefused(reply, 'a NUL in a query parameter');
      expect(backstopLog.errors()).toEqual([]);
      const warning = backstopLog.lines.find(
        (line) => line.msg === 'refused text the database cannot store',
      );
      expect(warning).toMatchObject({ level: 40, sqlState: '22021' });
      expect(JSON.stringify(backstopLog.lines)).not.toContain('secret');
    } finally {
      await backstop.close();
    }
  });

  it('answers /im sends with a NUL with code 1 and a translated message', async () => {
    const { app } = ctx.test;
    const db = ctx.database.db;
    const streamer = await registerLiveStreamer(app, db);
    const [alice, bob] = [await registerMember(app, db), await registerMember(app, db)];
    const client = await connectImAs(app, alice);
    try {
      expect((await client.request({ type: 'joinRoom', room_id: streamer.roomId })).code).toBe(0);
      const room = await client.request({
        type: 'sendRoom',
        room_id: streamer.roomId,
        ...textMessage('hi\u0000there'),
      });
      const direct = await client.request({
        type: 'sendPrivate',
        to: String(bob.userId),
        ...textMessage('hi\u0000there'),
      });
      for (const reply of [room, direct]) {
        expect(reply).toMatchObject({
          code: 1,
          msg: 'That message was not understood. Reload the page and try again.',
        });
      }
    } finally {
      client.socket.close();
    }
    expect(log.errors()).toEqual([]);
  });
});
