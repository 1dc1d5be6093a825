import { accountCalls, consoleUserCalls, liveCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerMember, registerStaff } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectImAs, containing, textMessage } from '../../test-support/im-client';
import { registerLiveStreamer } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('console users and sanctions (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  const staff = (role: 'operator' | 'moderator') =>
    registerStaff(ctx.test.app, ctx.database.db, role);

  const login = (mobile: string, password: string) =>
    call(accountCalls.login, {
      body: { account: mobile, country_code: 86, password, device_type: 'pc' },
    });

  it('finds members by id, mobile and nickname; moderators see the mobile masked', async () => {
    const administrator = await staff('operator');
    const moderator = await staff('moderator');
    const member = await registerMember(ctx.test.app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ nickname: 'Trần Văn Sấm' })
      .where(eq(users.id, member.userId));

    const byId = await call(consoleUserCalls.search, {
      query: { q: String(member.userId) },
      token: administrator.token,
    });
    expect(byId.data.list[0]).toMatchObject({ user_id: member.userId, mobile: member.mobile });
    const byMobile = await call(consoleUserCalls.search, {
      query: { q: member.mobile.slice(-8) },
      token: moderator.token,
    });
    const masked = byMobile.data.list.find((user) => user.user_id === member.userId);
    expect(masked?.mobile).toBe(`${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`);
    // Accents and case do not matter to the nickname search.
    const byName = await call(consoleUserCalls.search, {
      query: { q: 'tran van sam' },
      token: moderator.token,
    });
    expect(byName.data.list.map((user) => user.user_id)).toContain(member.userId);
    const staffOnly = await call(consoleUserCalls.search, {
      query: { who: 'staff' },
      token: moderator.token,
    });
    const found = staffOnly.data.list.map((user) => user.user_id);
    expect(found).toEqual(expect.arrayContaining([administrator.userId, moderator.userId]));
    expect(found).not.toContain(member.userId);
    expect(staffOnly.data.list.every((user) => user.role !== 'member')).toBe(true);

    const detail = await call(consoleUserCalls.detail, {
      query: { user_id: member.userId },
      token: moderator.token,
    });
    expect(detail.data).toMatchObject({
      user: { user_id: member.userId, banned: false, muted: false, role: 'member' },
      wallet: { diamonds: 0 },
      sanctions: [],
    });
    expect(detail.data.sessions.length).toBeGreaterThanOrEqual(1);
    const asMember = await call(consoleUserCalls.detail, {
      query: { user_id: member.userId },
      token: member.token,
    });
    expect(asMember.status).toBe(403);
  });

  it('bans a member: their sessions end, logins are refused with the reason, until lifted', async () => {
    const moderator = await staff('moderator');
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const ban = await call(consoleUserCalls.sanction, {
      body: { user_id: member.userId, kind: 'ban', reason: 'Selling accounts', minutes: 0 },
      token: moderator.token,
    });
    expect(ban).toMatchObject({ code: 0, data: { kind: 'ban', until: null, active: true } });
    expect((await call(accountCalls.memberInfo, { token: member.token })).code).toBe(700);
    const refused = await login(member.mobile, member.password);
    expect(refused).toMatchObject({ code: 1, msg: containing('Selling accounts') });

    const lifted = await call(consoleUserCalls.lift, {
      body: { id: ban.data.id },
      token: moderator.token,
    });
    expect(lifted.data).toMatchObject({ active: false });
    expect((await login(member.mobile, member.password)).code).toBe(0);
    const again = await call(consoleUserCalls.lift, {
      body: { id: ban.data.id },
      token: moderator.token,
    });
    expect(again.status).toBe(404);
  });

  it('a timed ban ends by itself', async () => {
    const moderator = await staff('moderator');
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const ban = await call(consoleUserCalls.sanction, {
      body: { user_id: member.userId, kind: 'ban', reason: 'Spam', minutes: 60 },
      token: moderator.token,
    });
    expect(ban.data.until).not.toBeNull();
    expect((await login(member.mobile, member.password)).msg).toMatch(/until .* \(UTC\): Spam/);
    // An hour later (moved back in the database rather than waited for).
    await ctx.database.db.execute(
      `update member_sanctions set until = now() - interval '1 second' where id = ${ban.data.id}`,
    );
    expect((await login(member.mobile, member.password)).code).toBe(0);
  });

  it('mutes a member site-wide: room chat and private messages are refused', async () => {
    const moderator = await staff('moderator');
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const friend = await registerMember(ctx.test.app, ctx.database.db);
    const muted = await call(consoleUserCalls.sanction, {
      body: { user_id: member.userId, kind: 'mute', reason: 'Insults', minutes: 30 },
      token: moderator.token,
    });
    expect(muted.code).toBe(0);
    const barrage = await call(liveCalls.sendBarrage, {
      body: { room_id: streamer.roomId, text: 'hello' },
      token: member.token,
    });
    expect(barrage).toMatchObject({ code: 1, msg: containing('Insults') });
    const tab = await connectImAs(ctx.test.app, member);
    try {
      const reply = await tab.request({
        type: 'sendPrivate',
        to: String(friend.userId),
        ...textMessage('hi'),
      });
      expect(reply).toMatchObject({ code: 1, msg: containing('Insults') });
    } finally {
      tab.socket.close();
    }
    // Muted is not banned: the member still logs in.
    expect((await login(member.mobile, member.password)).code).toBe(0);
    await call(consoleUserCalls.lift, { body: { id: muted.data.id }, token: moderator.token });
    // The mute cache holds for up to 3 s on other instances; this one forgot it at once.
    const free = await call(liveCalls.sendBarrage, {
      body: { room_id: streamer.roomId, text: 'hello again' },
      token: member.token,
    });
    expect(free.code).toBe(0);
  });

  it('resets a nickname or avatar and ends sessions; staff are not sanctioned', async () => {
    const moderator = await staff('moderator');
    const administrator = await staff('operator');
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const reset = await call(consoleUserCalls.resetProfile, {
      body: { user_id: member.userId, field: 'nickname' },
      token: moderator.token,
    });
    expect(reset.data.nickname).toBe(`Tifo${member.userId}`);
    const revoked = await call(consoleUserCalls.revokeSessions, {
      body: { user_id: member.userId },
      token: moderator.token,
    });
    expect(revoked.data.revoked).toBeGreaterThanOrEqual(1);
    expect((await call(accountCalls.memberInfo, { token: member.token })).code).toBe(700);
    const onStaff = await call(consoleUserCalls.sanction, {
      body: { user_id: administrator.userId, kind: 'ban', reason: 'x', minutes: 0 },
      token: moderator.token,
    });
    expect(onStaff).toMatchObject({ code: 1, msg: containing('Staff') });
  });
});
