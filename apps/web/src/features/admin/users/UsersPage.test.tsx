import type { ConsoleUser, ConsoleUserDetail } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { ADMINISTRATOR, MODERATOR, NO_COUNTS, Refusal, stubAdminApi } from '../admin.test-util';

const AT = '2026-11-20T08:00:00.000Z';

function buildUser(overrides: Partial<ConsoleUser> & { user_id: number }): ConsoleUser {
  return {
    nickname: `Member ${overrides.user_id}`,
    avatar: '',
    country_code: 86,
    mobile: '13800138000',
    role: 'member',
    is_anchor: false,
    registered_at: AT,
    banned: false,
    muted: false,
    ...overrides,
  };
}

function detailOf(user: ConsoleUser): ConsoleUserDetail {
  return {
    user,
    signature: 'Derby every week',
    invite_code: 'INV42',
    invited_by: null,
    channel_code: null,
    wallet: {
      diamonds: 12.5,
      withdrawable: 0,
      pending: 0,
      held: 0,
      accumulated: 0,
      gold_coins: 300,
    },
    sessions: [],
    sanctions: [],
    recent_orders: [],
  };
}

/** A console server with two members; sanctions are recorded (or refused with `refuseWith`). */
function stubUsers(staff: typeof ADMINISTRATOR | typeof MODERATOR, refuseWith?: string) {
  const users = [
    buildUser({ user_id: 21, nickname: 'Lan' }),
    buildUser({ user_id: 22, nickname: 'Minh' }),
  ];
  const sanctions: unknown[] = [];
  const searches: string[] = [];
  const audiences: string[] = [];
  stubAdminApi({
    'Admin/me': () => staff,
    'Admin/queueCounts': () => NO_COUNTS,
    'Admin/users': (url) => {
      const q = url.searchParams.get('q') ?? '';
      searches.push(q);
      audiences.push(url.searchParams.get('who') ?? '');
      return { list: users.filter((user) => user.nickname.includes(q)), has_more: false };
    },
    'Admin/user': (url) => {
      const user = users.find((item) => item.user_id === Number(url.searchParams.get('user_id')));
      return user ? detailOf(user) : new Refusal(1, 404, '用户不存在');
    },
    'Admin/userLedger': () => ({ entries: [], has_more: false }),
    'Admin/sanctionUser': (_url, body) => {
      sanctions.push(body);
      if (refuseWith) return new Refusal(1, 409, refuseWith);
      return {
        id: 1,
        kind: 'ban',
        reason: 'x',
        until: null,
        created_by: 1,
        created_at: AT,
        lifted_at: null,
        active: true,
      };
    },
  });
  write('userInfo', buildMember({ id: staff.user_id }));
  return { sanctions, searches, audiences };
}

/** Searches for `name` and opens the member's page from its row. */
async function openMember(name: string) {
  const user = userEvent.setup();
  renderApp('/admin/users');
  await user.type(await screen.findByRole('searchbox', { name: '搜索会员' }), name);
  await user.click(screen.getByRole('button', { name: '搜索' }));
  const row = await screen.findByRole('row', { name: new RegExp(name) });
  await user.click(within(row).getByRole('link', { name }));
  await screen.findByRole('heading', { name, level: 1 });
  return user;
}

describe('members page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finds a member, opens their page and bans them for 7 days with a reason', async () => {
    const server = stubUsers(ADMINISTRATOR);
    const user = await openMember('Lan');
    expect(server.searches).toContain('Lan');
    // Units are spelt out: diamonds with two decimals, gold coins whole.
    expect(screen.getByTestId('wallet-diamonds').textContent).toContain('12.50 钻石');
    expect(screen.getByTestId('wallet-gold').textContent).toContain('300 金币');

    await user.click(screen.getByRole('button', { name: '封禁' }));
    const dialog = await screen.findByRole('dialog', { name: '处罚 Lan' });
    await user.click(within(dialog).getByRole('button', { name: '确认封禁' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写处罚原因');
    expect(server.sanctions).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('处罚原因'), '发布赌博广告');
    await user.click(within(dialog).getByRole('radio', { name: '7 天' }));
    await user.click(within(dialog).getByRole('button', { name: '确认封禁' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sanctions).toEqual([
      { user_id: 21, kind: 'ban', reason: '发布赌博广告', minutes: 10_080 },
    ]);
  });

  it('shows the server’s refusal in the dialog and mutes until lifted', async () => {
    const server = stubUsers(MODERATOR, '不能处罚工作人员');
    const user = await openMember('Minh');
    // A moderator reads the role; only administrators change it.
    expect(screen.queryByRole('combobox', { name: '角色' })).toBeNull();
    expect(screen.getByText('只有管理员可以修改角色。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '禁言' }));
    const dialog = await screen.findByRole('dialog', { name: '处罚 Minh' });
    await user.type(within(dialog).getByLabelText('处罚原因'), '刷屏');
    await user.click(within(dialog).getByRole('radio', { name: '直到解除' }));
    await user.click(within(dialog).getByRole('button', { name: '确认禁言' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('不能处罚工作人员');
    expect(server.sanctions).toEqual([{ user_id: 22, kind: 'mute', reason: '刷屏', minutes: 0 }]);
  });

  it('lists staff only when asked', async () => {
    const server = stubUsers(ADMINISTRATOR);
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('row', { name: /Lan/ });
    expect(server.audiences.at(-1)).toBe('everyone');
    await user.click(screen.getByRole('checkbox', { name: '仅工作人员' }));
    await waitFor(() => expect(server.audiences.at(-1)).toBe('staff'));
  });
});
