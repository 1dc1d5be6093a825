import { createHash } from 'node:crypto';
import { accountCalls, userInfoSchema, type CallData } from '@tifo/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, smsOutbox, users, verificationCodes } from '../../db/schema/index';
import {
  allowNextCode,
  callerFrom,
  latestCode,
  newAddress,
  newMobile,
  registerMember,
} from '../../test-support/accounts';
import { buildTestApp, useAppForFile } from '../../test-support/test-app';
import { callContract, contractCaller } from '../../test-support/call-contract';
import type { Envelope } from '../../test-support/envelope';
import { databaseKinds } from '../../test-support/targets';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app);

  describe('verification codes', () => {
    it('sends a 6-digit code, stored hashed, and says so in the spec words', async () => {
      const mobile = newMobile();
      const response = await call(accountCalls.getCode, {
        body: { mobile, scene: 'register' },
        lang: 'zh',
      });
      expect(response).toMatchObject({
        code: 0,
        msg: '验证码发送成功',
        data: { expires_in: 300, resend_in: 60 },
      });
      const code = await latestCode(ctx.database.db, mobile);
      expect(code).toMatch(/^\d{6}$/);
      const [stored] = await ctx.database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.mobile, mobile));
      expect(stored?.codeHash).not.toContain(code);
      expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('allows one code per number per 60 s, whatever the address', async () => {
      const mobile = newMobile();
      expect(
        (await call(accountCalls.getCode, { body: { mobile, scene: 'register' } })).status,
      ).toBe(200);
      const again = await call(accountCalls.getCode, {
        body: { mobile, scene: 'register' },
        lang: 'en',
      });
      expect(again.status).toBe(429);
      expect(again.msg).toMatch(/^Too many codes requested\. Try again in \d+ s\.$/);
    });

    it('limits codes per client address', async () => {
      const remoteAddress = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (
            await call(accountCalls.getCode, {
              remoteAddress,
              body: { mobile: newMobile(), scene: 'register' },
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('serves only the country codes 86 and 84, and checks the number shape', async () => {
      const us = await call(accountCalls.getCode, {
        body: { mobile: '2025550123', country_code: 1, scene: 'register' },
      });
      expect(us.status).toBe(400);
      expect(us.code).toBe(1);
      const bad = await call(accountCalls.getCode, {
        body: { mobile: '12345678', scene: 'register' },
        lang: 'vi',
      });
      expect(bad).toMatchObject({
        code: 1,
        msg: 'Số điện thoại không đúng định dạng với mã quốc gia đã chọn.',
      });
      const vietnam = await call(accountCalls.getCode, {
        body: { mobile: '0912345678', country_code: 84, scene: 'register' },
      });
      expect(vietnam.code).toBe(0);
      expect(await latestCode(ctx.database.db, '912345678', 84)).toMatch(/^\d{6}$/);
    });

    it('answers a register code for a registered number and a login code for an unknown one like any other, sending no code', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
      const taken = await call(accountCalls.getCode, {
        body: { mobile: member.mobile, scene: 'register' },
        lang: 'en',
      });
      expect(taken).toMatchObject({ code: 0, msg: 'Verification code sent' });
      // The owner is told by SMS that they have an account, and gets no code.
      const [notice] = await ctx.database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, member.mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      expect(notice?.body).toMatch(/^\[Tifo\] You already have an account with this number\./);
      expect(notice?.body).not.toMatch(/\d{6}/);

      const unknownMobile = newMobile();
      const unknown = await call(accountCalls.getCode, {
        body: { mobile: unknownMobile, scene: 'login' },
        lang: 'en',
      });
      expect(unknown).toEqual(taken);
      expect(
        await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, unknownMobile)),
      ).toEqual([]);
    });
  });

  describe('register', () => {
    it('creates the member, logs in at once with an HttpOnly cookie, and stores only hashes', async () => {
      const mobile = newMobile();
      const caller = callerFrom(ctx.test.app);
      await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
      const code = await latestCode(ctx.database.db, mobile);
      const response = await caller.post('/api/user/registered', {
        mobile,
        code,
        password: 'goal2026!',
        repassword: 'goal2026!',
        device_type: 'pc',
      });
      const body = response.json<Envelope<CallData<typeof accountCalls.register>>>();
      expect(body.code).toBe(0);
      const user = userInfoSchema.parse(body.data.user);
      expect(user.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
      expect(user.create_time_str).toBe('1');
      expect(body.data.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^token=[\w-]+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);

      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const [session] = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(session?.tokenHash).toBe(createHash('sha256').update(body.data.token).digest('hex'));

      const info = await caller.get('/api/Member/info', { cookie: `token=${body.data.token}` });
      expect(info.json()).toMatchObject({ code: 0, data: { id: user.id } });
    });

    it('refuses mismatched passwords with the spec message in every language', async () => {
      const mobile = newMobile();
      await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
      const code = await latestCode(ctx.database.db, mobile);
      const messages = {
        zh: '请输入相同的密码',
        en: 'Please enter the same password',
        vi: 'Vui lòng nhập cùng một mật khẩu',
      };
      for (const lang of ['zh', 'en', 'vi'] as const) {
        const response = await call(accountCalls.register, {
          body: { mobile, code, password: 'secret123', repassword: 'secret124' },
          lang,
        });
        expect(response).toMatchObject({ code: 1, msg: messages[lang] });
      }
      // The code was not spent by the refused attempts.
      const ok = await call(accountCalls.register, {
        body: { mobile, code, password: 'secret123', repassword: 'secret123' },
      });
      expect(ok.code).toBe(0);
    });

    it('refuses missing fields and a short password', async () => {
      const caller = callerFrom(ctx.test.app);
      for (const body of [
        {},
        { mobile: newMobile() },
        { mobile: newMobile(), code: '123456', password: '123', repassword: '123' },
      ]) {
        // Malformed on purpose: around the contract's types.
        const response = await caller.post('/api/user/registered', body);
        expect(response.statusCode).toBe(400);
        expect(response.json<Envelope>().code).toBe(1);
      }
    });

    it('counts wrong codes: four tries left, then the code is dead even when right', async () => {
      const mobile = newMobile();
      await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
      const code = await latestCode(ctx.database.db, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (c: string) =>
        call(accountCalls.register, {
          body: { mobile, code: c, password: 'secret123', repassword: 'secret123' },
          lang: 'en',
        });
      expect((await attempt(wrong)).msg).toBe('Wrong verification code. 4 tries left.');
      for (let i = 0; i < 3; i += 1) await attempt(wrong);
      expect((await attempt(wrong)).msg).toBe(
        'Too many wrong tries. Ask for a new verification code.',
      );
      expect((await attempt(code)).msg).toBe(
        'Too many wrong tries. Ask for a new verification code.',
      );
      expect(await ctx.database.db.select().from(users).where(eq(users.mobile, mobile))).toEqual(
        [],
      );
    });

    it('refuses an expired code', async () => {
      const mobile = newMobile();
      await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
      const code = await latestCode(ctx.database.db, mobile);
      await ctx.database.db
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.mobile, mobile));
      const response = await call(accountCalls.register, {
        body: { mobile, code, password: 'secret123', repassword: 'secret123' },
        lang: 'en',
      });
      expect(response.msg).toBe(
        'This verification code has expired or was already used. Ask for a new one.',
      );
    });

    it('links an invite code, and refuses an unknown one', async () => {
      const inviter = await registerMember(ctx.test.app, ctx.database.db);
      const [inviterRow] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, inviter.userId));
      const mobile = newMobile();
      await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
      const code = await latestCode(ctx.database.db, mobile);
      const unknown = await call(accountCalls.register, {
        body: { mobile, code, password: 'secret123', repassword: 'secret123', invite: 'NOSUCH99' },
      });
      expect(unknown.code).toBe(1);
      const ok = await call(accountCalls.register, {
        body: {
          mobile,
          code,
          password: 'secret123',
          repassword: 'secret123',
          invite: inviterRow?.inviteCode.toLowerCase(),
        },
      });
      expect(ok.code).toBe(0);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
      expect(row?.invitedBy).toBe(inviter.userId);
    });
  });

  describe('login', () => {
    it('logs in by account and password, and by phone and code (single use)', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const byPassword = await call(accountCalls.login, {
        body: { account: member.mobile, password: member.password, device_type: 'pc' },
      });
      expect(byPassword).toMatchObject({ code: 0, data: { user: { id: member.userId } } });

      await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
      await call(accountCalls.getCode, { body: { mobile: member.mobile, scene: 'login' } });
      const code = await latestCode(ctx.database.db, member.mobile);
      const byCode = await call(accountCalls.login, { body: { mobile: member.mobile, code } });
      expect(byCode).toMatchObject({ code: 0, data: { user: { id: member.userId } } });
      const reused = await call(accountCalls.login, { body: { mobile: member.mobile, code } });
      expect(reused.code).toBe(1);
    });

    it('does not accept a register code for login', async () => {
      const mobile = newMobile();
      await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
      const registerCode = await latestCode(ctx.database.db, mobile);
      await call(accountCalls.register, {
        body: { mobile, code: registerCode, password: 'secret123', repassword: 'secret123' },
      });
      const response = await call(accountCalls.login, { body: { mobile, code: registerCode } });
      expect(response.code).toBe(1);
    });

    it('says the same for an unknown account and a wrong password', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const wrong = await call(accountCalls.login, {
        body: { account: member.mobile, password: 'nope-nope' },
        lang: 'en',
      });
      const unknown = await call(accountCalls.login, {
        body: { account: newMobile(), password: 'nope-nope' },
        lang: 'en',
      });
      expect(wrong).toEqual({
        ...unknown,
        data: expect.anything() as unknown,
      });
      expect(wrong.msg).toBe('Wrong account or password.');
    });

    it('pauses an account at one address after five failed passwords, even for the right one', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const remoteAddress = newAddress();
      for (let i = 0; i < 5; i += 1) {
        await call(accountCalls.login, {
          remoteAddress,
          body: {
            account: member.mobile,
            password: `wrong-${i}`,
          },
        });
      }
      const locked = await call(accountCalls.login, {
        remoteAddress,
        body: { account: member.mobile, password: member.password },
        lang: 'en',
      });
      expect(locked.status).toBe(429);
      expect(locked.msg).toMatch(
        /^Too many failed logins\. Try again in \d+ min, or log in with a code\.$/,
      );
      // A code still works, and clears the pause.
      await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
      await call(accountCalls.getCode, {
        remoteAddress,
        body: { mobile: member.mobile, scene: 'login' },
      });
      const code = await latestCode(ctx.database.db, member.mobile);
      expect(
        (await call(accountCalls.login, { remoteAddress, body: { mobile: member.mobile, code } }))
          .code,
      ).toBe(0);
      expect(
        (
          await call(accountCalls.login, {
            remoteAddress,
            body: { account: member.mobile, password: member.password },
          })
        ).code,
      ).toBe(0);
    });

    it('pauses a client address after twenty failures across accounts', async () => {
      const remoteAddress = newAddress();
      for (let i = 0; i < 20; i += 1)
        await call(accountCalls.login, {
          remoteAddress,
          body: { account: newMobile(), password: 'guess-guess' },
        });
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const locked = await call(accountCalls.login, {
        remoteAddress,
        body: { account: member.mobile, password: member.password },
      });
      expect(locked.status).toBe(429);
    });
  });

  describe('sessions', () => {
    it('answers 700 without a token, with an unknown one, and after logout', async () => {
      const caller = callerFrom(ctx.test.app);
      expect((await call(accountCalls.memberInfo)).code).toBe(700);
      expect((await call(accountCalls.memberInfo, { token: 'made-up' })).code).toBe(700);
      const member = await registerMember(ctx.test.app, ctx.database.db);
      expect((await call(accountCalls.userInfo, { token: member.token })).code).toBe(0);
      // The answer's headers are read: through callerFrom.
      const out = await caller.post('/api/Member/SignOut', {}, { token: member.token });
      expect(out.json<Envelope>().code).toBe(0);
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await call(accountCalls.memberInfo, { token: member.token })).code).toBe(700);
      // Logging out twice is harmless.
      expect((await call(accountCalls.signOut, { token: member.token })).code).toBe(0);
    });

    it('rotates the token at login: the previous session ends', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const again = await call(accountCalls.login, {
        body: { account: member.mobile, password: member.password },
        token: member.token,
      });
      const next = again.data.token;
      expect(next).not.toBe(member.token);
      expect((await call(accountCalls.memberInfo, { token: member.token })).code).toBe(700);
      expect((await call(accountCalls.memberInfo, { token: next })).code).toBe(0);
    });

    it('ends a session past its absolute expiry', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      await ctx.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, member.userId));
      // A fresh instance has nothing cached, like any other instance would.
      const other = await buildTestApp({ database: ctx.database });
      expect(
        (await callContract(other.app, accountCalls.memberInfo, { token: member.token })).code,
      ).toBe(700);
      await other.close();
    });
  });
});
