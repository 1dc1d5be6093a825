import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../shared/storage';
import { setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { member, renderMoney, signIn } from '../wallet/wallet.test-util';
import { stubSignInApi } from './sign-in.test-util';
import { openSignIn } from './sign-in-opener';
import { SignInHost } from './SignInHost';

/** Opens the dialog as the top bar does; returns it and the user who acts in it. */
async function openDialog() {
  const user = userEvent.setup();
  renderMoney(<SignInHost />);
  act(() => openSignIn());
  return { dialog: await screen.findByRole('dialog', { name: '每日签到' }), user };
}

/** The seven days of the week's strip. */
function days() {
  return within(screen.getByRole('list', { name: '7 天签到奖励' })).getAllByRole('listitem');
}

describe('sign-in dialog', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeLoginDialog();
  });

  it('shows the week with today highlighted, the week total on day 7 and the streak', async () => {
    signIn();
    stubSignInApi({ signedDays: 2, signedToday: false, gold: 7 });
    const { dialog } = await openDialog();
    expect(screen.getByTestId('sign-in-dialog')).toBe(dialog);
    await within(dialog).findByRole('list', { name: '7 天签到奖励' });

    expect(days().map((day) => day.dataset.day)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(days().map((day) => day.dataset.signed)).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const today = days().filter((day) => day.dataset.today === 'true');
    expect(today.map((day) => day.dataset.day)).toEqual(['3']);
    expect(today[0]?.getAttribute('aria-current')).toBe('date');
    expect(days()[2]?.textContent).toContain('第 3 天');
    expect(days()[2]?.textContent).toContain('+20');
    // Day 7 shows what the whole week brings, not its own 50.
    expect(days()[6]?.textContent).toContain('累计 170');
    expect(days()[6]?.textContent).not.toContain('+50');
    expect(screen.getByTestId('sign-in-streak').textContent).toBe('已连续签到 2 天');
    // Sign-in days are China's, whatever zone the viewer reads times in.
    expect(screen.getByTestId('sign-in-site-day').textContent).toContain('北京时间（GMT+8）');
    const button = screen.getByRole('button', { name: '签到' });
    expect(button.textContent).toBe('签到');
    expect(button).toHaveProperty('disabled', false);
  });

  it('signs in once on a double click, shows the reward, reloads the list and stores the gold', async () => {
    signIn({ ...member, gold: 100, balances: { diamonds: 50, gold_coins: 100 } });
    const fetchMock = stubSignInApi({ signedDays: 2, signedToday: false, gold: 100 });
    const { user } = await openDialog();
    const button = await screen.findByRole('button', { name: '签到' });
    expect(callsTo(fetchMock, 'Activity/signTaskList')).toHaveLength(1);

    await user.dblClick(button);

    expect((await screen.findByTestId('sign-in-reward')).textContent).toBe('签到成功，+20 金币');
    expect(callsTo(fetchMock, 'Activity/sign').map((call) => call.body)).toEqual([{ id: 3 }]);
    // The list is asked again after signing (spec §4).
    await waitFor(() => expect(callsTo(fetchMock, 'Activity/signTaskList')).toHaveLength(2));
    await waitFor(() => expect(days()[2]?.dataset.signed).toBe('true'));
    expect(screen.getByTestId('sign-in-streak').textContent).toBe('已连续签到 3 天');
    expect(button.textContent).toBe('已签到');
    expect(button).toHaveProperty('disabled', true);

    const stored = read('userInfo');
    expect(stored?.balances).toEqual({ diamonds: 50, gold_coins: 120 });
    expect(stored?.gold).toBe(120);
    expect(stored?.user_nickname).toBe(member.user_nickname);

    // Further clicks on the disabled button send nothing.
    await user.click(button);
    expect(callsTo(fetchMock, 'Activity/sign')).toHaveLength(1);
  });

  it('keeps the button disabled and sends nothing when today is already signed', async () => {
    signIn();
    const fetchMock = stubSignInApi({ signedDays: 4, signedToday: true, gold: 7 });
    const { user } = await openDialog();
    const button = await screen.findByRole('button', { name: '已签到' });
    expect(button.textContent).toBe('已签到');
    expect(button).toHaveProperty('disabled', true);
    expect(days().find((day) => day.dataset.today === 'true')?.dataset.day).toBe('4');
    await user.click(button);
    expect(callsTo(fetchMock, 'Activity/sign')).toHaveLength(0);
    expect(screen.queryByTestId('sign-in-reward')).toBeNull();
  });

  it('asks a visitor to log in instead and loads nothing', async () => {
    const fetchMock = stubSignInApi({ signedDays: 0, signedToday: false, gold: 0 });
    const { dialog, user } = await openDialog();
    const prompt = await within(dialog).findByTestId('login-prompt');
    expect(prompt.textContent).toContain('登录后签到');
    expect(within(dialog).queryByRole('list', { name: '7 天签到奖励' })).toBeNull();
    expect(callsTo(fetchMock, 'Activity/signTaskList')).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '每日签到' })).toBeNull());
  });

  it('shows an error with a retry that loads the list again', async () => {
    signIn();
    const state = { signedDays: 1, signedToday: false, gold: 7, failList: true };
    const fetchMock = stubSignInApi(state);
    const { dialog, user } = await openDialog();
    expect(await within(dialog).findByText('签到信息加载失败')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '签到' })).toBeNull();

    state.failList = false;
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    await within(dialog).findByRole('list', { name: '7 天签到奖励' });
    expect(days()).toHaveLength(7);
    expect(callsTo(fetchMock, 'Activity/signTaskList')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '签到' })).toHaveProperty('disabled', false);
  });
});
