import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { buildCircle, buildPost, stubCircleApi } from './circle-fixtures.test-util';

const slow = { timeout: 5_000 };

function circleCard(id: number): HTMLElement {
  const card = screen
    .getAllByTestId('circle-card')
    .find((element) => element.dataset.circleId === String(id));
  if (!card) throw new Error(`no card of circle ${id}`);
  return card;
}

describe('circle page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  it('groups the circles to discover by kind and lets a member join and leave one', async () => {
    write('userInfo', buildMember());
    let joined = false;
    const fetchMock = stubCircleApi({
      'Circle/join': (_url, body) => {
        ({ joined } = body as { joined: boolean });
        return { joined, member_count: joined ? 12 : 11 };
      },
    });
    const user = userEvent.setup();
    renderApp('/circle?tab=discover');
    const teams = await screen.findByRole('region', { name: '球队圈' }, slow);
    expect(within(teams).getAllByTestId('circle-card')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: '话题圈' })).getByText('Transfers'),
    ).toBeTruthy();
    expect(within(circleCard(1)).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe(
      '/circle-detail?id=1',
    );

    const join = within(circleCard(1)).getByTestId('circle-join');
    expect(join.getAttribute('aria-pressed')).toBe('false');
    expect(within(circleCard(1)).getByTestId('circle-members').textContent).toBe('11');
    await user.click(join);
    await waitFor(() =>
      expect(within(circleCard(1)).getByTestId('circle-join').getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(within(circleCard(1)).getByTestId('circle-members').textContent).toBe('12');
    expect(callsTo(fetchMock, 'Circle/join')[0]?.body).toEqual({ id: 1, joined: true });
    expect(await screen.findByText('已加入「Arsenal」')).toBeTruthy();

    await user.click(within(circleCard(1)).getByTestId('circle-join'));
    await waitFor(() =>
      expect(within(circleCard(1)).getByTestId('circle-join').getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(callsTo(fetchMock, 'Circle/join')[1]?.body).toEqual({ id: 1, joined: false });
    // The other circles are untouched.
    expect(within(circleCard(2)).getByTestId('circle-join').getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('asks a visitor to log in to join, post or see their circles', async () => {
    const fetchMock = stubCircleApi();
    const user = userEvent.setup();
    const { router } = renderApp('/circle?tab=discover');
    await screen.findAllByTestId('circle-card', {}, slow);
    await user.click(within(circleCard(2)).getByTestId('circle-join'));
    expect(isLoginDialogOpen()).toBe(true);
    act(() => closeLoginDialog());

    await user.click(screen.getByTestId('post-open-composer'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByTestId('post-composer')).toBeNull();
    act(() => closeLoginDialog());

    await user.click(
      within(screen.getByTestId('circle-tabs')).getByRole('tab', { name: '我的圈子' }),
    );
    expect(router.state.location.search).toBe('?tab=mine');
    expect(await screen.findByText('登录后查看我的圈子')).toBeTruthy();
    expect(callsTo(fetchMock, 'Circle/join')).toHaveLength(0);
    expect(callsTo(fetchMock, 'Circle/mine')).toHaveLength(0);
  });

  it('shows the feed a page at a time, hottest first when asked, and a member’s joined circles', async () => {
    write('userInfo', buildMember());
    const fetchMock = stubCircleApi({
      'Circle/posts': (url) => {
        const page = Number(url.searchParams.get('page'));
        const scope = url.searchParams.get('scope');
        const base = scope === 'joined' ? 100 : 0;
        return {
          pinned: [],
          list: [buildPost(base + page * 2 - 1), buildPost(base + page * 2)],
          has_more: page === 1,
        };
      },
      'Circle/mine': () => ({ list: [buildCircle(1, { name: 'Arsenal', joined: true })] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/circle');
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(2), slow);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '最热' }));
    expect(router.state.location.search).toBe('?order=hot');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'Circle/posts').at(-1)?.url.searchParams.get('order')).toBe('hot'),
    );

    await user.click(screen.getByRole('button', { name: '我加入的' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')[0]?.dataset.postId).toBe('101'));
    expect(callsTo(fetchMock, 'Circle/posts').at(-1)?.url.searchParams.get('scope')).toBe('joined');

    await user.click(
      within(screen.getByTestId('circle-tabs')).getByRole('tab', { name: '我的圈子' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('circle-card')).toHaveLength(1));
    expect(within(circleCard(1)).getByTestId('circle-join').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
