import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../features/anchor/room-fixtures.test-util';
import { closeLoginDialog } from '../../shared/session/login-dialog-store';
import { read, write, type UserInfo } from '../../shared/storage';
import { renderApp, setupI18n, stubFetch } from '../../test/render-app';

const user: UserInfo = {
  id: 1,
  avatar: '',
  user_nickname: 'Fan',
  gold: 0,
  userlevel: 3,
  toplevel: 0,
  exp_percent: 50,
  create_time_str: '9',
  is_anchor: 0,
  chatpermission: 0,
  balances: {},
};

describe('layout', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeLoginDialog();
  });

  it('hides the chat entry and shows the login button when logged out', async () => {
    stubFetch();
    renderApp('/demo');
    await screen.findByTestId('top-bar');
    expect(screen.queryByTestId('nav-chat')).toBeNull();
    expect(screen.getByTestId('login-button').getAttribute('href')).toBe('/login');
  });

  it('hides the chat entry for a user without chatpermission', async () => {
    stubFetch();
    write('userInfo', user);
    renderApp('/demo');
    await screen.findByTestId('user-menu');
    expect(screen.queryByTestId('nav-chat')).toBeNull();
  });

  it('shows the chat entry for a user with chatpermission', async () => {
    stubFetch();
    write('userInfo', { ...user, chatpermission: 1 });
    renderApp('/demo');
    const chat = await screen.findByTestId('nav-chat');
    expect(chat.getAttribute('href')).toBe('/chat-chat');
  });

  it('shows the unread private messages on the chat entry', async () => {
    stubApi({
      'Im/getConversationList': () => ({ list: [], unread_total: 3 }),
    });
    write('userInfo', { ...user, chatpermission: 1 });
    renderApp('/demo');
    const chat = await screen.findByTestId('nav-chat');
    await waitFor(() => expect(within(chat).getByTestId('chat-unread').textContent).toContain('3'));
    expect(chat.textContent).toContain('3 条未读私信');
  });

  it('links "apply for anchor" by is_anchor and logs out', async () => {
    stubFetch();
    write('userInfo', { ...user, is_anchor: 1 });
    const { router } = renderApp('/demo');
    fireEvent.click(await screen.findByRole('button', { name: /用户菜单/ }));
    expect(screen.getByRole('link', { name: '我的直播' }).getAttribute('href')).toBe(
      '/member?type=9',
    );
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    // The session module loads on first use, so the logout completes a moment later.
    await waitFor(() => expect(read('userInfo')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('shows the chat entry as soon as a login stores chatpermission', async () => {
    stubFetch();
    renderApp('/demo');
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('nav-chat')).toBeNull();
    act(() => write('userInfo', { ...user, chatpermission: 1 }));
    expect(await screen.findByTestId('nav-chat')).toBeTruthy();
    act(() => write('userInfo', { ...user, chatpermission: 0 }));
    await waitFor(() => expect(screen.queryByTestId('nav-chat')).toBeNull());
  });

  it('opens the login dialog from the login button and the quick tab', async () => {
    stubFetch();
    renderApp('/demo');
    fireEvent.click(await screen.findByTestId('login-button'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(screen.getByTestId('login-panel').dataset.view).toBe('qr');
    fireEvent.keyDown(screen.getByTestId('login-dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('quick-sign-in'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
  });

  it('hides the top bar after scrolling on /main only', async () => {
    stubFetch();
    const { router } = renderApp('/main');
    const bar = await screen.findByTestId('top-bar');
    expect(bar.dataset.hidden).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar.dataset.hidden).toBe('true'));
    await router.navigate('/demo');
    await waitFor(() => expect(screen.getByTestId('top-bar').dataset.hidden).toBe('false'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('saves a search to the history and opens the search page', async () => {
    stubFetch();
    const { router } = renderApp('/demo');
    const [input] = await screen.findAllByRole('searchbox', { name: '搜索' });
    if (!input) throw new Error('no search box');
    expect(input.getAttribute('maxlength')).toBe('10');
    fireEvent.change(input, { target: { value: 'Arsenal' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?name=Arsenal'));
    expect(read('historyList')).toEqual(['Arsenal']);
  });
});
