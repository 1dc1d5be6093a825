import {
  imCalls,
  liveCalls,
  profileCalls,
  redEnvelopeCalls,
  type CallBody,
  type CallDefinition,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectImAs, textMessage } from '../../test-support/im-client';
import { makeOperator } from '../../test-support/live';
import { grantDiamonds, registerLiveStreamer } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

const BLOCKED_IN_CHAT =
  'Your message contains a word that is not allowed here. Change it and send again.';
const BLOCKED = 'This contains a word that is not allowed here. Change it and try again.';
const RESERVED = 'That name is reserved for the Tifo team. Choose another one.';

/**
 * Security review L3: blocked words were matched on the raw text (lowercased, spaces removed),
 * so zero-width characters, fullwidth letters, look-alike Cyrillic letters and soft hyphens got
 * through, and names, announcements and titles were not checked at all. Names took bidi
 * overrides, invisible characters and staff names.
 */
describe.each(databaseKinds)('names and public text (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  let streamer: Awaited<ReturnType<typeof registerLiveStreamer>>;

  const call = contractCaller(() => ctx.test.app);
  const nicknameOf = async (userId: number) => {
    const [row] = await ctx.database.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, userId));
    return row?.nickname;
  };

  beforeAll(async () => {
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    expect(
      (await call(imCalls.addBlockedWords, { body: { words: ['badword'] }, token: operator.token }))
        .code,
    ).toBe(0);
    streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
  });

  it('refuses disguised blocked words in room chat (the review reproductions)', async () => {
    const disguises = [
      'bad\u200bword',
      'ｂａｄｗｏｒｄ',
      'BАDWORD',
      'bad\u00adword',
      'Β Α D w о r d',
    ];
    for (const text of disguises) {
      // A member each: room chat allows one message a second.
      const fan = await registerMember(ctx.test.app, ctx.database.db);
      const sent = await call(liveCalls.sendBarrage, {
        body: { room_id: streamer.roomId, text },
        token: fan.token,
      });
      expect(sent, JSON.stringify(text)).toMatchObject({ code: 1, msg: BLOCKED_IN_CHAT });
    }
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    const client = await connectImAs(ctx.test.app, fan);
    try {
      expect((await client.request({ type: 'joinRoom', room_id: streamer.roomId })).code).toBe(0);
      const reply = await client.request({
        type: 'sendRoom',
        room_id: streamer.roomId,
        ...textMessage('so ｂａｄ\u200bwоrd'),
      });
      expect(reply).toMatchObject({ code: 1, msg: BLOCKED_IN_CHAT });
      const fine = await client.request({
        type: 'sendRoom',
        room_id: streamer.roomId,
        ...textMessage('good game ❤️‍🔥'),
      });
      expect(fine).toMatchObject({ code: 0, data: { payload: { text: 'good game ❤️‍🔥' } } });
    } finally {
      client.socket.close();
    }
  });

  it('refuses blocked words in nicknames, signatures, announcements, titles and envelopes', async () => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 100);
    const attempt = <C extends CallDefinition>(
      contractCall: C,
      body: CallBody<C>,
      token: string,
    ) => ({
      path: contractCall.path,
      send: () => call(contractCall, { body, token }),
    });
    const attempts = [
      attempt(profileCalls.updateInfo, { user_nickname: 'badword' }, fan.token),
      attempt(profileCalls.updateInfo, { signature: 'I say ＢＡＤＷＯＲＤ' }, fan.token),
      attempt(liveCalls.setPlacard, { placard: 'badword' }, streamer.token),
      attempt(
        liveCalls.setLiveInfo,
        { title: 'bad\u200bword derby', category_type: 1 },
        streamer.token,
      ),
      attempt(
        redEnvelopeCalls.insert,
        { room_id: streamer.roomId, total: 10, count: 2, message: 'badword' },
        fan.token,
      ),
    ];
    for (const { path, send } of attempts) {
      expect(await send(), path).toMatchObject({
        status: 400,
        code: 1,
        msg: BLOCKED,
      });
    }
    expect(await nicknameOf(fan.userId)).not.toBe('badword');
    const placard = await call(liveCalls.getPlacard, { query: { room_id: streamer.roomId } });
    expect(placard.data.placard).not.toContain('badword');
  });

  it('removes bidi overrides and invisible characters from names, refusing names left empty', async () => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    const reversed = await call(profileCalls.updateInfo, {
      body: { user_nickname: '\u202Eexe.txt\u202C  fan' },
      token: fan.token,
    });
    expect(reversed).toMatchObject({ code: 0, data: { user_nickname: 'exe.txt fan' } });
    expect(await nicknameOf(fan.userId)).toBe('exe.txt fan');

    for (const invisible of ['\u200b\u200b\u200b', '\u2066\u2069\u200d', '\u3164\u3164']) {
      const reply = await call(profileCalls.updateInfo, {
        body: { user_nickname: invisible },
        token: fan.token,
      });
      expect(reply, JSON.stringify(invisible)).toMatchObject({ status: 400, code: 1 });
    }
    const escape = await call(profileCalls.updateInfo, {
      body: { user_nickname: '\u0007\u001b[31m' },
      token: fan.token,
    });
    expect(escape).toMatchObject({
      status: 400,
      code: 1,
      msg: 'The text contains invisible control characters. Remove them and try again.',
    });
    expect(await nicknameOf(fan.userId)).toBe('exe.txt fan');
  });

  it('reserves staff names for staff', async () => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    for (const name of [
      'Tifo Operator',
      'ＴＩＦＯ operator',
      'TIFO_Оfficial',
      'Tifo 官方',
      '管理员',
      '客服',
    ]) {
      const reply = await call(profileCalls.updateInfo, {
        body: { user_nickname: name },
        token: fan.token,
      });
      expect(reply, name).toMatchObject({ status: 400, code: 1, msg: RESERVED });
    }
    expect(
      await call(profileCalls.updateInfo, {
        body: { user_nickname: 'Tifo fan 42' },
        token: fan.token,
      }),
    ).toMatchObject({
      code: 0,
    });
    const staff = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, staff.userId);
    expect(
      await call(profileCalls.updateInfo, {
        body: { user_nickname: 'Tifo Operator' },
        token: staff.token,
      }),
    ).toMatchObject({ code: 0, data: { user_nickname: 'Tifo Operator' } });
  });
});
