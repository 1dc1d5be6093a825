import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, daysCovered } from '../../shared/format/site-day';
import { remove, write } from '../../shared/storage';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo, calledPaths, stubApi, type ApiHandler } from '../anchor/room-fixtures.test-util';
import {
  agentDayFixture,
  commissionFixture,
  inviteeFixture,
  summaryFixture,
} from './distribution-fixtures.test-util';

const SECTION = '/member?section=distribution';
// The member centre is a lazy route: on a loaded machine its first render takes a while.
const slow = { timeout: 15_000 };

/** Invitees by `?level=&page=`: two pages of level 1 (one flagged), one of level 2. */
const invitees: ApiHandler = (url) => {
  const level = url.searchParams.get('level');
  const page = url.searchParams.get('page');
  if (level === '2') {
    return {
      list: [inviteeFixture({ user_id: 21, nickname: '二级小李', level: 2 })],
      has_more: false,
    };
  }
  if (page === '2')
    return { list: [inviteeFixture({ user_id: 13, nickname: '老三' })], has_more: false };
  return {
    list: [
      inviteeFixture({ user_id: 11, nickname: '小王' }),
      inviteeFixture({ user_id: 12, nickname: '可疑号', flagged: true, commission: 0 }),
    ],
    has_more: true,
  };
};

const commissions: ApiHandler = () => ({
  list: [
    commissionFixture({ id: 1, status: 'pending', invitee_nickname: '小王' }),
    commissionFixture({
      id: 2,
      kind: 'level2',
      status: 'settled',
      amount: 15,
      rate_percent: 5,
      invitee_nickname: '二级小李',
    }),
    commissionFixture({ id: 3, status: 'reversed', invitee_nickname: '小王' }),
    commissionFixture({ id: 4, status: 'withheld', amount: 0, invitee_nickname: '可疑号' }),
  ],
  has_more: false,
});

/** Agent/stats: every day of the asked range, with activity on its last day. */
const agentStats: ApiHandler = (url) => {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const days = Array.from({ length: daysCovered(from, to) }, (_, index) =>
    agentDayFixture(addDays(from, index)),
  );
  days[days.length - 1] = agentDayFixture(to, {
    registrations: 4,
    active_members: 9,
    topup_orders: 2,
    topup_diamonds: 1_300,
    earnings: 65,
  });
  days[0] = { ...days[0]!, registrations: 1, active_members: 3 };
  return {
    agent: {
      user_id: 5,
      nickname: 'Member',
      channel_code: 'AGENT7',
      share_percent: 5,
      active: true,
    },
    days,
  };
};

