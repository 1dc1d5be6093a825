import type { Comment, NewsArticle } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, stubApi } from '../anchor/room-fixtures.test-util';

const slow = { timeout: 5_000 };

function buildArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: 7,
    category: 'football',
    title: '北伦敦德比观赛指南',
    summary: '两队风格对比',
    cover: '',
    language: 'zh',
    published_at: new Date(Date.now() - 3_600_000).toISOString(),
    views: 12_345,
    comment_count: 1,
    is_demo: true,
    body_html: '<h2>看点</h2><p>中场对决</p>',
    tags: [{ kind: 'team', id: 'arsenal-fc', name: '阿森纳' }],
    author: null,
    like_count: 3,
    liked: false,
    match: null,
    related: [],
    ...overrides,
  };
}

function buildThread(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 40,
    user: { id: 9, nickname: 'Gunner', avatar: '' },
    content: '<img src=x onerror="alert(1)"> 好球！',
    deleted: false,
    like_count: 0,
    liked: false,
    mine: false,
    created_at: new Date().toISOString(),
    reply_count: 0,
    replies: [],
    ...overrides,
  };
}

describe('news article page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
  });

  it('shows a visitor the article, its demo note and its comments as plain text', async () => {
    stubApi({
      'News/getDetail': (url) => {
        expect(url.searchParams.get('id')).toBe('7');
        return buildArticle();
      },
      'News/addView': () => ({ views: 12_346 }),
      'Comment/list': (url) => {
        expect(url.searchParams.get('target_type')).toBe('news');
        return { list: [buildThread()], has_more: false, total: 1 };
      },
    });
    renderApp('/detail?id=7');
    const article = await screen.findByTestId('article', {}, slow);
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      '北伦敦德比观赛指南',
    );
    expect(article.textContent).toContain('本文为演示站点撰写，并非真实新闻。');
    expect(within(screen.getByTestId('article-body')).getByRole('heading').textContent).toBe(
      '看点',
    );
    // Large counts as fans read them (spec §9).
    expect(article.textContent).toContain('1.2w');
    expect(within(article).getByRole('link', { name: '#阿森纳' }).getAttribute('href')).toBe(
      '/news?tag=arsenal-fc&name=%E9%98%BF%E6%A3%AE%E7%BA%B3',
    );
    const comment = await screen.findByTestId('comment');
    expect(comment.textContent).toContain('<img src=x onerror="alert(1)"> 好球！');
    expect(comment.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByTestId('comments').textContent).toContain('登录后参与讨论');
  });

  it('says an article is gone when the server has none', async () => {
    stubApi({
      'News/getDetail': () => {
        throw new Error('文章不存在或已下线');
      },
    });
    renderApp('/detail?id=99');
    expect(await screen.findByText('文章不存在或已下线', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回资讯' }).getAttribute('href')).toBe('/news');
  });

  it('lets a member comment, like a comment and like the article', async () => {
    write('userInfo', buildMember());
    let threads = [buildThread({ content: 'First!' })];
    const fetchMock = stubApi({
      'News/getDetail': () => buildArticle(),
      'News/addView': () => ({ views: 12_346 }),
      'Comment/list': () => ({ list: threads, has_more: false, total: threads.length }),
      'Comment/add': (_url, body) => {
        const { content } = body as { content: string };
        const added = buildThread({
          id: 41,
          content,
          mine: true,
          user: { id: 5, nickname: 'Member', avatar: '' },
        });
        threads = [added, ...threads];
        return { comment: { ...added, root_id: 41, reply_to: null } };
      },
      'Comment/like': (_url, body) => {
        const { liked } = body as { liked: boolean };
        return { liked, like_count: liked ? 1 : 0 };
      },
      'News/like': (_url, body) => {
        const { liked } = body as { liked: boolean };
        return { liked, like_count: liked ? 4 : 3 };
      },
    });
    const user = userEvent.setup();
    renderApp('/detail?id=7');
    const composer = await screen.findByLabelText('发表评论', {}, slow);
    await user.type(composer, '  精彩  ');
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(callsTo(fetchMock, 'Comment/add')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Comment/add')[0]?.body).toEqual({
      target_type: 'news',
      target_id: 7,
      content: '精彩',
    });
    const mine = await screen.findByText('精彩');
    expect((composer as HTMLTextAreaElement).value).toBe('');
    expect(
      within(mine.closest('[data-testid="comment"]') as HTMLElement).getByText('我'),
    ).toBeTruthy();

    const first = screen.getByText('First!').closest('[data-testid="comment"]') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '点赞' }));
    await waitFor(() =>
      expect(
        within(first).getByRole('button', { name: '取消点赞' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(within(first).getByTestId('comment-likes').textContent).toBe('1');

    const article = screen.getByTestId('article');
    await user.click(within(article).getByRole('button', { name: '点赞' }));
    await waitFor(() => expect(screen.getByTestId('article-likes').textContent).toBe('4'));
    expect(within(article).getByRole('button', { name: '已赞' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
