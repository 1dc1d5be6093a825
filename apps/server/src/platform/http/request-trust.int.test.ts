import { describe, expect, it } from 'vitest';
import { newAddress, newMobile, registerMember } from '../../test-support/accounts';
import { useAppForFile } from '../../test-support/test-app';
import type { Envelope } from '../../test-support/envelope';

/** What the server believes about a request: its path, its address, its host (review L1–L3, L7). */
describe('trusting what a request says about itself', () => {
  // One proxy in front of the server (TRUST_PROXY=1).
  const ctx = useAppForFile('pglite', { env: { TRUST_PROXY: '1' } });

  it('guards the routed path, so an encoded /api is still CSRF-checked and authenticated (L1)', async () => {
    const qr = await ctx.test.app.inject({ method: 'POST', url: '/%61pi/user/getLoginQrcode' });
    expect(qr.statusCode).toBe(403);
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const update = await ctx.test.app.inject({
      method: 'POST',
      url: '/%61pi/member/updateInfo',
      headers: {
        cookie: `token=${member.token}`,
        'x-tifo-client': 'web',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ signature: 'routed' }),
    });
    // Authenticated as the member, where the raw-URL hook saw a visitor (700).
    expect(update.json<Envelope>().code).toBe(0);
  });

  it('takes the address the trusted proxy saw, not one the client wrote (M3)', async () => {
    const proxy = newAddress();
    const client = newAddress();
    const replies: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const reply = await ctx.test.app.inject({
        method: 'POST',
        url: '/api/user/getCode',
        remoteAddress: proxy,
        headers: {
          'x-tifo-client': 'web',
          'content-type': 'application/json',
          // The client's own spoofed entry first, the proxy's append last.
          'x-forwarded-for': `203.0.113.${attempt}, ${client}`,
        },
        payload: JSON.stringify({ mobile: newMobile(), scene: 'register' }),
      });
      replies.push(reply.statusCode);
    }
    // Ten codes an hour per address: the spoofed first entries did not reset the count.
    expect(replies.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(replies.slice(10)).toEqual([429, 429]);
  });

  it('never puts a forwarded scheme or a bad host into links, and lets no cache keep them (L2)', async () => {
    const reply = await ctx.test.app.inject({
      method: 'GET',
      url: '/api/System/getConfig',
      headers: {
        'x-forwarded-proto': 'javascript',
        'x-forwarded-host': 'evil.example/"><script>',
      },
    });
    const config = reply.json<Envelope<{ android_download_url: string }>>().data;
    expect(config.android_download_url).toMatch(/^https?:\/\/[^/"<>]+\/downLoad$/);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('lets pages talk to and load pictures from our own origin only (L7)', async () => {
    const reply = await ctx.test.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(reply.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('media-src')).toBe("media-src 'self' blob:");
  });
});
