import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStreamer } from '../../test-support/live';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';

interface Written {
  language: string;
  answers: Record<string, { code: number; data: unknown }>;
}

function writtenData(html: string): Written | undefined {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Written) : undefined;
}

// Pages carry the public answers they ask for first (issue 22): the same as the API's own.
describe('page data', () => {
  let database: TestDatabase;
  let test: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'tifo-dist-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    database = await openTestDatabase('pglite');
    test = await buildTestApp({ database, env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await test.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const api = async (url: string, lang: string) =>
    (await test.app.inject({ method: 'GET', url, headers: { lang } })).json<{ data: unknown }>()
      .data;

  it("writes a page's first answers in the cookie's language, as the API gives them", async () => {
    const zh = writtenData((await page('/main')).body);
    expect(zh?.language).toBe('zh');
    expect(Object.keys(zh?.answers ?? {}).sort()).toEqual([
      '/api/News/getHeadlines',
      '/api/System/getConfig',
      '/api/live_streaming/getLiveList?limit=8',
    ]);
    for (const [url, answer] of Object.entries(zh?.answers ?? {})) {
      expect(answer.code, url).toBe(0);
      expect(answer.data, url).toEqual(await api(url, 'zh'));
    }
    const en = writtenData((await page('/main', { cookie: 'tifo_lang=en' })).body);
    expect(en?.language).toBe('en');
    expect(en?.answers['/api/System/getConfig']?.data).toEqual(
      await api('/api/System/getConfig', 'en'),
    );
    // An unknown language is answered (and labelled) in the default one.
    expect(writtenData((await page('/main', { cookie: 'tifo_lang=xx' })).body)?.language).toBe(
      'zh',
    );
  });

  it("writes a live room's info and playback addresses, and nothing for a bad id", async () => {
    const streamer = await registerStreamer(test.app, database.db);
    const room = writtenData((await page(`/live?id=${streamer.roomId}`)).body);
    expect(Object.keys(room?.answers ?? {})).toEqual(
      expect.arrayContaining([
        `/api/live_streaming/getRoomInfo?room_id=${streamer.roomId}`,
        `/api/Live/getLiveUrl?room_id=${streamer.roomId}`,
      ]),
    );
    for (const id of ['abc', '0', '-1', '1e3', '99999999999', "1'--"]) {
      const written = writtenData((await page(`/live?id=${encodeURIComponent(id)}`)).body);
      expect(Object.keys(written?.answers ?? {}), id).toEqual(['/api/System/getConfig']);
    }
  });

  it("writes the score pages' live list and competitions, not a day's list", async () => {
    const written = writtenData((await page('/basketball')).body);
    expect(Object.keys(written?.answers ?? {}).sort()).toEqual([
      '/api/Match/getCompetitions?sport=basketball',
      '/api/Match/getList?sport=basketball&status=live',
      '/api/System/getConfig',
    ]);
  });

  it("writes nothing into a member's page, a HEAD or a page that asks nothing first", async () => {
    expect(writtenData((await page('/main', { cookie: 'tifo_lang=en; token=abc' })).body)).toBe(
      undefined,
    );
    const head = await test.app.inject({ method: 'HEAD', url: '/main' });
    expect(head.statusCode).toBe(200);
    expect(writtenData((await page('/news')).body)).toBeUndefined();
    expect(writtenData((await page('/no/such/page')).body)).toBeUndefined();
  });

  it('sends the page brotli-compressed to a client that accepts it', async () => {
    const plain = await page('/football');
    const compressed = await test.app.inject({
      method: 'GET',
      url: '/football',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const unpacked = brotliDecompressSync(compressed.rawPayload).toString();
    // The same page (its data may differ only in a score that moved between the two requests).
    expect(unpacked.slice(0, 100)).toBe(plain.body.slice(0, 100));
    expect(writtenData(unpacked)?.answers).toBeDefined();
    const refused = await test.app.inject({
      method: 'GET',
      url: '/football',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
