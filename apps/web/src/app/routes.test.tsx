import { WEB_ROUTES } from '@tifo/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../shared/storage';
import { renderApp, setupI18n, stubFetch } from '../test/render-app';

describe('router', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('redirects / to /main and sets the title', async () => {
    stubFetch();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    await waitFor(() => expect(document.title).toBe('首页 - Tifo'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '一起看球，一起呐喊' }),
    ).toBeTruthy();
  });

  it('replaces an unknown path with /404 and renders the not-found page', async () => {
    stubFetch();
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/main');
    await waitFor(() => expect(document.title).toBe('页面不存在 - Tifo'));
  });

  it('registers every route of the contract', { timeout: 60_000 }, async () => {
    stubFetch();
    // As a member, so that /member renders instead of redirecting a visitor to /login.
    write('userInfo', {
      id: 1,
      avatar: '',
      user_nickname: 'Fan',
      gold: 0,
      userlevel: 0,
      toplevel: 0,
      exp_percent: 0,
      create_time_str: '1',
      is_anchor: 0,
      chatpermission: 0,
      balances: {},
    });
    const { router } = renderApp('/main');
    await screen.findByTestId('top-bar');
    for (const route of WEB_ROUTES) {
      // A member who opens /login is sent on to /main.
      const expected = route.path === '/login' ? '/main' : route.path;
      await router.navigate(route.path);
      // Each page is a lazy chunk that Vitest transforms on first use: slow under a loaded CPU.
      await waitFor(() => expect(router.state.location.pathname).toBe(expected), {
        timeout: 5_000,
      });
      await waitFor(() => expect(document.title).not.toBe('Tifo'), { timeout: 5_000 });
      expect(document.title.endsWith(' - Tifo'), route.path).toBe(true);
    }
  });

  it('serves the download page on /downLoad and /download', async () => {
    stubFetch();
    const { router } = renderApp('/downLoad');
    await waitFor(() => expect(document.title).toBe('下载APP - Tifo'));
    expect(await screen.findByText('支持 iOS 和 Android')).toBeTruthy();
    await router.navigate('/download');
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'));
    expect(await screen.findByText('支持 iOS 和 Android')).toBeTruthy();
  });

  it('shows the search term from the query', async () => {
    stubFetch();
    renderApp('/search?name=Messi');
    expect((await screen.findByTestId('search-term')).textContent).toContain('Messi');
  });
});
