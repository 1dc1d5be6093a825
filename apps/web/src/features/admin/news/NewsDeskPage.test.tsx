import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { MODERATOR } from '../admin.test-util';
import { openContentPage, rowOf } from '../content/content.test-util';
import { buildDeskItem } from './news.test-util';

const TRANSFER_STORY = buildDeskItem({
  id: 3,
  title: '转会窗口收官',
  category: 'transfers',
  featured: true,
  languages: ['zh', 'en'],
  author_nickname: null,
});

describe('news desk', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the articles and takes one down only once confirmed', async () => {
    const user = userEvent.setup();
    const takedowns: unknown[] = [];
    let status: 'published' | 'hidden' = 'published';
    await openContentPage(
      '/admin/news',
      MODERATOR,
      {
        'Admin/newsArticles': () => ({
          list: [{ ...TRANSFER_STORY, status }, buildDeskItem({ id: 2, title: '周末前瞻' })],
          has_more: false,
        }),
        'Admin/unpublishNews': (_url, body) => {
          takedowns.push(body);
          status = 'hidden';
          return { id: 3, published: false };
        },
      },
      '资讯',
    );
    const nav = screen.getByRole('navigation', { name: '后台导航' });
    expect(within(nav).getByRole('link', { name: '资讯' }).getAttribute('href')).toBe(
      '/admin/news',
    );

    const row = await rowOf('转会窗口收官');
    expect(row.textContent).toContain('转会');
    expect(row.textContent).toContain('中文 · 英文');
    expect(row.textContent).toContain('头条');
    expect(row.textContent).toContain('Tifo 编辑部');
    expect(row.textContent).toContain('1,200 / 34');
    expect(within(row).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/admin/news/3',
    );

    await user.click(within(row).getByRole('button', { name: '下架' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('下架「转会窗口收官」？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(takedowns).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '下架' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(takedowns).toEqual([{ id: 3, published: false }]));
    // Read again: the row now offers to put the article back.
    const after = await rowOf('转会窗口收官');
    expect(await within(after).findByRole('button', { name: '重新上架' })).toBeTruthy();
    expect(after.textContent).toContain('已下架');
  });

  it('asks the server for one status and a title', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    await openContentPage(
      '/admin/news',
      MODERATOR,
      {
        'Admin/newsArticles': (url) => {
          asked.push(url.search);
          return { list: [], has_more: false };
        },
      },
      '资讯',
    );
    expect(await screen.findByText('没有符合条件的文章')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '已下架' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索标题' }), ' 德比 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(asked).toContain('?page=1&status=hidden&q=%E5%BE%B7%E6%AF%94'));
    expect(asked[0]).toBe('?page=1');
  });
});
