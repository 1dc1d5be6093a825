import {
  consoleReportCalls,
  imCalls,
  liveCalls,
  memberReportCalls,
  type ReportCase,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageReports, users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectImAs, textMessage } from '../../test-support/im-client';
import { makeOperator } from '../../test-support/live';
import { registerLiveStreamer } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('reports of chat messages and members (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });
  const member = () => registerMember(ctx.test.app, ctx.database.db);

  async function moderator() {
    const staff = await member();
    await ctx.database.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.id, staff.userId));
    return staff;
  }

  async function caseOf(token: string, kind: 'message' | 'user', id: number) {
    const queue = await call(consoleReportCalls.list, { query: { kind }, token });
    return queue.data.list.find((item: ReportCase) => item.target_id === id);
  }

  it('a room message reported twice is one case; removing it takes it out of the chat everywhere', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const [author, first, second] = [await member(), await member(), await member()];
    const staff = await moderator();
    const sent = await call(liveCalls.sendBarrage, {
      body: { room_id: streamer.roomId, text: 'cheap followers at example dot com' },
      token: author.token,
    });
    const messageId = sent.data.id;
    const watcher = await connectImAs(app, second);
    expect(await watcher.request({ type: 'joinRoom', room_id: streamer.roomId })).toMatchObject({
      code: 0,
    });

    const report = (token: string, note = '') =>
      call(memberReportCalls.message, {
        body: { message_id: messageId, reason: 'spam', note },
        token,
      });
    expect(await report(first.token, 'an advert')).toMatchObject({
      code: 0,
      msg: 'Report sent. Thank you.',
    });
    // The same member reporting again refreshes their report: one vote each.
    expect((await report(first.token, 'an advert, again')).code).toBe(0);
    expect((await report(second.token)).code).toBe(0);
    const own = await report(author.token);
    expect(own).toMatchObject({ code: 1, msg: 'You cannot report yourself.' });
    expect(
      await ctx.database.db
        .select()
        .from(messageReports)
        .where(eq(messageReports.messageId, messageId)),
    ).toHaveLength(2);

    expect(await caseOf(staff.token, 'message', messageId)).toMatchObject({
      reports: 2,
      reasons: ['spam'],
      notes: ['an advert, again'],
      excerpt: 'cheap followers at example dot com',
      author_id: author.userId,
      link: `/live?id=${streamer.roomId}`,
      gone: false,
    });

    const handled = await call(consoleReportCalls.handle, {
      body: { target_kind: 'message', target_id: messageId, outcome: 'removed', note: 'advert' },
      token: staff.token,
    });
    expect(handled).toMatchObject({ code: 0, data: { outcome: 'removed' } });
    expect(await watcher.next((m) => m.type === 'messageRemoved')).toEqual({
      type: 'messageRemoved',
      data: { id: messageId, room_id: streamer.roomId },
    });
    const history = await call(liveCalls.getBarrageList, { query: { room_id: streamer.roomId } });
    expect(history.data.list.map((barrage) => barrage.id)).not.toContain(messageId);
    expect(await caseOf(staff.token, 'message', messageId)).toBeUndefined();
    // Gone from the site, it can no longer be reported.
    expect(await report(first.token)).toMatchObject({ code: 1 });
    watcher.socket.close();
  });

  it('a private message is reported by its receiver only, and removed from both sides', async () => {
    const { app } = ctx.test;
    const [alice, bob, carol] = [await member(), await member(), await member()];
    const staff = await moderator();
    const aliceTab = await connectImAs(app, alice);
    const bobTab = await connectImAs(app, bob);
    const sent = await aliceTab.request({
      type: 'sendPrivate',
      to: String(bob.userId),
      ...textMessage('send me your login code'),
    });
    const messageId = (sent.data as { id: number }).id;
    await bobTab.next((m) => m.type === 'privateMessage');

    const report = (token: string) =>
      call(memberReportCalls.message, {
        body: { message_id: messageId, reason: 'fraud' },
        token,
      });
    // An outsider learns nothing about another pair's messages.
    expect(await report(carol.token)).toMatchObject({
      code: 1,
      msg: 'This message is no longer there.',
    });
    expect((await report(bob.token)).code).toBe(0);
    expect(await caseOf(staff.token, 'message', messageId)).toMatchObject({
      excerpt: 'send me your login code',
      link: '',
    });

    await call(consoleReportCalls.handle, {
      body: { target_kind: 'message', target_id: messageId, outcome: 'removed' },
      token: staff.token,
    });
    for (const tab of [aliceTab, bobTab]) {
      expect(await tab.next((m) => m.type === 'messageRemoved')).toMatchObject({
        data: { id: messageId, room_id: null },
      });
    }
    const thread = await call(imCalls.messageList, {
      query: { peer: String(alice.userId) },
      token: bob.token,
    });
    expect(thread.data.list.map((message) => message.id)).not.toContain(messageId);
    aliceTab.socket.close();
    bobTab.socket.close();
  });

  it('a reported member: never oneself or staff; upheld, their nickname and picture are reset', async () => {
    const [offender, reporter] = [await member(), await member()];
    const staff = await moderator();
    const operator = await member();
    await makeOperator(ctx.database.db, operator.userId);
    const report = (token: string, userId: number) =>
      call(memberReportCalls.user, {
        body: { user_id: userId, reason: 'abuse', note: 'name' },
        token,
      });

    expect(await report(reporter.token, reporter.userId)).toMatchObject({ code: 1 });
    expect(await report(reporter.token, operator.userId)).toMatchObject({ code: 1 });
    expect((await report(reporter.token, 9_000_000)).code).toBe(1);
    expect((await report(reporter.token, offender.userId)).code).toBe(0);
    const [before] = await ctx.database.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, offender.userId));
    expect(await caseOf(staff.token, 'user', offender.userId)).toMatchObject({
      reports: 1,
      author_nickname: before!.nickname,
      link: `/persona?id=${offender.userId}`,
    });

    await call(consoleReportCalls.handle, {
      body: { target_kind: 'user', target_id: offender.userId, outcome: 'removed' },
      token: staff.token,
    });
    const [after] = await ctx.database.db
      .select({ nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, offender.userId));
    expect(after).toEqual({ nickname: `Tifo${offender.userId}`, avatar: '' });
    expect(await caseOf(staff.token, 'user', offender.userId)).toBeUndefined();
  });
});
