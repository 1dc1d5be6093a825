import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../shared/storage';
import { setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { signInKeys } from '../sign-in';
import { buildSignInList } from '../sign-in/sign-in.test-util';
import { member, renderMoney, signIn } from '../wallet/wallet.test-util';
import { stubTasksApi } from './tasks.test-util';
import { TaskCentreSection } from './TaskCentreSection';

/** Renders the task centre, waits for today's list, and gives the user who acts on it. */
async function openTaskCentre() {
  const user = userEvent.setup();
  const view = renderMoney(<TaskCentreSection />);
  await screen.findByRole('list', { name: '今日任务' });
  return { ...view, user };
}

function item(key: string) {
  const found = screen.getAllByTestId('task-item').find((entry) => entry.dataset.key === key);
  if (!found) throw new Error(`no task ${key}`);
  return found;
}

describe('task centre', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each task with its progress, reward and the action its state allows', async () => {
    signIn();
    stubTasksApi({ progress: { watch: 4, chat: 3, gift: 1 }, claimed: ['gift'], gold: 7 });
    await openTaskCentre();
    expect(screen.getByText('每天北京时间 0 点重置', { exact: false })).toBeTruthy();

    const items = screen.getAllByTestId('task-item');
    expect(items.map((entry) => entry.dataset.key)).toEqual([
      'watch',
      'chat',
      'gift',
      'follow',
      'share',
    ]);
    expect(items.map((entry) => entry.dataset.complete)).toEqual([
      'false',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(items.map((entry) => entry.dataset.claimed)).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
    ]);

    const watch = within(item('watch'));
    expect(watch.getByText('观看直播 10 分钟')).toBeTruthy();
    expect(watch.getByText('4/10')).toBeTruthy();
    expect(watch.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(watch.getByTestId('task-reward').textContent).toBe('+20 金币');
    expect(watch.queryByRole('button')).toBeNull();

    const chat = within(item('chat'));
    const claim = chat.getByRole('button', { name: '领取：在直播间发言 3 次' });
    expect(claim.textContent).toBe('领取');
    expect(claim).toHaveProperty('disabled', false);
    expect(chat.queryByRole('link')).toBeNull();

    const gift = within(item('gift'));
    const claimed = gift.getByRole('button', { name: '已领取' });
    expect(claimed.textContent).toBe('已领取');
    expect(claimed).toHaveProperty('disabled', true);
  });

  it('links the tasks not done yet to the live rooms', async () => {
    signIn();
    stubTasksApi({ progress: { chat: 3 }, claimed: [], gold: 7 });
    await openTaskCentre();
    const links = screen.getAllByRole('link', { name: /^去完成：/ });
    expect(links.map((link) => link.closest('li')?.dataset.key)).toEqual([
      'watch',
      'gift',
      'follow',
      'share',
    ]);
    for (const link of links) expect(link.getAttribute('href')).toBe('/anchor?type=0');
    expect(links[0]?.textContent).toBe('去完成');
    expect(screen.getByRole('link', { name: '去完成：关注 1 位主播' })).toBe(links[2]);
  });

  it('claims once on a double click, shows +N, stores the gold and refreshes the lists', async () => {
    signIn({ ...member, gold: 100, balances: { diamonds: 50, gold_coins: 100 } });
    const fetchMock = stubTasksApi({ progress: { chat: 3 }, claimed: [], gold: 100 });
    const { queryClient, user } = await openTaskCentre();
    queryClient.setQueryData(
      signInKeys.list(),
      buildSignInList({ signedDays: 1, signedToday: true }),
    );
    const button = within(item('chat')).getByRole('button', { name: '领取：在直播间发言 3 次' });

    await user.dblClick(button);

    const note = await within(item('chat')).findByTestId('task-claimed-note');
    expect(note.textContent).toBe('领取成功，+10 金币');
    expect(callsTo(fetchMock, 'Activity/claimTask').map((call) => call.body)).toEqual([
      { key: 'chat' },
    ]);
    await waitFor(() => expect(item('chat').dataset.claimed).toBe('true'));
    const claimed = within(item('chat')).getByRole('button', { name: '已领取' });
    expect(claimed.textContent).toBe('已领取');
    expect(claimed).toHaveProperty('disabled', true);
    // The list is asked again: the server has the last word.
    await waitFor(() => expect(callsTo(fetchMock, 'Activity/dailyTasks')).toHaveLength(2));
    expect(queryClient.getQueryState(signInKeys.list())?.isInvalidated).toBe(true);

    const stored = read('userInfo');
    expect(stored?.balances).toEqual({ diamonds: 50, gold_coins: 110 });
    expect(stored?.gold).toBe(110);

    await user.click(claimed);
    expect(callsTo(fetchMock, 'Activity/claimTask')).toHaveLength(1);
  });

  it("shows the server's reason when a claim is refused and keeps the gold", async () => {
    signIn({ ...member, gold: 100, balances: { diamonds: 50, gold_coins: 100 } });
    const state = { progress: { follow: 1 }, claimed: [] as 'follow'[], gold: 100 };
    const fetchMock = stubTasksApi(state);
    const { user } = await openTaskCentre();
    // Claimed meanwhile on another device: this page still offers the claim.
    state.claimed.push('follow');
    await user.click(within(item('follow')).getByRole('button', { name: '领取：关注 1 位主播' }));

    expect((await within(item('follow')).findByRole('alert')).textContent).toBe('今天已经领取过了');
    expect(within(item('follow')).queryByTestId('task-claimed-note')).toBeNull();
    expect(read('userInfo')?.balances.gold_coins).toBe(100);
    // The refusal reloads the list, which now shows the task claimed.
    await waitFor(() => expect(item('follow').dataset.claimed).toBe('true'));
    expect(callsTo(fetchMock, 'Activity/claimTask')).toHaveLength(1);
  });

  it('shows an error with a retry that loads the list again', async () => {
    signIn();
    const state = { progress: {}, claimed: [], gold: 7, failList: true };
    const fetchMock = stubTasksApi(state);
    const user = userEvent.setup();
    renderMoney(<TaskCentreSection />);
    expect(await screen.findByText('任务加载失败')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '今日任务' })).toBeNull();

    state.failList = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('task-item')).toHaveLength(5);
    expect(callsTo(fetchMock, 'Activity/dailyTasks')).toHaveLength(2);
  });
});
