import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { MODERATOR, pathsCalled, Refusal } from '../admin.test-util';
import { openContentPage } from '../content/content.test-util';
import { buildDeskArticle } from './news.test-util';

const TAGS = [
  { kind: 'team', id: 'arsenal-fc' },
  { kind: 'competition', id: 'en.1-2024-25' },
] as const;

const DERBY = buildDeskArticle({
  id: 7,
  category: 'analysis',
  featured: true,
  match_id: 'm-2026-11-22-ars-tot',
  tags: [...TAGS],
  versions: {
    zh: { title: '北伦敦德比前瞻', summary: '两队状态对比', body: '<p>阿森纳主场迎战热刺。</p>' },
    en: {
      title: 'North London derby preview',
      summary: 'Form guide',
      body: '<p>Arsenal host Spurs.</p>',
    },
  },
});

const EMPTY_DESK = () => ({ list: [], has_more: false });

describe('news editor', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('rewrites an article, sending its tags and match back unchanged', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    await openContentPage(
      '/admin/news/7',
      MODERATOR,
      {
        'Admin/newsArticle': (url) => (url.searchParams.get('id') === '7' ? DERBY : null),
        'Admin/newsArticles': EMPTY_DESK,
        'Admin/updateNews': (_url, body) => {
          updates.push(body);
          // The first save is refused, as the server refuses a tag it no longer knows.
          return updates.length === 1 ? new Refusal(1, 200, '未知的标签：arsenal-fc') : { id: 7 };
        },
      },
      '编辑文章',
    );
    expect(screen.getByRole('link', { name: '在网站上查看' }).getAttribute('href')).toBe(
      '/detail?id=7',
    );
    expect(screen.getByText('球队：arsenal-fc')).toBeTruthy();
    expect(screen.getByText('比赛：m-2026-11-22-ars-tot')).toBeTruthy();
    expect(screen.getByTitle('中文正文预览').getAttribute('sandbox')).toBe('');

    const title = screen.getByLabelText('标题');
    await user.clear(title);
    await user.type(title, '北伦敦德比：枪手主场迎战热刺');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('未知的标签：arsenal-fc');
    expect(screen.getByRole('heading', { level: 1, name: '编辑文章' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { level: 1, name: '资讯' });
    expect(updates[1]).toEqual({
      id: 7,
      category: 'analysis',
      cover: '/news-covers/pitch.svg',
      featured: true,
      versions: {
        zh: { ...DERBY.versions.zh, title: '北伦敦德比：枪手主场迎战热刺' },
        en: DERBY.versions.en,
      },
      tags: TAGS,
      match_id: 'm-2026-11-22-ars-tot',
    });
  });

  it('refuses a new article without any language before sending it', async () => {
    const user = userEvent.setup();
    const published: unknown[] = [];
    const fetchMock = await openContentPage(
      '/admin/news/new',
      MODERATOR,
      {
        'Admin/newsArticles': EMPTY_DESK,
        'Admin/publishNews': (_url, body) => {
          published.push(body);
          return { id: 12 };
        },
      },
      '写文章',
    );
    await user.type(screen.getByLabelText('标题'), '冬窗转会汇总');
    await user.click(screen.getByRole('button', { name: '删除中文版本' }));
    expect(screen.getByRole('tab', { name: '中文（未写）' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少写一种语言的版本');
    expect(pathsCalled(fetchMock)).not.toContain('Admin/publishNews');

    // Added back, the version still has its title; an empty body is marked on its field.
    await user.click(screen.getByRole('button', { name: '添加中文版本' }));
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('冬窗转会汇总');
    await user.type(screen.getByLabelText('摘要'), '各队冬窗动向');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请输入正文，最多 100,000 个字符')).toBeTruthy();
    expect(published).toEqual([]);

    await user.type(screen.getByLabelText('正文（HTML）'), '<p>一月转会窗口关闭。</p>');
    await user.selectOptions(screen.getByLabelText('分类'), '转会');
    await user.click(
      within(screen.getByRole('group', { name: '内置插图' })).getByRole('button', { name: '奖杯' }),
    );
    await user.click(screen.getByRole('button', { name: '发布' }));
    await screen.findByRole('heading', { level: 1, name: '资讯' });
    expect(published).toEqual([
      {
        category: 'transfers',
        cover: '/news-covers/trophy.svg',
        featured: false,
        versions: {
          zh: { title: '冬窗转会汇总', summary: '各队冬窗动向', body: '<p>一月转会窗口关闭。</p>' },
        },
        tags: [],
      },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    await openContentPage(
      '/admin/news/new',
      MODERATOR,
      { 'Admin/newsArticles': EMPTY_DESK },
      '写文章',
    );
    await user.type(screen.getByLabelText('标题'), '未完成的稿子');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('未完成的稿子');

    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃修改' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '资讯' })).toBeTruthy();
  });
});
