import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { member, signIn } from '../wallet/wallet.test-util';
import { stubTasksApi } from './tasks.test-util';

describe('avatar panel daily tasks', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the tasks compact and claims one, updating the gold shown', async () => {
    signIn({ ...member, balances: { diamonds: 50, gold_coins: 7 } });
    const fetchMock = stubTasksApi({ progress: { watch: 10, chat: 1 }, claimed: [], gold: 7 });
    // The avatar panel closes when the pointer leaves it, and user-event's pointer moves carry
    // no relatedTarget (React reads a move into the panel as leaving): click without hovering.
    const user = userEvent.setup({ skipHover: true });
    renderApp('/demo');
    await user.click(await screen.findByRole('button', { name: /用户菜单/ }));
    const panel = await screen.findByRole('region', { name: '每日任务' });
    const items = await within(panel).findAllByTestId('task-item');
    expect(items).toHaveLength(5);
    expect(within(panel).getByText('1/3')).toBeTruthy();
    expect(within(panel).getAllByRole('link', { name: /^去完成：/ })).toHaveLength(4);
    expect(within(panel).getByRole('link', { name: '全部任务' }).getAttribute('href')).toBe(
      '/member?type=8',
    );

    await user.click(within(panel).getByRole('button', { name: '领取：观看直播 10 分钟' }));
    expect((await within(panel).findByTestId('task-claimed-note')).textContent).toContain('+20');
    expect(callsTo(fetchMock, 'Activity/claimTask').map((call) => call.body)).toEqual([
      { key: 'watch' },
    ]);
    await waitFor(() => expect(screen.getByTestId('user-wallet').textContent).toContain('27'));
  });
});
