import type { CatalogueBanner } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { MODERATOR } from '../admin.test-util';
import { openContentPage } from './content.test-util';

const banner = (id: number, position: 'home' | 'video', title: string): CatalogueBanner => ({
  id,
  position,
  title_zh: title,
  title_en: title,
  title_vi: title,
  image: `/uploads/${id}.png`,
  link: '/schedule',
  sort: 0,
  active: true,
});

describe('banners', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each position apart, and keeps links on the site', async () => {
    const user = userEvent.setup();
    const saves: unknown[] = [];
    await openContentPage(
      '/admin/banners',
      MODERATOR,
      {
        'Admin/banners': () => ({
          list: [banner(1, 'home', '决赛之夜'), banner(2, 'video', '集锦')],
        }),
        'Admin/saveBanner': (_url, body) => {
          saves.push(body);
          return { before: banner(1, 'home', '决赛之夜'), after: body };
        },
      },
      '轮播图',
    );
    const home = await screen.findByRole('table', { name: '首页' });
    expect(within(home).getByText('决赛之夜')).toBeTruthy();
    expect(within(home).queryByText('集锦')).toBeNull();
    expect(within(screen.getByRole('table', { name: '视频页' })).getByText('集锦')).toBeTruthy();

    await user.click(within(home).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑轮播图：决赛之夜' });
    const link = within(dialog).getByLabelText('链接');
    await user.clear(link);
    await user.type(link, 'https://elsewhere.example/');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '请输入本站路径，以 / 开头，如 /schedule',
    );
    await user.clear(link);
    await user.type(link, '/news');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([expect.objectContaining({ id: 1, position: 'home', link: '/news' })]);
  });
});
