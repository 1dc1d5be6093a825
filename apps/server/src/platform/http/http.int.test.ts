import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPostHeaders, buildTestApp, type TestApp } from '../../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';

const BIG_SCRIPT = `export const words = ${JSON.stringify('goal '.repeat(2_000))};`;

// The HTTP rules every call shares: envelope, errors, CSRF, request ids, headers, SPA, docs.
describe('http platform', () => {
  let database: TestDatabase;
  let test: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'tifo-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    // The build's list of each route's chunks by language (apps/web/build/page-preloads.ts).
    await writeFile(
      path.join(webDist, 'page-preloads.json'),
      JSON.stringify({
        zh: { '/live': ['/assets/zh-1.js', '/assets/LivePage-2.js'] },
        en: { '/live': ['/assets/en-1.js', '/assets/LivePage-2.js'] },
      }),
    );
    await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // A built asset with the copies the build writes beside it (apps/web/build/precompress.ts).
    await writeFile(path.join(webDist, 'assets', 'big-def456.js'), BIG_SCRIPT);
    await writeFile(
      path.join(webDist, 'assets', 'big-def456.js.br'),
      brotliCompressSync(BIG_SCRIPT),
    );
    await writeFile(path.join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      env: { WEB_DIST_DIR: webDist },
      beforeReady(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers a server fault with code 1, a request id and no stack trace', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/test/explode',
      headers: { lang: 'en' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ code: number; msg: string; data: { request_id: string } }>();
    expect(body.code).toBe(1);
    expect(body.msg).toContain(`ref ${body.data.request_id}`);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(response.headers['x-request-id']).toBe(body.data.request_id);
  });

  it('keeps a well-formed request id from a proxy and replaces a bad one', async () => {
    const kept = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unparsable JSON, wrong content types and huge bodies with a translated code 1', async () => {
    const badJson = await test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { ...browserPostHeaders, lang: 'vi' },
      payload: '{"category":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({
      code: 1,
      msg: 'Không đọc được yêu cầu. Vui lòng tải lại trang và thử lại.',
    });

    const wrongType = await test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { 'x-tifo-client': 'web', 'content-type': 'text/xml', lang: 'en' },
      payload: '<feedback/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({
      code: 1,
      msg: 'Unsupported content type: send JSON.',
    });

    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { ...browserPostHeaders, lang: 'zh' },
      payload: JSON.stringify({ category: 'bug', content: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 1, msg: '提交的内容太大' });
  });

  it('refuses a browser POST without the client header (CSRF) but accepts app clients', async () => {
    const payload = JSON.stringify({ category: 'bug', content: 'valid content here' });
    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { 'content-type': 'application/json', cookie: 'token=abc' },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ code: number }>().code).toBe(1);
    const app = await test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { 'content-type': 'application/json', token: 'app-client-token' },
      payload,
    });
    expect(app.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/main' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Plain-HTTP installs must not be told to upgrade or pin HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("names a route's chunks in its page for the language of the cookie, zh without one", async () => {
    const page = async (url: string, cookie?: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url,
        headers: cookie ? { cookie } : {},
      });
      expect(response.headers.vary).toContain('cookie');
      return response.body;
    };
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;
    expect(await page('/live?id=3')).toContain(preload('/assets/zh-1.js'));
    expect(await page('/Live/', 'tifo_lang=en')).toContain(preload('/assets/en-1.js'));
    expect(await page('/live', 'tifo_lang=en')).not.toContain('zh-1.js');
    expect(await page('/live', 'tifo_lang=en')).toContain(preload('/assets/LivePage-2.js'));
    expect(await page('/main')).not.toContain('modulepreload');
  });

  it('serves the SPA with history fallback, and real 404s for missing assets', async () => {
    for (const url of ['/', '/main', '/live?id=3', '/no/such/page']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await test.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    const post = await test.app.inject({
      method: 'POST',
      url: '/main',
      headers: browserPostHeaders,
      payload: '{}',
    });
    expect(post.statusCode).toBe(404);
  });

  it('serves the built brotli or gzip copy an asset has, and compresses larger API answers', async () => {
    const asset = (encoding?: string) =>
      test.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    // The build's copy as it is, not compressed again per request.
    expect(brotli.rawPayload.equals(brotliCompressSync(BIG_SCRIPT))).toBe(true);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);

    // The OpenAPI document is a large JSON answer: compressed per request.
    const api = await test.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString())).toHaveProperty('openapi');
    // Small answers are not worth it.
    const small = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    // A compressed request body is refused, not unpacked.
    const packed = await test.app.inject({
      method: 'POST',
      url: '/api/Universal/feedback',
      headers: { ...browserPostHeaders, 'content-encoding': 'gzip' },
      payload: gzipSync('{"category":"other","content":"hello there"}'),
    });
    expect(packed.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('publishes OpenAPI generated from the contract, and a browsable page', async () => {
    const json = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/System/getConfig', '/api/health', '/api/Universal/feedback']),
    );
    expect(JSON.stringify(document.paths['/api/Universal/feedback'])).toContain('contact');
    let page = await test.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; page.statusCode === 302 && hops < 3; hops += 1) {
      const location = new URL(String(page.headers.location), 'http://localhost/api/docs/');
      page = await test.app.inject({ method: 'GET', url: location.pathname });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body.toLowerCase()).toContain('swagger');
  });
});
