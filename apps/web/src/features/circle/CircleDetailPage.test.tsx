import type { CallData, circleRoutes } from '@tifo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { buildCircle, buildPost, stubCircleApi } from './circle-fixtures.test-util';

type PostDetail = CallData<typeof circleRoutes.post>;

const slow = { timeout: 5_000 };

function buildDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...buildPost(7, {
      content: 'What a finish!\nSaka from the edge of the box.',
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
      like_count: 3,
      favorite_count: 1,
    }),
    hidden: false,
    ...overrides,
  };
}

/** The post page's calls: the post, its comments, and the like and favourite toggles. */
function stubPostApi(post: PostDetail = buildDetail()) {
  return stubCircleApi({
    'Circle/post': (url) => {
      if (url.searchParams.get('id') !== String(post.id)) throw new Error('帖子不存在或已删除');
      return post;
    },
    'Comment/list': () => ({ list: [], has_more: false, total: 0 }),
    'Circle/likePost': (_url, body) => {
      const { liked } = body as { liked: boolean };
      return { liked, like_count: liked ? 4 : 3 };
    },
    'Circle/favoritePost': (_url, body) => {
      const { favorite } = body as { favorite: boolean };
      return { favorited: favorite, favorite_count: favorite ? 2 : 1 };
    },
    'Circle/deletePost': (_url, body) => body,
    'Circle/info': (url) => buildCircle(Number(url.searchParams.get('id')), { name: 'Arsenal' }),
  });
}

describe('circle detail page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  it('shows a post as text with its line breaks, its pictures, circle and comments', async () => {
    const fetchMock = stubPostApi(
      buildDetail({ content: 'What a finish!\n<b>Saka</b> from the edge of the box.' }),
    );
    const user = userEvent.setup();
    renderApp('/circle-detail?post=7');
    const post = await screen.findByTestId('post-detail', {}, slow);
    const text = within(post).getByText(/What a finish!/);
    expect(text.textContent).toBe('What a finish!\n<b>Saka</b> from the edge of the box.');
    expect(post.querySelector('b')).toBeNull();
    expect(
      within(post)
        .getByRole('link', { name: /Arsenal/ })
        .getAttribute('href'),
    ).toBe('/circle-detail?id=1');
    expect(within(post).getByRole('link', { name: 'Gunner' }).getAttribute('href')).toBe(
      '/persona?id=9',
    );
    const pictures = within(post).getAllByTestId('post-image');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/uploads/a.jpg',
      '/uploads/b.jpg',
    ]);
    expect(await screen.findByTestId('comments')).toBeTruthy();
    expect(callsTo(fetchMock, 'Comment/list')[0]?.url.searchParams.get('target_type')).toBe('post');

    // A picture opens large.
    await user.click(pictures[1] as HTMLElement);
    const viewer = await screen.findByRole('dialog', { name: '图片 2/2' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/b.jpg');
  });

  it('lets a member like and unlike a post; a visitor is asked to log in', async () => {
    const fetchMock = stubPostApi();
    const user = userEvent.setup();
    renderApp('/circle-detail?post=7');
    const like = await screen.findByTestId('post-like', {}, slow);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('post-like-count').textContent).toBe('3');

    await user.click(like);
    expect(isLoginDialogOpen()).toBe(true);
    expect(callsTo(fetchMock, 'Circle/likePost')).toHaveLength(0);
    act(() => closeLoginDialog());

    act(() => write('userInfo', buildMember()));
    await user.click(screen.getByTestId('post-like'));
    await waitFor(() =>
      expect(screen.getByTestId('post-like').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByTestId('post-like-count').textContent).toBe('4');
    expect(callsTo(fetchMock, 'Circle/likePost')[0]?.body).toEqual({ id: 7, liked: true });

    await user.click(screen.getByTestId('post-like'));
    await waitFor(() =>
      expect(screen.getByTestId('post-like').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screen.getByTestId('post-like-count').textContent).toBe('3');
    expect(callsTo(fetchMock, 'Circle/likePost')[1]?.body).toEqual({ id: 7, liked: false });
  });

  it('says a missing post is missing and leads back to /circle', async () => {
    stubPostApi();
    renderApp('/circle-detail?post=8');
    const problem = await screen.findByTestId('post-not-found', {}, slow);
    expect(problem.textContent).toContain('帖子不存在或已删除');
    expect(within(problem).getByRole('link', { name: '返回圈子' }).getAttribute('href')).toBe(
      '/circle',
    );
    expect(screen.queryByTestId('post-detail')).toBeNull();
  });

  it('tells the author their post was hidden, and lets them delete it after confirming', async () => {
    write('userInfo', buildMember());
    const fetchMock = stubPostApi(buildDetail({ hidden: true, mine: true }));
    const user = userEvent.setup();
    const { router } = renderApp('/circle-detail?post=7');
    const post = await screen.findByTestId('post-detail', {}, slow);
    expect(within(post).getByTestId('post-hidden').textContent).toBe(
      '这个帖子已被运营隐藏，现在只有你能看到。',
    );
    expect(within(post).queryByTestId('post-like')).toBeNull();
    expect(screen.queryByTestId('comments')).toBeNull();

    await user.click(within(post).getByTestId('post-delete'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }),
    );
    expect(callsTo(fetchMock, 'Circle/deletePost')).toHaveLength(0);

    await user.click(within(post).getByTestId('post-delete'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=1'));
    expect(callsTo(fetchMock, 'Circle/deletePost')[0]?.body).toEqual({ id: 7 });
    expect(await screen.findByTestId('circle-header')).toBeTruthy();
  });

  it('shows a circle: its initial for a missing icon, pinned posts first, and its own composer', async () => {
    write('userInfo', buildMember());
    const fetchMock = stubCircleApi({
      'Circle/info': () =>
        buildCircle(1, { name: 'Arsenal', intro: 'North London is red', member_count: 12_345 }),
      'Circle/posts': (url) => {
        expect(url.searchParams.get('circle_id')).toBe('1');
        return {
          pinned: [buildPost(5, { pinned: true, content: 'Rules of the circle' })],
          list: [buildPost(6), buildPost(4)],
          has_more: false,
        };
      },
    });
    renderApp('/circle-detail?id=1');
    const header = await screen.findByTestId('circle-header', {}, slow);
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Arsenal');
    expect(within(header).getByTestId('circle-initial').textContent).toBe('A');
    expect(header.textContent).toContain('North London is red');
    expect(header.textContent).toContain('1.2w');
    expect(within(header).getByTestId('circle-join').getAttribute('aria-pressed')).toBe('false');

    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(3));
    const cards = screen.getAllByTestId('post-card');
    expect(cards.map((card) => card.dataset.postId)).toEqual(['5', '6', '4']);
    expect(within(cards[0] as HTMLElement).getByText('置顶')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: '查看 Gunner 的帖子' })
        .getAttribute('href'),
    ).toBe('/circle-detail?post=6');

    const composer = screen.getByTestId('post-composer');
    await waitFor(() =>
      expect(within(composer).getByLabelText<HTMLSelectElement>('圈子').value).toBe('1'),
    );
    expect(callsTo(fetchMock, 'Circle/posts')[0]?.url.searchParams.get('scope')).toBe('all');
  });
});
