import { describe, expect, it } from 'vitest';
import { checkNewsForm, newsFormOf, withTags, type NewsTag } from './news-form';
import { buildDeskArticle } from './news.test-util';

describe('the news form', () => {
  const article = buildDeskArticle({
    id: 4,
    versions: {
      zh: { title: '标题', summary: '摘要', body: '<p>正文</p>' },
      vi: { title: 'Tiêu đề', summary: 'Tóm tắt', body: '<p>Nội dung</p>' },
    },
  });

  it('opens a new article in the staff member’s language only', () => {
    const values = newsFormOf(null, 'vi');
    expect([
      values.versions.zh.written,
      values.versions.en.written,
      values.versions.vi.written,
    ]).toEqual([false, false, true]);
  });

  it('sends only the written languages, even when a removed one keeps its text', () => {
    const values = newsFormOf(article, 'zh');
    values.versions.vi.written = false;
    const checked = checkNewsForm(values);
    expect(checked.problems).toBeNull();
    expect(Object.keys(checked.edit?.versions ?? {})).toEqual(['zh']);
  });

  it('marks a body of spaces, a blank title and an outside cover on their fields', () => {
    const values = newsFormOf(article, 'zh');
    values.versions.vi.body = '   ';
    values.versions.zh.title = '  ';
    values.cover = 'https://elsewhere.example/cover.png';
    const checked = checkNewsForm(values);
    expect(checked.edit).toBeNull();
    expect([...(checked.problems ?? [])].sort()).toEqual(['cover', 'vi.body', 'zh.title']);
  });

  it('sends the edited tags, and the match only when there is one', () => {
    const values = newsFormOf(
      buildDeskArticle({ id: 5, match_id: 'm-1', tags: [{ kind: 'team', id: 'arsenal-fc' }] }),
      'zh',
    );
    expect(checkNewsForm(values).edit).toMatchObject({
      tags: [{ kind: 'team', id: 'arsenal-fc' }],
      match_id: 'm-1',
    });
    values.tags = [];
    values.match_id = null;
    const edit = checkNewsForm(values).edit;
    expect(edit?.tags).toEqual([]);
    expect(edit).not.toHaveProperty('match_id');
  });

  it('adds only the tags not there yet, up to the limit', () => {
    const team = (id: string): NewsTag => ({ kind: 'team', id });
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(team);
    const added = withTags(seven, [team('a'), team('h'), { kind: 'competition', id: 'x' }]);
    expect(added.tags).toEqual([...seven, team('h')]);
    expect(added.skipped).toBe(1);
  });
});
