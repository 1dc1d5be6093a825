import { describe, expect, it } from 'vitest';
import { TINY_PNG, callerFrom, registerMember } from '../../test-support/accounts';
import { useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';

describe.each(databaseKinds)('uploads on %s', (kind) => {
  const ctx = useAppForFile(kind);

  async function tokenFor(memberToken: string, uploadKind: 'image' | 'video' = 'image') {
    const response = await callerFrom(ctx.test.app).post(
      '/api/Member/getQiniuToken',
      { kind: uploadKind },
      { token: memberToken },
    );
    return response.json<{
      code: number;
      data: { token: string; upload_url: string; max_bytes: number };
    }>().data;
  }

  const send = (token: string, body: Buffer, contentType: string, lang = 'en') =>
    ctx.test.app.inject({
      method: 'POST',
      url: '/api/Upload/file',
      headers: {
        'x-tifo-client': 'web',
        'x-upload-token': token,
        'content-type': contentType,
        lang,
      },
      payload: body,
    });

  it('stores a real PNG and serves it back with a safe content type', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token);
    expect(grant.upload_url).toBe('/api/Upload/file');
    expect(grant.max_bytes).toBe(5 * 1024 * 1024);
    const response = await send(grant.token, TINY_PNG, 'image/png');
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
    const fake = await send(grant.token, html, 'image/png');
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
    expect((await send(grant.token, video, 'image/png')).json<{ code: number }>().code).toBe(1);
  });

  it('refuses oversized images, a missing or forged token, and visitors', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send(grant.token, big, 'image/png')).json<{ code: number }>().code).toBe(1);
    const forged = `${grant.token.split('.')[0]}.AAAA`;
    const refused = await send(forged, TINY_PNG, 'image/png');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 1,
      msg: 'The upload link has expired. Please upload again.',
    });
    expect((await send('', TINY_PNG, 'image/png')).statusCode).toBe(401);
    const visitor = await callerFrom(ctx.test.app).post('/api/Member/getQiniuToken', {
      kind: 'image',
    });
    expect(visitor.json<{ code: number }>().code).toBe(700);
  });

  it('accepts a video with a video token', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const grant = await tokenFor(member.token, 'video');
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(256)]);
    const response = await send(grant.token, webm, 'video/webm');
    expect(response.json()).toMatchObject({ code: 0, data: { kind: 'video' } });
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
