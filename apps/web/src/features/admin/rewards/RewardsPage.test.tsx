import { DEFAULT_REWARD_RULES, type RewardRules, type RewardSectionEdit } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { ADMINISTRATOR, MODERATOR, Refusal, type AdminHandler } from '../admin.test-util';
import { openContentPage } from '../content/content.test-util';

/**
 * A server holding the reward rules: a save replaces its section (or is refused with
 * `refuseWith`); `alsoChange` is what another administrator changed meanwhile.
 */
function rewardServer({
  refuseWith,
  alsoChange = {},
}: { refuseWith?: string; alsoChange?: Partial<RewardRules> } = {}) {
  let rules: RewardRules = DEFAULT_REWARD_RULES;
  const saves: unknown[] = [];
  const routes = {
    'Activity/rewardRules': () => rules,
    'Admin/saveRewardRules': (_url: URL, body: unknown) => {
      saves.push(body);
      if (refuseWith) return new Refusal(1, 400, refuseWith);
      const edit = body as RewardSectionEdit;
      const before = rules;
      rules = { ...rules, ...alsoChange, [edit.section]: edit.value };
      return { before, after: rules };
    },
  };
  return { routes, saves };
}

const open = (
  routes: Record<string, AdminHandler>,
  staff: typeof ADMINISTRATOR | typeof MODERATOR = ADMINISTRATOR,
) => openContentPage('/admin/rewards', staff, routes, '奖励规则');

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

async function retype(element: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(element);
  await user.type(element, text);
}

const saveButton = (card: HTMLElement) => within(card).getByRole('button', { name: '保存' });
const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

