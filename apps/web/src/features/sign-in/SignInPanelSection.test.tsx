import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../shared/storage';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { member, signIn } from '../wallet/wallet.test-util';
import { stubSignInApi } from './sign-in.test-util';

/** Opens the avatar panel on a page and waits for its sign-in strip. */
async function openPanel() {
  // The panel closes when the pointer leaves the menu. user-event's pointer moves carry no
  // relatedTarget, so React takes a move from the trigger into the panel for leaving it: the
  // user clicks without hovering on the way.
  const user = userEvent.setup({ skipHover: true });
  renderApp('/demo');
  await user.click(await screen.findByRole('button', { name: /用户菜单/ }));
  const panel = await screen.findByTestId('user-panel');
  const strip = await within(panel).findByRole('list', { name: '7 天签到奖励' });
  return { panel, strip, user };
}

describe('avatar panel sign-in strip', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the week compact and signs in directly, updating the gold shown', async () => {
    signIn({ ...member, balances: { diamonds: 50, gold_coins: 7 } });
    const fetchMock = stubSignInApi({ signedDays: 0, signedToday: false, gold: 7 });
    const { panel, strip, user } = await openPanel();
    const days = within(strip).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]?.dataset.today).toBe('true');
    expect(days[6]?.textContent).toContain('累计 170');
    expect(within(panel).getByTestId('user-wallet').textContent).toContain('7');

    const button = within(panel).getByRole('button', { name: '签到' });
    expect(button.textContent).toBe('签到');
    await user.click(button);
    expect((await within(panel).findByTestId('sign-in-reward')).textContent).toContain('+10');
    expect(callsTo(fetchMock, 'Activity/sign').map((call) => call.body)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(button.textContent).toBe('今日已签到'));
    expect(button).toHaveProperty('disabled', true);
    // The panel reads the stored profile: the new balance shows at once.
    await waitFor(() =>
      expect(within(panel).getByTestId('user-wallet').textContent).toContain('17'),
    );
    expect(read('userInfo')?.balances.gold_coins).toBe(17);
  });

  it('opens the full dialog and closes the panel', async () => {
    signIn();
    stubSignInApi({ signedDays: 3, signedToday: true, gold: 7 });
    const { panel, user } = await openPanel();
    expect(within(panel).getByRole('button', { name: '今日已签到' }).textContent).toBe(
      '今日已签到',
    );
    await user.click(within(panel).getByRole('button', { name: '签到详情' }));
    const dialog = await screen.findByRole('dialog', { name: '每日签到' });
    const strip = await within(dialog).findByRole('list', { name: '7 天签到奖励' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).getByTestId('sign-in-streak').textContent).toBe('已连续签到 3 天');
    expect(screen.queryByTestId('user-panel')).toBeNull();
  });
});
