import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLoginDialogOpen, closeLoginDialog } from '../../shared/session/login-dialog-store';
import { write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import {
  ADMINISTRATOR,
  MODERATOR,
  NO_COUNTS,
  pathsCalled,
  Refusal,
  stubAdminApi,
} from './admin.test-util';

describe('operator console gate', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeLoginDialog();
  });

  it('asks a visitor (code 700) to log in with the site login dialog', async () => {
    const user = userEvent.setup();
    stubAdminApi({ 'Admin/me': () => new Refusal(700, 401, '请先登录') });
    renderApp('/admin/horns');
    const prompt = await screen.findByTestId('login-prompt');
    expect(prompt.textContent).toContain('请先登录');
    await user.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByRole('navigation', { name: '后台导航' })).toBeNull();
  });

  it('shows a member who is not staff (HTTP 403) the staff-only page', async () => {
    write('userInfo', buildMember());
    const fetchMock = stubAdminApi({
      'Admin/me': () => new Refusal(1, 403, '仅限运营人员'),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: '仅限工作人员' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回网站' }).getAttribute('href')).toBe('/main');
    // Nothing else is asked: the queues are staff data.
    expect(new Set(pathsCalled(fetchMock))).toEqual(new Set(['Admin/me']));
  });

  it('opens for staff: who is signed in, the queues with their counts', async () => {
    write('userInfo', buildMember({ id: ADMINISTRATOR.user_id }));
    stubAdminApi({
      'Admin/me': () => ADMINISTRATOR,
      'Admin/queueCounts': () => ({ ...NO_COUNTS, horns: 4 }),
    });
    renderApp('/admin');
    expect((await screen.findByTestId('admin-nickname')).textContent).toBe('Root');
    expect(screen.getByText('管理员')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '后台导航' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /全站喇叭/ }).textContent).toContain('4'),
    );
    expect(within(screen.getByTestId('queue-card-horns')).getByText('4')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('运营后台 - Tifo'));
  });

  it('shows a moderator that withdrawals are for administrators, without asking for them', async () => {
    write('userInfo', buildMember({ id: MODERATOR.user_id }));
    const fetchMock = stubAdminApi({
      'Admin/me': () => MODERATOR,
      'Admin/queueCounts': () => NO_COUNTS,
    });
    renderApp('/admin/withdrawals');
    expect(await screen.findByTestId('administrators-only')).toBeTruthy();
    expect(screen.getByText('审核员')).toBeTruthy();
    expect(pathsCalled(fetchMock)).not.toContain('Admin/withdrawalList');
  });
});
