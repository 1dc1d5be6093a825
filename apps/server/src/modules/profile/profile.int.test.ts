import { accountCalls, profileCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  allowNextCode,
  latestCode,
  registerMember,
  uploadPicture,
} from '../../test-support/accounts';
import { useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';
import { contractCaller } from '../../test-support/call-contract';

describe.each(databaseKinds)('profile on %s', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app);

  describe('profile and avatar', () => {
    it('changes nickname, signature and a stock avatar', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const list = await call(profileCalls.avatarList);
      const avatars = list.data.list;
      expect(avatars).toHaveLength(8);
      const svg = await ctx.test.app.inject({ method: 'GET', url: avatars[2] ?? '' });
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      const response = await call(profileCalls.updateInfo, {
        body: { user_nickname: 'Ronaldo Fan', signature: 'Siuuu', avatar: avatars[2] },
        token: member.token,
      });
      expect(response).toMatchObject({
        code: 0,
        data: { user_nickname: 'Ronaldo Fan', signature: 'Siuuu', avatar: avatars[2] },
      });
    });

    it('takes an uploaded picture only from its owner', async () => {
      const owner = await registerMember(ctx.test.app, ctx.database.db);
      const other = await registerMember(ctx.test.app, ctx.database.db);
      const picture = await uploadPicture(ctx.test.app, owner.token);
      const stolen = await call(profileCalls.updateInfo, {
        body: { avatar: picture },
        token: other.token,
        lang: 'en',
      });
      expect(stolen).toMatchObject({
        code: 1,
        msg: 'Pick an avatar from the list or upload your own picture.',
      });
      const external = await call(profileCalls.updateInfo, {
        body: { avatar: 'https://evil.example/x.png' },
        token: other.token,
      });
      expect(external.code).toBe(1);
      const own = await call(profileCalls.updateInfo, {
        body: { avatar: picture },
        token: owner.token,
      });
      expect(own).toMatchObject({ code: 0, data: { avatar: picture } });
    });

    it('refuses a nickname that is too short or too long', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      for (const user_nickname of ['x', 'n'.repeat(21)]) {
        const response = await call(profileCalls.updateInfo, {
          body: { user_nickname },
          token: member.token,
        });
        expect(response.status).toBe(400);
      }
    });
  });

  describe('passwords', () => {
    it('changes the password knowing the old one, ending the other sessions only', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const second = await call(accountCalls.login, {
        body: { account: member.mobile, password: member.password },
      });
      const otherToken = second.data.token;
      const wrong = await call(profileCalls.editPassword, {
        body: { old_password: 'not-it', password: 'newpass1', repassword: 'newpass1' },
        token: member.token,
        lang: 'en',
      });
      expect(wrong.msg).toBe('The current password is wrong.');
      const mismatch = await call(profileCalls.editPassword, {
        body: { old_password: member.password, password: 'newpass1', repassword: 'newpass2' },
        token: member.token,
        lang: 'vi',
      });
      expect(mismatch.msg).toBe('Vui lòng nhập cùng một mật khẩu');
      const ok = await call(profileCalls.editPassword, {
        body: { old_password: member.password, password: 'newpass1', repassword: 'newpass1' },
        token: member.token,
      });
      expect(ok.code).toBe(0);
      expect((await call(accountCalls.memberInfo, { token: member.token })).code).toBe(0);
      expect((await call(accountCalls.memberInfo, { token: otherToken })).code).toBe(700);
      expect(
        (await call(accountCalls.login, { body: { account: member.mobile, password: 'newpass1' } }))
          .code,
      ).toBe(0);
    });

    it('resets a forgotten password with a code and ends every session', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
      expect(
        (await call(accountCalls.getCode, { body: { mobile: member.mobile, scene: 'reset' } }))
          .code,
      ).toBe(0);
      const code = await latestCode(ctx.database.db, member.mobile);
      const response = await call(profileCalls.updatePassword, {
        body: { mobile: member.mobile, code, password: 'resetpass', repassword: 'resetpass' },
      });
      expect(response.code).toBe(0);
      expect((await call(accountCalls.memberInfo, { token: member.token })).code).toBe(700);
      expect(
        (
          await call(accountCalls.login, {
            body: { account: member.mobile, password: 'resetpass' },
          })
        ).code,
      ).toBe(0);
    });

    it('sets a 6-digit payment password confirmed by the login password', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const notDigits = await call(profileCalls.paymentPassword, {
        body: { login_password: member.password, payment_password: 'abcdef', repassword: 'abcdef' },
        token: member.token,
      });
      expect(notDigits.status).toBe(400);
      const wrongLogin = await call(profileCalls.paymentPassword, {
        body: { login_password: 'nope', payment_password: '123456', repassword: '123456' },
        token: member.token,
      });
      expect(wrongLogin.code).toBe(1);
      const ok = await call(profileCalls.paymentPassword, {
        body: { login_password: member.password, payment_password: '123456', repassword: '123456' },
        token: member.token,
      });
      expect(ok.code).toBe(0);
      const info = await call(accountCalls.memberInfo, { token: member.token });
      expect(info).toMatchObject({ data: { has_payment_password: true } });
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
      const response = await call(profileCalls.verified, { body: form, token: member.token });
      expect(response).toMatchObject({
        code: 0,
        data: { status: 'waiting', id_number: '11**************2X' },
      });
      const again = await call(profileCalls.verified, {
        body: form,
        token: member.token,
        lang: 'en',
      });
      expect(again.msg).toBe('Your application is already in. Please wait for the review.');
      const info = await call(profileCalls.getVerifiedInfo, { token: member.token });
      expect(info).toMatchObject({
        code: 0,
        data: { status: 'waiting', real_name: '张三' },
      });
    });

    it('enforces the spec rules', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      for (const broken of [
        { ...form, real_name: '' },
        { ...form, id_number: '' },
        { ...form, contact: '' },
        { ...form, experience: 'too short' },
      ]) {
        const response = await call(profileCalls.verified, { body: broken, token: member.token });
        expect(response.status).toBe(400);
        expect(response.code).toBe(1);
      }
      const other = await registerMember(ctx.test.app, ctx.database.db);
      const picture = await uploadPicture(ctx.test.app, other.token);
      const stolenPhoto = await call(profileCalls.verified, {
        body: { ...form, id_photo: picture },
        token: member.token,
      });
      expect(stolenPhoto.code).toBe(1);
    });

    it('lets only an operator approve; approval makes the member a streamer', async () => {
      const applicant = await registerMember(ctx.test.app, ctx.database.db);
      const operator = await registerMember(ctx.test.app, ctx.database.db);
      await ctx.database.db
        .update(users)
        .set({ role: 'operator' })
        .where(eq(users.id, operator.userId));
      await call(profileCalls.verified, { body: form, token: applicant.token });
      const selfApproval = await call(profileCalls.reviewAnchorApplication, {
        body: { user_id: applicant.userId, approve: true },
        token: applicant.token,
      });
      expect(selfApproval.status).toBe(403);
      const approved = await call(profileCalls.reviewAnchorApplication, {
        body: { user_id: applicant.userId, approve: true, note: 'Welcome' },
        token: operator.token,
      });
      expect(approved).toMatchObject({
        code: 0,
        data: { status: 'approved', review_note: 'Welcome' },
      });
      expect(await call(accountCalls.memberInfo, { token: applicant.token })).toMatchObject({
        data: { is_anchor: 1 },
      });
      const twice = await call(profileCalls.reviewAnchorApplication, {
        body: { user_id: applicant.userId, approve: false },
        token: operator.token,
      });
      expect(twice.status).toBe(404);
    });

    it('accepts a new application after a rejection', async () => {
      const applicant = await registerMember(ctx.test.app, ctx.database.db);
      const operator = await registerMember(ctx.test.app, ctx.database.db);
      await ctx.database.db
        .update(users)
        .set({ role: 'operator' })
        .where(eq(users.id, operator.userId));
      await call(profileCalls.verified, { body: form, token: applicant.token });
      await call(profileCalls.reviewAnchorApplication, {
        body: { user_id: applicant.userId, approve: false, note: 'Photo unreadable' },
        token: operator.token,
      });
      const info = await call(profileCalls.getVerifiedInfo, { token: applicant.token });
      expect(info).toMatchObject({
        data: { status: 'rejected', review_note: 'Photo unreadable' },
      });
      const retry = await call(profileCalls.verified, { body: form, token: applicant.token });
      expect(retry).toMatchObject({ code: 0, data: { status: 'waiting', review_note: '' } });
    });
  });

  describe('follows, persona, share codes, tourist accounts', () => {
    it('follows and unfollows, with counts, lists and the persona card', async () => {
      const fan = await registerMember(ctx.test.app, ctx.database.db);
      const star = await registerMember(ctx.test.app, ctx.database.db);
      const follow = await call(profileCalls.attention, {
        body: { anchorid: star.userId, type: 1 },
        token: fan.token,
      });
      expect(follow).toMatchObject({ code: 0, data: { is_followed: true, followers: 1 } });
      // Following twice counts once.
      await call(profileCalls.attention, {
        body: { anchorid: star.userId, type: 1 },
        token: fan.token,
      });
      const list = await call(profileCalls.attentionList, { query: { page: 1 }, token: fan.token });
      expect(list).toMatchObject({
        code: 0,
        data: { has_more: false, list: [{ id: star.userId, followers: 1 }] },
      });
      const fans = await call(profileCalls.watchlistList, { token: star.token });
      expect(fans).toMatchObject({
        code: 0,
        data: { has_more: false, list: [{ id: fan.userId, is_followed: false }] },
      });
      const card = await call(profileCalls.persona, {
        query: { id: star.userId },
        token: fan.token,
      });
      expect(card).toMatchObject({
        data: { id: star.userId, is_followed: true, followers: 1 },
      });
      const anonymous = await call(profileCalls.persona, { query: { id: star.userId } });
      expect(anonymous).toMatchObject({ data: { is_followed: false } });
      const unfollow = await call(profileCalls.attention, {
        body: { anchorid: star.userId, type: 0 },
        token: fan.token,
      });
      expect(unfollow).toMatchObject({ data: { is_followed: false, followers: 0 } });
    });

    it('refuses following yourself or nobody, and needs a login', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      expect(
        (
          await call(profileCalls.attention, {
            body: { anchorid: member.userId, type: 1 },
            token: member.token,
          })
        ).code,
      ).toBe(1);
      expect(
        (
          await call(profileCalls.attention, {
            body: { anchorid: 99_999_999, type: 1 },
            token: member.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(profileCalls.attention, { body: { anchorid: member.userId, type: 1 } })).code,
      ).toBe(700);
      expect((await call(profileCalls.persona, { query: { id: 99999999 } })).status).toBe(404);
    });

    it('binds a share code once, never to yourself', async () => {
      const sharer = await registerMember(ctx.test.app, ctx.database.db);
      const newcomer = await registerMember(ctx.test.app, ctx.database.db);
      const [sharerRow] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, sharer.userId));
      const code = sharerRow?.inviteCode ?? '';
      expect(
        (
          await call(profileCalls.bindShareCode, {
            body: { shareCode: code, type: 1 },
            token: sharer.token,
          })
        ).code,
      ).toBe(1);
      const first = await call(profileCalls.bindShareCode, {
        body: { shareCode: code, type: 1 },
        token: newcomer.token,
      });
      expect(first).toMatchObject({ code: 0, data: { bound: true } });
      const second = await call(profileCalls.bindShareCode, {
        body: { shareCode: code, type: 1 },
        token: newcomer.token,
      });
      expect(second).toMatchObject({ code: 0, data: { bound: false } });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, newcomer.userId));
      expect(row?.invitedBy).toBe(sharer.userId);
    });

    it('hands visitors a signed tourist chat account named guest plus id', async () => {
      const response = await call(profileCalls.touristAccount);
      const data = response.data;
      expect(data.id).toMatch(/^guest\d{8}$/);
      expect(data.nickname).toBe(data.id);
      expect(data.sig).toMatch(/^\d+\.[\w-]{43}$/);
      expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    });
  });
});