describe('reward rules page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the rules in force, section by section', async () => {
    await open(rewardServer().routes);
    const signIn = await screen.findByTestId('rewards-sign-in');
    expect(valueOf(within(signIn).getByLabelText('第 1 天（金币）'))).toBe('10');
    expect(valueOf(within(signIn).getByLabelText('第 7 天（金币）'))).toBe('50');
    expect(within(signIn).getByTestId('sign-in-week-total').textContent).toBe('一周合计：170 金币');

    const tasks = screen.getByTestId('rewards-tasks');
    expect(
      within(tasks)
        .getAllByTestId('reward-task')
        .map((row) => row.textContent),
    ).toEqual(['观看直播分钟', '发送弹幕条', '赠送礼物个', '关注主播位', '分享直播间次']);
    expect(valueOf(within(tasks).getByLabelText('观看直播：目标（分钟）'))).toBe('10');
    expect(valueOf(within(tasks).getByLabelText('发送弹幕：目标（条）'))).toBe('3');
    expect(valueOf(within(tasks).getByLabelText('赠送礼物：奖励（金币）'))).toBe('20');

    const nobles = screen.getByTestId('rewards-nobles');
    expect(valueOf(within(nobles).getByLabelText('骑士（钻石/月）'))).toBe('1000');
    expect(valueOf(within(nobles).getByLabelText('国王（钻石/月）'))).toBe('50000');

    const levels = screen.getByTestId('rewards-levels');
    expect(valueOf(within(levels).getByLabelText('用户等级步长（消费钻石）'))).toBe('100');
    expect(within(levels).getByTestId('user-level-preview').textContent).toBe(
      'Lv.2：100Lv.10：8,100Lv.50：240,100',
    );
    expect(within(levels).getByTestId('anchor-level-preview').textContent).toBe(
      'Lv.2：500Lv.10：40,500Lv.40：760,500',
    );

    expect(screen.getByTestId('daily-gold-cap').textContent).toBe(
      '每位会员每天最多可得 120 金币（签到最高的一天加全部任务），上限 1,500 金币。',
    );
  });

  it('marks the fields the contract refuses and sends nothing', async () => {
    const user = userEvent.setup();
    const server = rewardServer();
    await open(server.routes);
    const signIn = await screen.findByTestId('rewards-sign-in');
    await retype(within(signIn).getByLabelText('第 1 天（金币）'), '501');
    await user.click(saveButton(signIn));
    expect(within(signIn).getByRole('alert').textContent).toBe('请输入 0–500 之间的整数');

    const nobles = screen.getByTestId('rewards-nobles');
    await retype(within(nobles).getByLabelText('男爵（钻石/月）'), '1000');
    await user.click(saveButton(nobles));
    expect(within(nobles).getByRole('alert').textContent).toBe('必须高于骑士的价格');

    const levels = screen.getByTestId('rewards-levels');
    await user.clear(within(levels).getByLabelText('主播等级步长（礼物收益钻石）'));
    await user.click(saveButton(levels));
    expect(within(levels).getByRole('alert').textContent).toBe('请输入 10–100000 之间的整数');
    expect(server.saves).toEqual([]);
  });

  it('warns when a member could collect more gold a day than the cap, and refuses to save it', async () => {
    await open(rewardServer().routes);
    const tasks = await screen.findByTestId('rewards-tasks');
    await retype(within(tasks).getByLabelText('观看直播：奖励（金币）'), '500');
    await retype(within(tasks).getByLabelText('发送弹幕：奖励（金币）'), '500');
    await retype(within(tasks).getByLabelText('赠送礼物：奖励（金币）'), '500');

    // The strip's best day (50) and every task (500 + 500 + 500 + 10 + 10).
    const line = screen.getByTestId('daily-gold-cap');
    expect(line.textContent).toBe(
      '每位会员每天最多可得 1,570 金币，超过上限 1,500 金币。请降低签到或任务奖励后再保存这两部分。',
    );
    expect(line.getAttribute('role')).toBe('alert');
    expect(isDisabled(saveButton(tasks))).toBe(true);
    expect(isDisabled(saveButton(screen.getByTestId('rewards-sign-in')))).toBe(true);
    expect(isDisabled(saveButton(screen.getByTestId('rewards-nobles')))).toBe(false);
    expect(isDisabled(saveButton(screen.getByTestId('rewards-levels')))).toBe(false);

    await retype(within(tasks).getByLabelText('赠送礼物：奖励（金币）'), '20');
    expect(line.textContent).toContain('1,090 金币');
    expect(isDisabled(saveButton(tasks))).toBe(false);
  });

  it('saves one section and shows what the server kept', async () => {
    const user = userEvent.setup();
    const server = rewardServer({
      // Another administrator changed the noble prices meanwhile.
      alsoChange: {
        nobles: DEFAULT_REWARD_RULES.nobles.map((price) => ({
          ...price,
          monthly_diamonds: price.monthly_diamonds * 2,
        })),
      },
    });
    await open(server.routes);
    const levels = await screen.findByTestId('rewards-levels');
    await retype(within(levels).getByLabelText('用户等级步长（消费钻石）'), '250');
    expect(within(levels).getByTestId('user-level-preview').textContent).toBe(
      'Lv.2：250Lv.10：20,250Lv.50：600,250',
    );
    // Typed in another card, not saved: it stays as typed.
    const signIn = screen.getByTestId('rewards-sign-in');
    await retype(within(signIn).getByLabelText('第 3 天（金币）'), '25');

    await user.click(saveButton(levels));
    expect(await screen.findByText('已保存：等级阶梯')).toBeTruthy();
    expect(server.saves).toEqual([
      { section: 'levels', value: { user_step: 250, anchor_step: 500 } },
    ]);
    const nobles = screen.getByTestId('rewards-nobles');
    await waitFor(() =>
      expect(valueOf(within(nobles).getByLabelText('骑士（钻石/月）'))).toBe('2000'),
    );
    expect(valueOf(within(levels).getByLabelText('用户等级步长（消费钻石）'))).toBe('250');
    expect(valueOf(within(signIn).getByLabelText('第 3 天（金币）'))).toBe('25');
    expect(within(signIn).getByTestId('sign-in-week-total').textContent).toBe('一周合计：175 金币');

    await user.click(saveButton(signIn));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves[1]).toEqual({ section: 'sign_in', value: [10, 10, 25, 20, 30, 30, 50] });
  });

  it("keeps the server's refusal on the card", async () => {
    const user = userEvent.setup();
    const server = rewardServer({ refuseWith: '每位会员每天可得的金币将超过上限' });
    await open(server.routes);
    const tasks = await screen.findByTestId('rewards-tasks');
    await retype(within(tasks).getByLabelText('分享直播间：目标（次）'), '2');
    await user.click(saveButton(tasks));
    expect((await within(tasks).findByRole('alert')).textContent).toBe(
      '每位会员每天可得的金币将超过上限',
    );
    expect(server.saves).toEqual([
      {
        section: 'daily_tasks',
        value: DEFAULT_REWARD_RULES.daily_tasks.map((task) =>
          task.key === 'share' ? { ...task, target: 2 } : task,
        ),
      },
    ]);
    expect(valueOf(within(tasks).getByLabelText('分享直播间：目标（次）'))).toBe('2');
  });

  it('lets a moderator read the rules but not save them', async () => {
    await open(rewardServer().routes, MODERATOR);
    await screen.findByTestId('rewards-sign-in');
    expect(screen.getByTestId('administrators-only').textContent).toBe(
      '奖励规则只能由管理员修改。',
    );
    for (const card of ['rewards-sign-in', 'rewards-tasks', 'rewards-nobles', 'rewards-levels']) {
      expect(isDisabled(saveButton(screen.getByTestId(card)))).toBe(true);
    }
    expect(screen.getByLabelText('第 1 天（金币）').hasAttribute('readonly')).toBe(true);
  });

  it('says when the rules cannot be read', async () => {
    await open({});
    expect(await screen.findByText('加载失败')).toBeTruthy();
  });
});
