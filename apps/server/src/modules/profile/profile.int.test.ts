import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  allowNextCode,
  callerFrom,
  latestCode,
  registerMember,
  uploadPicture,
} from '../../test-support/accounts';
import { useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';

type Body = { code: number; msg: string; data: Record<string, unknown> | null };

describe.each(databaseKinds)('profile on %s', (kind) => {
  const ctx = useAppForFile(kind);

  describe('profile and avatar', () => {
    it('changes nickname, signature and a stock avatar', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      const list = await caller.get('/api/user/avatarList');
      const avatars = list.json<{ data: { list: string[] } }>().data.list;
      expect(avatars).toHaveLength(8);
      const svg = await ctx.test.app.inject({ method: 'GET', url: avatars[2] ?? '' });
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      const response = await caller.post(
        '/api/member/updateInfo',
        { user_nickname: 'Ronaldo Fan', signature: 'Siuuu', avatar: avatars[2] },
        { token: member.token },
      );
      expect(response.json()).toMatchObject({
        code: 0,
        data: { user_nickname: 'Ronaldo Fan', signature: 'Siuuu', avatar: avatars[2] },
      });
    });

    it('takes an uploaded picture only from its owner', async () => {
      const owner = await registerMember(ctx.test.app, ctx.database.db);
      const other = await registerMember(ctx.test.app, ctx.database.db);
      const picture = await uploadPicture(ctx.test.app, owner.token);
      const caller = callerFrom(ctx.test.app);
      const stolen = await caller.post(
        '/api/member/updateInfo',
        { avatar: picture },
        { token: other.token, lang: 'en' },
      );
      expect(stolen.json()).toMatchObject({
        code: 1,
        msg: 'Pick an avatar from the list or upload your own picture.',
      });
      const external = await caller.post(
        '/api/member/updateInfo',
        { avatar: 'https://evil.example/x.png' },
        { token: other.token },
      );
      expect(external.json<Body>().code).toBe(1);
      const own = await caller.post(
        '/api/member/updateInfo',
        { avatar: picture },
        { token: owner.token },
      );
      expect(own.json()).toMatchObject({ code: 0, data: { avatar: picture } });
    });

    it('refuses a nickname that is too short or too long', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      for (const user_nickname of ['x', 'n'.repeat(21)]) {
        const response = await callerFrom(ctx.test.app).post(
          '/api/member/updateInfo',
          { user_nickname },
          { token: member.token },
        );
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('passwords', () => {
    it('changes the password knowing the old one, ending the other sessions only', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      const second = await caller.post('/api/user/login', {
        account: member.mobile,
        password: member.password,
      });
      const otherToken = second.json<{ data: { token: string } }>().data.token;
      const wrong = await caller.post(
        '/api/user/editPassword',
        { old_password: 'not-it', password: 'newpass1', repassword: 'newpass1' },
        { token: member.token, lang: 'en' },
      );
      expect(wrong.json<Body>().msg).toBe('The current password is wrong.');
      const mismatch = await caller.post(
        '/api/user/editPassword',
        { old_password: member.password, password: 'newpass1', repassword: 'newpass2' },
        { token: member.token, lang: 'vi' },
      );
      expect(mismatch.json<Body>().msg).toBe('Vui lòng nhập cùng một mật khẩu');
      const ok = await caller.post(
        '/api/user/editPassword',
        { old_password: member.password, password: 'newpass1', repassword: 'newpass1' },
        { token: member.token },
      );
      expect(ok.json<Body>().code).toBe(0);
      expect(
        (await caller.get('/api/Member/info', { token: member.token })).json<Body>().code,
      ).toBe(0);
      expect((await caller.get('/api/Member/info', { token: otherToken })).json<Body>().code).toBe(
        700,
      );
      expect(
        (
          await caller.post('/api/user/login', { account: member.mobile, password: 'newpass1' })
        ).json<Body>().code,
      ).toBe(0);
    });

    it('resets a forgotten password with a code and ends every session', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
      expect(
        (
          await caller.post('/api/user/getCode', { mobile: member.mobile, scene: 'reset' })
        ).json<Body>().code,
      ).toBe(0);
      const code = await latestCode(ctx.database.db, member.mobile);
      const response = await caller.post('/api/user/updatePassword', {
        mobile: member.mobile,
        code,
        password: 'resetpass',
        repassword: 'resetpass',
      });
      expect(response.json<Body>().code).toBe(0);
      expect(
        (await caller.get('/api/Member/info', { token: member.token })).json<Body>().code,
      ).toBe(700);
      expect(
        (
          await caller.post('/api/user/login', { account: member.mobile, password: 'resetpass' })
        ).json<Body>().code,
      ).toBe(0);
    });

    it('sets a 6-digit payment password confirmed by the login password', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      const notDigits = await caller.post(
        '/api/Member/paymentPassword',
        { login_password: member.password, payment_password: 'abcdef', repassword: 'abcdef' },
        { token: member.token },
      );
      expect(notDigits.statusCode).toBe(400);
      const wrongLogin = await caller.post(
        '/api/Member/paymentPassword',
        { login_password: 'nope', payment_password: '123456', repassword: '123456' },
        { token: member.token },
      );
      expect(wrongLogin.json<Body>().code).toBe(1);
      const ok = await caller.post(
        '/api/Member/paymentPassword',
        { login_password: member.password, payment_password: '123456', repassword: '123456' },
        { token: member.token },
      );
      expect(ok.json<Body>().code).toBe(0);
      const info = await caller.get('/api/Member/info', { token: member.token });
      expect(info.json()).toMatchObject({ data: { has_payment_password: true } });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
      expect(row?.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('streamer application', () => {
    const form = {
      real_name: '张三',
      contact: 'wechat: zhangsan',
      id_number: '11010519491231002X',
      experience: 'Five years of commentary on CSL matches and a weekly podcast.',
      inviter: '',
      code: '',
    };

    it('stores the application waiting review, once, with the ID number masked', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      const response = await caller.post('/api/Member/verified', form, { token: member.token });
      expect(response.json()).toMatchObject({
        code: 0,
        data: { status: 'waiting', id_number: '11**************2X' },
      });
      const again = await caller.post('/api/Member/verified', form, {
        token: member.token,
        lang: 'en',
      });
      expect(again.json<Body>().msg).toBe(
        'Your application is already in. Please wait for the review.',
      );
      const info = await caller.get('/api/Member/getVerifiedInfo', { token: member.token });
      expect(info.json()).toMatchObject({
        code: 0,
        data: { status: 'waiting', real_name: '张三' },
      });
    });

    it('enforces the spec rules', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      for (const broken of [
        { ...form, real_name: '' },
        { ...form, id_number: '' },
        { ...form, contact: '' },
        { ...form, experience: 'too short' },
      ]) {
        const response = await caller.post('/api/Member/verified', broken, { token: member.token });
        expect(response.statusCode).toBe(400);
        expect(response.json<Body>().code).toBe(1);
      }
      const other = await registerMember(ctx.test.app, ctx.database.db);
      const picture = await uploadPicture(ctx.test.app, other.token);
      const stolenPhoto = await caller.post(
        '/api/Member/verified',
        { ...form, id_photo: picture },
        { token: member.token },
      );
      expect(stolenPhoto.json<Body>().code).toBe(1);
    });

    it('lets only an operator approve; approval makes the member a streamer', async () => {
      const applicant = await registerMember(ctx.test.app, ctx.database.db);
      const operator = await registerMember(ctx.test.app, ctx.database.db);
      await ctx.database.db
        .update(users)
        .set({ role: 'operator' })
        .where(eq(users.id, operator.userId));
      const caller = callerFrom(ctx.test.app);
      await caller.post('/api/Member/verified', form, { token: applicant.token });
      const selfApproval = await caller.post(
        '/api/Admin/reviewAnchorApplication',
        { user_id: applicant.userId, approve: true },
        { token: applicant.token },
      );
      expect(selfApproval.statusCode).toBe(403);
      const approved = await caller.post(
        '/api/Admin/reviewAnchorApplication',
        { user_id: applicant.userId, approve: true, note: 'Welcome' },
        { token: operator.token },
      );
      expect(approved.json()).toMatchObject({
        code: 0,
        data: { status: 'approved', review_note: 'Welcome' },
      });
      expect(
        (await caller.get('/api/Member/info', { token: applicant.token })).json(),
      ).toMatchObject({
        data: { is_anchor: 1 },
      });
      const twice = await caller.post(
        '/api/Admin/reviewAnchorApplication',
        { user_id: applicant.userId, approve: false },
        { token: operator.token },
      );
      expect(twice.statusCode).toBe(404);
    });

    it('accepts a new application after a rejection', async () => {
      const applicant = await registerMember(ctx.test.app, ctx.database.db);
      const operator = await registerMember(ctx.test.app, ctx.database.db);
      await ctx.database.db
        .update(users)
        .set({ role: 'operator' })
        .where(eq(users.id, operator.userId));
      const caller = callerFrom(ctx.test.app);
      await caller.post('/api/Member/verified', form, { token: applicant.token });
      await caller.post(
        '/api/Admin/reviewAnchorApplication',
        { user_id: applicant.userId, approve: false, note: 'Photo unreadable' },
        { token: operator.token },
      );
      const info = await caller.get('/api/Member/getVerifiedInfo', { token: applicant.token });
      expect(info.json()).toMatchObject({
        data: { status: 'rejected', review_note: 'Photo unreadable' },
      });
      const retry = await caller.post('/api/Member/verified', form, { token: applicant.token });
      expect(retry.json()).toMatchObject({ code: 0, data: { status: 'waiting', review_note: '' } });
    });
  });

  describe('follows, persona, share codes, tourist accounts', () => {
    it('follows and unfollows, with counts, lists and the persona card', async () => {
      const fan = await registerMember(ctx.test.app, ctx.database.db);
      const star = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      const follow = await caller.post(
        '/api/Member/attention',
        { anchorid: star.userId, type: 1 },
        { token: fan.token },
      );
      expect(follow.json()).toMatchObject({ code: 0, data: { is_followed: true, followers: 1 } });
      // Following twice counts once.
      await caller.post(
        '/api/Member/attention',
        { anchorid: star.userId, type: 1 },
        { token: fan.token },
      );
      const list = await caller.get('/api/User/attentionList?page=1', { token: fan.token });
      expect(list.json()).toMatchObject({
        code: 0,
        data: { has_more: false, list: [{ id: star.userId, followers: 1 }] },
      });
      const fans = await caller.get('/api/User/watchlistList', { token: star.token });
      expect(fans.json()).toMatchObject({
        code: 0,
        data: { has_more: false, list: [{ id: fan.userId, is_followed: false }] },
      });
      const card = await caller.get(`/api/User/getPersona?id=${star.userId}`, { token: fan.token });
      expect(card.json()).toMatchObject({
        data: { id: star.userId, is_followed: true, followers: 1 },
      });
      const anonymous = await caller.get(`/api/User/getPersona?id=${star.userId}`);
      expect(anonymous.json()).toMatchObject({ data: { is_followed: false } });
      const unfollow = await caller.post(
        '/api/Member/attention',
        { anchorid: star.userId, type: 0 },
        { token: fan.token },
      );
      expect(unfollow.json()).toMatchObject({ data: { is_followed: false, followers: 0 } });
    });

    it('refuses following yourself or nobody, and needs a login', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      expect(
        (
          await caller.post(
            '/api/Member/attention',
            { anchorid: member.userId, type: 1 },
            { token: member.token },
          )
        ).json<Body>().code,
      ).toBe(1);
      expect(
        (
          await caller.post(
            '/api/Member/attention',
            { anchorid: 99_999_999, type: 1 },
            { token: member.token },
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await caller.post('/api/Member/attention', { anchorid: member.userId, type: 1 })
        ).json<Body>().code,
      ).toBe(700);
      expect((await caller.get('/api/User/getPersona?id=99999999')).statusCode).toBe(404);
    });

    it('binds a share code once, never to yourself', async () => {
      const sharer = await registerMember(ctx.test.app, ctx.database.db);
      const newcomer = await registerMember(ctx.test.app, ctx.database.db);
      const [sharerRow] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, sharer.userId));
      const code = sharerRow?.inviteCode ?? '';
      const caller = callerFrom(ctx.test.app);
      expect(
        (
          await caller.post(
            '/api/Member/bindShareCode',
            { shareCode: code, type: 1 },
            { token: sharer.token },
          )
        ).json<Body>().code,
      ).toBe(1);
      const first = await caller.post(
        '/api/Member/bindShareCode',
        { shareCode: code, type: 1 },
        { token: newcomer.token },
      );
      expect(first.json()).toMatchObject({ code: 0, data: { bound: true } });
      const second = await caller.post(
        '/api/Member/bindShareCode',
        { shareCode: code, type: 1 },
        { token: newcomer.token },
      );
      expect(second.json()).toMatchObject({ code: 0, data: { bound: false } });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, newcomer.userId));
      expect(row?.invitedBy).toBe(sharer.userId);
    });

    it('hands visitors a signed tourist chat account named guest plus id', async () => {
      const response = await callerFrom(ctx.test.app).get('/api/Im/getTouristAccount');
      const data = response.json<{
        data: { id: string; nickname: string; sig: string; expires_at: number };
      }>().data;
      expect(data.id).toMatch(/^guest\d{8}$/);
      expect(data.nickname).toBe(data.id);
      expect(data.sig).toMatch(/^\d+\.[\w-]{43}$/);
      expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    });
  });
});