/** The figures of a table row, left to right. */
function cells(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function section() {
  return screen.findByTestId('distribution-summary', {}, slow);
}

describe('member centre: referral centre', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => remove('userInfo'));
  });

  it('shows the summary, both levels of invitees and the earnings statement', async () => {
    write('userInfo', buildMember({ invite_code: 'INV12345' }));
    const fetchMock = stubApi({
      'Distribution/summary': () => summaryFixture(),
      'Distribution/invitees': invitees,
      'Distribution/commissions': commissions,
    });
    const user = userEvent.setup();
    renderApp(SECTION);

    const summary = await section();
    expect(screen.getByTestId('distribution-code').textContent).toBe('INV12345');
    expect(screen.getByTestId<HTMLInputElement>('distribution-link').value).toMatch(
      /\/main\?shareCode=INV12345$/,
    );
    expect((await within(summary).findByTestId('summary-level1')).textContent).toBe('3');
    expect(within(summary).getByTestId('summary-level2').textContent).toBe('1');
    expect(within(summary).getByTestId('summary-pending').textContent).toBe('120.5');
    expect(within(summary).getByTestId('summary-settled').textContent).toBe('2,400');
    expect(within(summary).getByTestId('summary-reversed').textContent).toBe('30');
    const rules = within(summary).getByTestId('summary-rules').textContent;
    expect(rules).toContain('一级好友每笔充值的 10%，二级好友每笔充值的 5%');
    expect(rules).toContain('佣金在充值 7 天后');
    expect(within(summary).getByRole('link', { name: '去提现' }).getAttribute('href')).toBe(
      '/member?section=withdrawal',
    );

    // Level 1 first: the flagged invitee is marked and explained.
    const list = screen.getByTestId('distribution-invitees');
    await waitFor(() => expect(within(list).getAllByTestId('invitee-row')).toHaveLength(2));
    const [plain, flagged] = within(list).getAllByTestId('invitee-row');
    expect(plain!.dataset.flagged).toBe('false');
    expect(within(plain!).getByTestId('invitee-commission').textContent).toBe('60');
    expect(flagged!.dataset.flagged).toBe('true');
    expect(within(flagged!).getByText('不计佣金')).toBeTruthy();
    expect(within(list).getByTestId('flagged-note').textContent).toContain('网络地址或设备');

    await user.click(within(list).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByTestId('invitee-row')).toHaveLength(3));
    expect(within(list).queryByRole('button', { name: '加载更多' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: '二级好友' }));
    await waitFor(() => expect(list.dataset.level).toBe('2'));
    expect(await within(list).findByText('二级小李')).toBeTruthy();
    expect(within(list).getAllByTestId('invitee-row')).toHaveLength(1);
    expect(callsTo(fetchMock, 'Distribution/invitees').map(({ url }) => url.search)).toEqual([
      '?level=1&page=1',
      '?level=1&page=2',
      '?level=2&page=1',
    ]);

    // The statement: each status says where the commission stands.
    await user.click(screen.getByRole('tab', { name: '佣金明细' }));
    const statement = await screen.findByTestId('distribution-commissions');
    const rows = await within(statement).findAllByTestId('commission-row');
    expect(rows.map((row) => row.dataset.status)).toEqual([
      'pending',
      'settled',
      'reversed',
      'withheld',
    ]);
    expect(within(rows[0]!).getByTestId('commission-when').textContent).toBe(
      '预计 2026/02/27 12:00 结算',
    );
    expect(within(rows[1]!).getByText('二级佣金')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('commission-amount').textContent).toBe('+15 钻石');
    expect(rows[1]!.textContent).toContain('充值 600 钻石 × 5%');
    expect(within(rows[2]!).getByTestId('commission-when').textContent).toBe(
      '该笔充值已退款，佣金已退回',
    );
    expect(within(rows[3]!).getByTestId('commission-when').textContent).toContain('不计佣金');

    // Not an agent: no agent part, and its statistics are never asked for.
    expect(screen.queryByRole('tab', { name: '渠道代理' })).toBeNull();
    expect(screen.queryByTestId('agent-stats')).toBeNull();
    expect(calledPaths(fetchMock)).not.toContain('Agent/stats');
  });

  it("shows an agent the channel link and the last week's statistics in China days", async () => {
    // 18:00 UTC on 2 March is already 3 March in Shanghai.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T18:00:00Z'));
    write('userInfo', buildMember({ invite_code: 'INV12345' }));
    const fetchMock = stubApi({
      'Distribution/summary': () => summaryFixture({ agent_channel: 'AGENT7' }),
      'Distribution/invitees': () => ({ list: [], has_more: false }),
      'Agent/stats': agentStats,
    });
    const user = userEvent.setup();
    renderApp(SECTION);

    await user.click(await screen.findByRole('tab', { name: '渠道代理' }, slow));
    expect(screen.getByTestId('agent-channel').textContent).toBe('AGENT7');
    expect(screen.getByTestId<HTMLInputElement>('agent-channel-link').value).toMatch(
      /\/main\?channel=AGENT7$/,
    );
    const stats = screen.getByTestId('agent-stats');
    await waitFor(() => expect(within(stats).getAllByTestId('agent-day')).toHaveLength(7));
    expect(callsTo(fetchMock, 'Agent/stats').map(({ url }) => url.search)).toEqual([
      '?from=2026-02-25&to=2026-03-03',
    ]);
    const today = within(stats).getAllByTestId('agent-day')[6]!;
    expect(within(today).getByRole('rowheader').textContent).toBe('2026-03-03');
    expect(cells(today)).toEqual(['4', '9', '2', '1,300', '65']);
    // Totals add up every column but the active members (one member on two days counts twice).
    const total = within(stats).getByTestId('agent-total');
    expect(within(total).getByRole('rowheader').textContent).toBe('合计');
    expect(cells(total)).toEqual(['5', '—', '2', '1,300', '65']);
    expect(within(stats).getByTestId('agent-share').textContent).toContain('5%');

    fireEvent.change(within(stats).getByLabelText('开始日期'), {
      target: { value: '2026-02-01' },
    });
    await waitFor(() => expect(within(stats).getAllByTestId('agent-day')).toHaveLength(31));
    expect(callsTo(fetchMock, 'Agent/stats').at(-1)?.url.search).toBe(
      '?from=2026-02-01&to=2026-03-03',
    );
  });

  it('keeps the invite link when the summary fails, and says to retry', async () => {
    write('userInfo', buildMember({ invite_code: 'INV12345' }));
    let summaryUp = false;
    stubApi({
      'Distribution/summary': () => {
        if (!summaryUp) throw new Error('服务繁忙，请稍后再试');
        return summaryFixture();
      },
      'Distribution/invitees': () => ({ list: [], has_more: false }),
    });
    const user = userEvent.setup();
    renderApp(SECTION);

    const summary = await section();
    const problem = await within(summary).findByRole('alert');
    // A refusal carries the server's reason.
    expect(problem.textContent).toContain('服务繁忙，请稍后再试');
    expect(screen.getByTestId('distribution-code').textContent).toBe('INV12345');
    expect(
      await within(screen.getByTestId('distribution-invitees')).findByText(
        '还没有好友通过你的链接注册。复制上方的分享链接发给朋友吧。',
      ),
    ).toBeTruthy();

    summaryUp = true;
    await user.click(within(problem).getByRole('button', { name: '重试' }));
    expect((await within(summary).findByTestId('summary-level1')).textContent).toBe('3');
  });
});
