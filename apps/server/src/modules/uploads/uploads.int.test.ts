import { uploadCalls } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadDailyUsage, uploads } from '../../db/schema/index';
import { TINY_PNG, registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';
import { chinaDay } from '../engagement/sign-in.service';
import { newUploadTokenId, signUploadToken } from './upload-token';
import { UPLOAD_DAILY_QUOTA, UPLOAD_FILE_RULE, UPLOAD_TOKEN_RULE } from './uploads.service';

describe.each(databaseKinds)('uploads on %s', (kind) => {
  const ctx = useAppForFile(kind);

  async function tokenFor(memberToken: string, uploadKind: 'image' | 'video' = 'image') {
    const response = await callContract(ctx.test.app, uploadCalls.getToken, {
      body: { kind: uploadKind },
      token: memberToken,
    });
    return response.data;
  }

  /** Sends a file as the web app does: the upload token, and the member's session beside it. */
  const send = (token: string, body: Buffer, contentType: string, session: string) =>
    ctx.test.app.inject({
      method: 'POST',
      url: '/api/Upload/file',
      headers: {
        'x-tifo-client': 'web',
        'x-upload-token': token,
        'content-type': contentType,
        token: session,
        lang: 'en',
      },
      payload: body,
    });

  it('stores a real PNG and serves it back with a safe content type', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token);
    expect(grant.upload_url).toBe('/api/Upload/file');
    expect(grant.max_bytes).toBe(5 * 1024 * 1024);
    const response = await send(grant.token, TINY_PNG, 'image/png', member.token);
    const body = response.json<{
      code: number;
      data: { url: string; kind: string; bytes: number };
    }>();
    expect(body).toMatchObject({ code: 0, data: { kind: 'image', bytes: TINY_PNG.length } });
    expect(body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await ctx.test.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('judges files by content, not by name or claimed type', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await send(grant.token, html, 'image/png', member.token);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      code: 1,
      msg: 'Please upload a png or jpg picture of at most 5 MB.',
    });
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(64),
    ]);
    expect(
      (await send(grant.token, video, 'image/png', member.token)).json<{ code: number }>().code,
    ).toBe(1);
  });

  it('refuses oversized images, a missing or forged token, and visitors', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (await send(grant.token, big, 'image/png', member.token)).json<{ code: number }>().code,
    ).toBe(1);
    const forged = `${grant.token.split('.')[0]}.AAAA`;
    const refused = await send(forged, TINY_PNG, 'image/png', member.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 1,
      msg: 'The upload link has expired. Please upload again.',
    });
    expect((await send('', TINY_PNG, 'image/png', member.token)).statusCode).toBe(401);
    const visitor = await callContract(ctx.test.app, uploadCalls.getToken, {
      body: { kind: 'image' },
    });
    expect(visitor.code).toBe(700);
  });

  it('accepts a video with a video token', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token, 'video');
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(256)]);
    const response = await send(grant.token, webm, 'video/webm', member.token);
    expect(response.json()).toMatchObject({ code: 0, data: { kind: 'video' } });
  });

  const storedBy = async (userId: number) =>
    ctx.database.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, userId));

  it('spends a token on its first upload: 20 uploads with one token store one file (M11)', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(grant.token, TINY_PNG, 'image/png', member.token)),
    );
    const codes = answers.map((answer) => answer.json<{ code: number }>().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    const refused = answers.find((answer) => answer.json<{ code: number }>().code !== 0);
    expect(refused?.statusCode).toBe(401);
    expect(refused?.json()).toMatchObject({
      code: 1,
      msg: 'This upload link has already been used. Please upload again.',
    });
    expect(await storedBy(member.userId)).toHaveLength(1);
  });

  it("refuses uploads past the member's daily quota of files and bytes (M11)", async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const today = chinaDay(Date.now());
    const grant = await tokenFor(member.token);
    // Earlier today the member came within a few bytes of the byte quota.
    await ctx.database.db.insert(uploadDailyUsage).values({
      userId: member.userId,
      day: today,
      bytes: UPLOAD_DAILY_QUOTA.bytes - 10,
      files: 3,
    });
    const overBytes = await send(grant.token, TINY_PNG, 'image/png', member.token);
    expect(overBytes.statusCode).toBe(429);
    expect(overBytes.json()).toMatchObject({
      code: 1,
      msg: "You have reached today's upload limit (100 files or 200 MB a day). Try again tomorrow.",
    });
    expect(await storedBy(member.userId)).toHaveLength(0);

    // A quota refusal leaves the token unspent; with the files used up instead, still no.
    await ctx.database.db
      .update(uploadDailyUsage)
      .set({ bytes: 0, files: UPLOAD_DAILY_QUOTA.files })
      .where(and(eq(uploadDailyUsage.userId, member.userId), eq(uploadDailyUsage.day, today)));
    expect(
      (await send(grant.token, TINY_PNG, 'image/png', member.token)).json<{ code: number }>().code,
    ).toBe(1);
    // Asking for another token says so at once.
    const refusedToken = await callContract(ctx.test.app, uploadCalls.getToken, {
      body: { kind: 'image' },
      token: member.token,
      lang: 'zh',
    });
    expect(refusedToken).toMatchObject({
      code: 1,
      msg: '今日上传已达上限（每天 100 个文件或 200 MB），请明天再试',
    });

    // One file short of the quota: the upload goes through and is counted.
    await ctx.database.db
      .update(uploadDailyUsage)
      .set({ files: UPLOAD_DAILY_QUOTA.files - 1 })
      .where(and(eq(uploadDailyUsage.userId, member.userId), eq(uploadDailyUsage.day, today)));
    expect(
      (await send(grant.token, TINY_PNG, 'image/png', member.token)).json<{ code: number }>().code,
    ).toBe(0);
    const [usage] = await ctx.database.db
      .select()
      .from(uploadDailyUsage)
      .where(and(eq(uploadDailyUsage.userId, member.userId), eq(uploadDailyUsage.day, today)));
    expect(usage).toMatchObject({ files: UPLOAD_DAILY_QUOTA.files, bytes: TINY_PNG.length });
  });

  it('rate-limits tokens and uploads per member (M11)', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const other = await registerMember(ctx.test.app, ctx.database.db);
    for (let i = 0; i < UPLOAD_TOKEN_RULE.limit; i += 1) await tokenFor(member.token);
    const tooMany = await callContract(ctx.test.app, uploadCalls.getToken, {
      body: { kind: 'image' },
      token: member.token,
      lang: 'en',
    });
    expect(tooMany.status).toBe(429);
    expect(tooMany).toMatchObject({
      code: 1,
      msg: 'Too many uploads in a short time. Wait a minute and try again.',
    });
    // Another member is not affected.
    expect((await tokenFor(other.token)).token).toBeTruthy();

    // Tokens hoarded over ten minutes cannot be sent in one burst either.
    const key = ctx.test.parts.secrets.keyFor('upload-token');
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const hoard = Array.from({ length: UPLOAD_FILE_RULE.limit + 1 }, () =>
      signUploadToken(
        { userId: other.userId, kind: 'image', expiresAt, tokenId: newUploadTokenId() },
        key,
      ),
    );
    const answers = [];
    for (const token of hoard) answers.push(await send(token, TINY_PNG, 'image/png', other.token));
    expect(answers.slice(0, -1).every((answer) => answer.json<{ code: number }>().code === 0)).toBe(
      true,
    );
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(await storedBy(other.userId)).toHaveLength(UPLOAD_FILE_RULE.limit);
  });

  it('never serves files outside the uploads folder', async () => {
    for (const url of [
      '/uploads/../secrets/app-secret',
      '/uploads/%2e%2e/secrets/app-secret',
      '/uploads/nothing.png',
    ]) {
      const response = await ctx.test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/^[0-9a-f]{64}$/m);
    }
  });
});
