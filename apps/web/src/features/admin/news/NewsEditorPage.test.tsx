import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { MODERATOR, pathsCalled, Refusal } from '../admin.test-util';
import { buildMatch } from '../../scores/match-fixtures.test-util';
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

/** The match the search finds for 热刺 (Arsenal's own id, a new one for Spurs). */
const ARS_TOT = buildMatch({
  id: 'm-2026-11-29-ars-tot',
  kickoff: '2026-11-29T12:30:00.000Z',
  status: 'not_started',
  away: {
    id: 'tottenham-hotspur',
    name: 'Tottenham Hotspur',
    name_zh: '热刺',
    name_vi: 'Tottenham',
    short_name_zh: '热刺',
    score: 0,
  },
});

const found = (...list: unknown[]) => ({ list, total: list.length, has_more: false });

/** The tag list's entries as read on screen. */
const shownTags = () =>
  within(screen.getByRole('list', { name: '标签' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('news editor', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('rewrites an article, sending its tags and match back when they are not edited', async () => {
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

  it('removes a tag and the match, asks before leaving with them unsaved, and saves without them', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    await openContentPage(
      '/admin/news/7',
      MODERATOR,
      {
        'Admin/newsArticle': () => DERBY,
        'Admin/newsArticles': EMPTY_DESK,
        'Admin/updateNews': (_url, body) => {
          updates.push(body);
          return { id: 7 };
        },
      },
      '编辑文章',
    );
    expect(screen.getByRole('heading', { level: 3, name: '标签（2/8）' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '移除标签“球队：arsenal-fc”' }));
    expect(shownTags()).toEqual(['赛事：en.1-2024-25']);
    // The focus moves on to the next tag's button.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '移除标签“赛事：en.1-2024-25”' }),
    );

    // A tag removed is a change: leaving asks first.
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }),
    );

    await user.click(screen.getByRole('button', { name: '取消关联比赛' }));
    expect(screen.getByText('没有关联比赛。')).toBeTruthy();
    expect(screen.queryByText('比赛：m-2026-11-22-ars-tot')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关联一场比赛' }));

    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { level: 1, name: '资讯' });
    expect(updates).toEqual([
      {
        id: 7,
        category: 'analysis',
        cover: '/news-covers/pitch.svg',
        featured: true,
        versions: { zh: DERBY.versions.zh, en: DERBY.versions.en },
        tags: [{ kind: 'competition', id: 'en.1-2024-25' }],
      },
    ]);
  });

  it('asks before leaving when only the match was unlinked', async () => {
    const user = userEvent.setup();
    await openContentPage(
      '/admin/news/7',
      MODERATOR,
      { 'Admin/newsArticle': () => DERBY, 'Admin/newsArticles': EMPTY_DESK },
      '编辑文章',
    );
    await user.click(screen.getByRole('button', { name: '取消关联比赛' }));
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('links a match found by name, tagging its teams and competition', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    const searched: (string | null)[][] = [];
    await openContentPage(
      '/admin/news/7',
      MODERATOR,
      {
        'Admin/newsArticle': () => DERBY,
        'Admin/newsArticles': EMPTY_DESK,
        'Search/match': (url) => {
          searched.push([url.searchParams.get('name'), url.searchParams.get('page')]);
          return found(ARS_TOT);
        },
        'Admin/updateNews': (_url, body) => {
          updates.push(body);
          return { id: 7 };
        },
      },
      '编辑文章',
    );
    await user.click(screen.getByRole('button', { name: '移除标签“球队：arsenal-fc”' }));
    await user.click(screen.getByRole('button', { name: '更换比赛' }));
    const search = screen.getByRole('group', { name: '查找比赛' });
    const box = within(search).getByLabelText('搜索比赛');
    expect(document.activeElement).toBe(box);
    expect(
      within(search).getByLabelText<HTMLInputElement>('同时把两支球队和赛事加为标签').checked,
    ).toBe(true);
    await user.type(box, '热刺');
    // Enter does not submit the article.
    await user.keyboard('{Enter}');
    const results = await within(search).findByRole('list', { name: '搜索到的比赛' });
    // Asked for once, when typing paused.
    expect(searched).toEqual([['热刺', '1']]);
    expect(updates).toEqual([]);

    await user.click(within(results).getByRole('button', { name: /^阿森纳 对 热刺/ }));
    expect(screen.queryByRole('group', { name: '查找比赛' })).toBeNull();
    expect(screen.getByText('比赛：阿森纳 对 热刺')).toBeTruthy();
    // The competition was tagged already: now named; Arsenal comes back, Spurs is new.
    expect(shownTags()).toEqual(['赛事：英超', '球队：阿森纳', '球队：热刺']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '更换比赛' }));

    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { level: 1, name: '资讯' });
    expect(updates).toEqual([
      {
        id: 7,
        category: 'analysis',
        cover: '/news-covers/pitch.svg',
        featured: true,
        versions: { zh: DERBY.versions.zh, en: DERBY.versions.en },
        tags: [
          { kind: 'competition', id: 'en.1-2024-25' },
          { kind: 'team', id: 'arsenal-fc' },
          { kind: 'team', id: 'tottenham-hotspur' },
        ],
        match_id: 'm-2026-11-29-ars-tot',
      },
    ]);
  });

  it('adds no more tags than the limit, and says so', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    const sixTeams = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ kind: 'team', id }) as const);
    await openContentPage(
      '/admin/news/7',
      MODERATOR,
      {
        'Admin/newsArticle': () => ({ ...DERBY, match_id: null, tags: sixTeams }),
        'Admin/newsArticles': EMPTY_DESK,
        'Search/match': () => found(ARS_TOT),
        'Admin/updateNews': (_url, body) => {
          updates.push(body);
          return { id: 7 };
        },
      },
      '编辑文章',
    );
    expect(screen.queryByText(/标签已达上限/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '关联一场比赛' }));
    await user.type(screen.getByLabelText('搜索比赛'), '热刺');
    await user.click(await screen.findByRole('button', { name: /^阿森纳 对 热刺/ }));

    expect(screen.getByRole('heading', { level: 3, name: '标签（8/8）' })).toBeTruthy();
    expect(shownTags().slice(6)).toEqual(['球队：阿森纳', '球队：热刺']);
    expect(
      screen.getByText('标签最多 8 个，有 1 个没有添加；请先移除一些再重新选择比赛。'),
    ).toBeTruthy();

    // One removed, the note about the limit goes; picking the match again fills the last place.
    await user.click(screen.getByRole('button', { name: '移除标签“球队：a”' }));
    expect(screen.queryByText(/没有添加/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '更换比赛' }));
    await user.type(screen.getByLabelText('搜索比赛'), '热刺');
    await user.click(await screen.findByRole('button', { name: /^阿森纳 对 热刺/ }));
    expect(shownTags()).toEqual([
      '球队：b',
      '球队：c',
      '球队：d',
      '球队：e',
      '球队：f',
      '球队：阿森纳',
      '球队：热刺',
      '赛事：英超',
    ]);
    expect(screen.getByText('标签已达上限 8 个；要添加新标签，请先移除一些。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { level: 1, name: '资讯' });
    expect(updates).toEqual([
      expect.objectContaining({
        tags: [
          ...sixTeams.slice(1),
          { kind: 'team', id: 'arsenal-fc' },
          { kind: 'team', id: 'tottenham-hotspur' },
          { kind: 'competition', id: 'en.1-2024-25' },
        ],
        match_id: 'm-2026-11-29-ars-tot',
      }),
    ]);
  });

  it('shows the search failing and finding nothing, and links a match without tagging it', async () => {
    const user = userEvent.setup();
    const published: unknown[] = [];
    let answers = 0;
    await openContentPage(
      '/admin/news/new',
      MODERATOR,
      {
        'Admin/newsArticles': EMPTY_DESK,
        'Search/match': (url) => {
          answers += 1;
          if (answers === 1) return new Refusal(1, 200, '搜索暂时不可用');
          return url.searchParams.get('name') === '热刺' ? found(ARS_TOT) : found();
        },
        'Admin/publishNews': (_url, body) => {
          published.push(body);
          return { id: 12 };
        },
      },
      '写文章',
    );
    expect(screen.getByText('没有标签。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关联一场比赛' }));
    await user.type(screen.getByLabelText('搜索比赛'), '利物浦');
    expect(await screen.findByText('搜索失败。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有找到比赛。')).toBeTruthy();

    // Escape in the search field closes the box; opened again, it starts empty.
    await user.click(screen.getByLabelText('搜索比赛'));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('搜索比赛')).toBeNull();
    await user.click(screen.getByRole('button', { name: '关联一场比赛' }));
    expect(screen.getByLabelText<HTMLInputElement>('搜索比赛').value).toBe('');
    await user.type(screen.getByLabelText('搜索比赛'), '热刺');
    await user.click(screen.getByLabelText('同时把两支球队和赛事加为标签'));
    await user.click(await screen.findByRole('button', { name: /^阿森纳 对 热刺/ }));
    expect(screen.getByText('没有标签。')).toBeTruthy();

    await user.type(screen.getByLabelText('标题'), '北伦敦德比');
    await user.type(screen.getByLabelText('摘要'), '赛前看点');
    await user.type(screen.getByLabelText('正文（HTML）'), '<p>周日开球。</p>');
    await user.click(screen.getByRole('button', { name: '发布' }));
    await screen.findByRole('heading', { level: 1, name: '资讯' });
    expect(published).toEqual([
      {
        category: 'football',
        cover: '',
        featured: false,
        versions: { zh: { title: '北伦敦德比', summary: '赛前看点', body: '<p>周日开球。</p>' } },
        tags: [],
        match_id: 'm-2026-11-29-ars-tot',
      },
    ]);
  });
});
