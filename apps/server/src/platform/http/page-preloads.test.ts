import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  languageOf,
  pageHtmlByRoute,
  pageKey,
  routeKey,
  withModulePreloads,
} from './page-preloads';

const INDEX = '<html><head><script type="module" src="/assets/index-a1.js"></script></head></html>';

describe('page preloads in the HTML of each route', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('matches routes as the client router does: any case, trailing slash or not', () => {
    expect(routeKey('/Live/')).toBe('/live');
    expect(routeKey('/downLoad')).toBe('/download');
    expect(routeKey('/')).toBe('/');
  });

  it('names only hashed scripts of /assets, before </head>', () => {
    const html = withModulePreloads(INDEX, [
      '/assets/LivePage-x1.js',
      '"><script>alert(1)</script>',
      'https://elsewhere.example/a.js',
    ]);
    expect(html).toBe(
      '<html><head><script type="module" src="/assets/index-a1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/LivePage-x1.js"></head></html>',
    );
  });

  it('takes the language from its cookie, zh without one', () => {
    expect(languageOf(undefined)).toBe('zh');
    expect(languageOf('a=1; tifo_lang=vi; b=2')).toBe('vi');
    expect(languageOf('tifo_lang=en')).toBe('en');
    expect(languageOf('my_tifo_lang=en')).toBe('zh');
    expect(languageOf('tifo_lang=<script>')).toBe('zh');
  });

  it('builds one page per language and route of the build list, and none without a list', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tifo-preloads-'));
    expect((await pageHtmlByRoute(dir, INDEX)).size).toBe(0);
    await writeFile(
      path.join(dir, 'page-preloads.json'),
      JSON.stringify({
        zh: { '/live': ['/assets/zh-1.js', '/assets/LivePage-x1.js', 7], '/downLoad': 'no list' },
        en: { '/live': ['/assets/en-1.js', '/assets/LivePage-x1.js'] },
      }),
    );
    const pages = await pageHtmlByRoute(dir, INDEX);
    expect([...pages.keys()]).toEqual(['zh /live', 'en /live']);
    expect(pages.get(pageKey('zh', '/LIVE/'))).toContain('href="/assets/zh-1.js"');
    expect(pages.get(pageKey('en', '/live'))).toContain('href="/assets/en-1.js"');
    expect(pages.get(pageKey('en', '/live'))).not.toContain('zh-1.js');
  });
});
