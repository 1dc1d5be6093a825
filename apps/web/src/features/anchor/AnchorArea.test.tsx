import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLoginDialogOpen, closeLoginDialog } from '../../shared/session/login-dialog-store';
import { renderApp, setupI18n } from '../../test/render-app';
import { buildRoom, calledPaths, callsTo, stubApi } from './room-fixtures.test-util';

const categories = [
  { id: 7, type: 3, name: '象棋' },
  { id: 8, type: 3, name: '英雄联盟' },
];

/** The first find of a test waits for lazy route chunks, slow on a loaded machine. */
const slow = { timeout: 5_000 };

function sidebar() {
  return screen.getByTestId('anchor-sidebar');
}

describe('anchor area', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeLoginDialog();
  });

  it('marks the active type in the menu and builds the type-3 sub-category links', async () => {
    stubApi({
      'Live/getCategoryList': () => ({ list: categories }),
      'Live/getRoomList': () => ({ list: [], total: 0 }),
    });
    const { router } = renderApp('/anchor?type=2');
    const basketball = await within(
      await screen.findByTestId('anchor-sidebar', {}, slow),
    ).findByRole('link', { name: '篮球' });
    expect(basketball.getAttribute('aria-current')).toBe('page');
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    // Spec order: follow, rank, then the seven types.
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/attention',
      '/rank',
      '/anchor?type=0',
      '/anchor?type=1',
      '/anchor?type=2',
      '/anchor?type=3',
      '/anchor?type=4',
      '/anchor?type=5',
      '/anchor?type=6',
    ]);

    // Type 3 expands to its sub-categories from Live/getCategoryList.
    fireEvent.click(within(sidebar()).getByTestId('subcategory-toggle'));
    const subs = await within(sidebar()).findAllByTestId('anchor-subcategory');
    expect(subs.map((link) => link.textContent)).toEqual(['象棋', '英雄联盟']);
    expect(subs[1]?.getAttribute('href')).toBe(
      `/anchor?type=3&id=8&name=${encodeURIComponent('英雄联盟')}`,
    );

    // Opening a sub-category marks it (not its parent) and asks for that category's rooms.
    await act(() => router.navigate(subs[1]?.getAttribute('href') ?? ''));
    await waitFor(() =>
      expect(
        within(sidebar()).getAllByTestId('anchor-subcategory')[1]?.getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(
      within(sidebar()).getByRole('link', { name: '棋牌电竞' }).getAttribute('aria-current'),
    ).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('棋牌电竞 · 英雄联盟'),
    );
  });

  it('lists live rooms first with their badges and viewer counts', async () => {
    const fetchMock = stubApi({
      'Live/getCategoryList': () => ({ list: categories }),
      'Live/getRoomList': () => ({
        list: [
          buildRoom({ room_id: 1, live_status: 'ended', online: 0 }),
          buildRoom({ room_id: 2, live_status: 'live', online: 12345 }),
          buildRoom({ room_id: 3, live_status: 'offline', online: 0 }),
          buildRoom({ room_id: 4, live_status: 'live', online: 80, cover: '/cover.jpg' }),
        ],
        total: 4,
      }),
    });
    renderApp('/anchor?type=1');
    const grid = await screen.findByTestId('room-grid', {}, slow);
    const cards = within(grid).getAllByTestId('room-card');
    expect(cards.map((card) => card.dataset.roomId)).toEqual(['2', '4', '1', '3']);
    expect(cards[0]?.getAttribute('href')).toBe('/live?id=2');
    expect(within(cards[0] as HTMLElement).getByText('直播中')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByTestId('room-online').textContent).toBe('1.2w');
    expect(within(cards[2] as HTMLElement).getByText('已下播')).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByText('未开播')).toBeTruthy();
    // No cover: the category placeholder; with a cover: the image.
    expect(within(cards[0] as HTMLElement).getByTestId('cover-placeholder')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByTestId('cover-placeholder')).toBeNull();
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(callsTo(fetchMock, 'Live/getRoomList')[0]?.url.searchParams.get('type')).toBe('1');
  });

  it('loads more rooms while the server has more', async () => {
    const fetchMock = stubApi({
      'Live/getCategoryList': () => ({ list: [] }),
      'Live/getRoomList': (url) =>
        url.searchParams.get('page') === '2'
          ? { list: [buildRoom({ room_id: 30, live_status: 'offline' })], total: 21 }
          : {
              list: Array.from({ length: 20 }, (_, index) => buildRoom({ room_id: index + 1 })),
              total: 21,
            },
    });
    renderApp('/anchor?type=0');
    fireEvent.click(await screen.findByTestId('load-more', {}, slow));
    await waitFor(() => expect(screen.getAllByTestId('room-card')).toHaveLength(21));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(calledPaths(fetchMock).filter((path) => path === 'Live/getRoomList')).toHaveLength(2);
  });

  it('says when nobody is live in a category and links to recommended', async () => {
    stubApi({
      'Live/getCategoryList': () => ({ list: [] }),
      'Live/getRoomList': () => ({ list: [], total: 0 }),
    });
    renderApp('/anchor?type=4');
    expect(await screen.findByText('这个分类暂时没有主播在直播', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看推荐' }).getAttribute('href')).toBe(
      '/anchor?type=0',
    );
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    stubApi({
      'Live/getCategoryList': () => ({ list: [] }),
      'Live/getRoomList': () => {
        if (fail) throw new Error('boom');
        return { list: [buildRoom({ room_id: 9 })], total: 1 };
      },
    });
    renderApp('/anchor?type=0');
    const retry = await screen.findByRole('button', { name: '重试' }, slow);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('room-card')).toBeTruthy();
  });

  it('asks a visitor on /attention to log in, without calling the member API', async () => {
    const fetchMock = stubApi({ 'Live/getCategoryList': () => ({ list: [] }) });
    renderApp('/attention');
    const prompt = await screen.findByTestId('login-prompt', {}, slow);
    expect(prompt.textContent).toContain('登录后查看关注的主播');
    expect(within(sidebar()).getByRole('link', { name: '关注' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(calledPaths(fetchMock)).not.toContain('Live/getFollowedRooms');
  });
});
