import { describe, expect, it } from 'vitest';
import { leadPicture, withPageData } from './page-data';

const HTML = '<html><head><title>Tifo</title></head><body></body></html>';

function writtenData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('page data in the HTML', () => {
  it('writes the answers as JSON no text inside can break out of', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const html = withPageData(HTML, {
      language: 'en',
      answers: { '/api/News/getHeadlines': { code: 0, data: { list: [{ title }] } } },
      leadPicture: null,
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(writtenData(html)).toEqual({
      language: 'en',
      answers: { '/api/News/getHeadlines': { code: 0, data: { list: [{ title }] } } },
    });
    expect(html).not.toContain('rel="preload"');
  });

  it('preloads the lead picture first, and leaves a page without data as it is', () => {
    const html = withPageData(HTML, {
      language: 'zh',
      answers: {},
      leadPicture: '/covers/a b.svg',
    });
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/covers/a%20b.svg"><script',
    );
    expect(withPageData(HTML, null)).toBe(HTML);
  });

  it("takes /main's lead picture from the first headline, and only our own files", () => {
    const headlines = (cover: unknown) =>
      new Map([['/api/News/getHeadlines', { list: [{ cover }, { cover: '/second.svg' }] }]]);
    expect(leadPicture('/main', headlines('/news-covers/court.svg'))).toBe(
      '/news-covers/court.svg',
    );
    expect(leadPicture('/Main/', headlines('/x.png'))).toBe('/x.png');
    for (const cover of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https://evil.example/x.png',
      '',
      3,
      null,
    ]) {
      expect(leadPicture('/main', headlines(cover))).toBeNull();
    }
    expect(leadPicture('/main', new Map())).toBeNull();
    expect(leadPicture('/football', headlines('/x.png'))).toBeNull();
  });
});
