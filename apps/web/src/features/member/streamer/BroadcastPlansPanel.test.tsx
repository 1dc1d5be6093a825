import type { BroadcastPlan } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { buildMember } from '../../../test/members';
import { renderApp, setupI18n } from '../../../test/render-app';
import { calledPaths, callsTo, stubApi } from '../../anchor/room-fixtures.test-util';
import { buildPlan, planPage, upcomingMatch } from '../../broadcast-plans/plan-fixtures.test-util';
import { buildMatch } from '../../scores/match-fixtures.test-util';

const SECTION = '/member?section=reservations';

const rejected = buildPlan({
  id: 12,
  status: 'rejected',
  review_note: '标题含有广告',
  reservations: 0,
});
const approved = buildPlan({ id: 11, status: 'approved', reservations: 5 });
const finished = buildMatch({ id: 'm-0', status: 'finished' });

/** A streamer with these plans; saves and withdrawals answer like the server. */
function serveStreamer(plans: BroadcastPlan[]) {
  let list = plans;
  const fetchMock = stubApi({
    'Live/getMyLiveList': () => planPage(list),
    'Match/getList': () => ({
      date: '2026-11-22',
      server_time: '',
      list: [finished, upcomingMatch],
      odds: {},
    }),
    'Live/setLiveList': (_url, body) => {
      const draft = body as { id?: number; title: string; planned_at: string };
      const saved = buildPlan({
        id: draft.id ?? 99,
        status: 'waiting',
        title: draft.title,
        planned_at: new Date(draft.planned_at).toISOString(),
      });
      list = [saved, ...list.filter((plan) => plan.id !== saved.id)];
      return saved;
    },
    'Live/cancelLivePlan': (_url, body) => {
      const { id } = body as { id: number };
      list = list.filter((plan) => plan.id !== id);
      return { id };
    },
  });
  write('userInfo', buildMember({ is_anchor: 1 }));
  return fetchMock;
}

function planRow(id: number): HTMLElement {
  const row = screen
    .getAllByTestId('broadcast-plan')
    .find((element) => element.dataset.planId === String(id));
  if (!row) throw new Error(`no plan ${id}`);
  return row;
}

describe("the streamer's broadcast reservations", () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the plans with their review state and the reason of a refused one', async () => {
    serveStreamer([rejected, approved]);
    renderApp(SECTION);
    await screen.findByTestId('broadcast-plans');
    await waitFor(() => expect(screen.getAllByTestId('broadcast-plan')).toHaveLength(2));

    const refused = planRow(12);
    expect(refused.dataset.status).toBe('rejected');
    expect(within(refused).getByTestId('plan-status').textContent).toBe('未通过');
    expect(within(refused).getByTestId('plan-note').textContent).toContain(
      '未通过原因：标题含有广告',
    );
    const ok = planRow(11);
    expect(ok.dataset.status).toBe('approved');
    expect(within(ok).queryByTestId('plan-note')).toBeNull();
    expect(within(ok).getByTestId('plan-reservation-count').textContent).toBe('5人预约');
    expect(ok.textContent).toContain('阿森纳 vs 切尔西');
    expect(ok.textContent).toContain('19:45');
  });

  it('plans a broadcast: an upcoming match, a China-time start sent as ISO with its offset', async () => {
    const fetchMock = serveStreamer([]);
    const user = userEvent.setup();
    renderApp(SECTION);
    await user.click(await screen.findByTestId('plan-new'));

    // Nothing is sent while the form is incomplete.
    await user.click(screen.getByTestId('plan-submit'));
    expect(screen.getByText('请选择要直播的比赛')).toBeTruthy();
    expect(screen.getByText('请填写直播标题')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('Live/setLiveList');

    // Finished matches are not offered; choosing a match starts the time at its kick-off.
    const picker = screen.getByTestId('plan-match');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(picker, 'm-1');
    const time = screen.getByTestId<HTMLInputElement>('plan-time');
    expect(time.value).toBe('2026-11-22T20:00');
    expect(screen.getByLabelText('开播时间（北京时间 UTC+8）')).toBe(time);

    await user.clear(time);
    await user.type(time, '2026-11-22T19:45');
    await user.type(screen.getByTestId('plan-title'), '  德比大战全场解说 ');
    await user.click(screen.getByTestId('plan-submit'));

    await waitFor(() => expect(callsTo(fetchMock, 'Live/setLiveList')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Live/setLiveList')[0]?.body).toEqual({
      match_id: 'm-1',
      planned_at: '2026-11-22T19:45:00+08:00',
      title: '德比大战全场解说',
      cover: '',
    });
    // The new plan waits for review in the list; the form closes.
    await waitFor(() => expect(planRow(99).dataset.status).toBe('waiting'));
    expect(screen.queryByTestId('plan-form')).toBeNull();
  });

  it('refuses a start more than two hours after kick-off before asking the server', async () => {
    const fetchMock = serveStreamer([]);
    const user = userEvent.setup();
    renderApp(SECTION);
    await user.click(await screen.findByTestId('plan-new'));
    const picker = screen.getByTestId('plan-match');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(picker, 'm-1');
    const time = screen.getByTestId('plan-time');
    await user.clear(time);
    await user.type(time, '2026-11-22T22:01');
    await user.type(screen.getByTestId('plan-title'), '赛后复盘');
    await user.click(screen.getByTestId('plan-submit'));
    expect(screen.getByText('开播时间最晚为开赛后120分钟')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('Live/setLiveList');
  });

  it('says that saving an approved plan sends it back to review, and sends its id', async () => {
    const fetchMock = serveStreamer([approved]);
    const user = userEvent.setup();
    renderApp(SECTION);
    await waitFor(() => expect(screen.getAllByTestId('broadcast-plan')).toHaveLength(1));
    await user.click(within(planRow(11)).getByTestId('plan-edit'));

    expect(screen.getByTestId('plan-back-to-review').textContent).toContain('需要重新审核');
    expect(screen.getByTestId<HTMLInputElement>('plan-time').value).toBe('2026-11-22T19:45');
    const title = screen.getByTestId('plan-title');
    await user.clear(title);
    await user.type(title, '新标题');
    await user.click(screen.getByTestId('plan-submit'));

    await waitFor(() => expect(callsTo(fetchMock, 'Live/setLiveList')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Live/setLiveList')[0]?.body).toEqual({
      id: 11,
      match_id: 'm-1',
      planned_at: '2026-11-22T19:45:00+08:00',
      title: '新标题',
      cover: '',
    });
    await waitFor(() => expect(planRow(11).dataset.status).toBe('waiting'));
  });

  it('shows why the server refused a plan beside the form', async () => {
    write('userInfo', buildMember({ is_anchor: 1 }));
    stubApi({
      'Live/getMyLiveList': () => planPage([approved]),
      'Match/getList': () => ({ date: '', server_time: '', list: [upcomingMatch], odds: {} }),
      'Live/setLiveList': () => {
        throw new Error('开播时间需在现在之后');
      },
    });
    const user = userEvent.setup();
    renderApp(SECTION);
    await waitFor(() => expect(screen.getAllByTestId('broadcast-plan')).toHaveLength(1));
    await user.click(within(planRow(11)).getByTestId('plan-edit'));
    await user.click(screen.getByTestId('plan-submit'));
    expect((await screen.findByTestId('plan-refusal')).textContent).toBe('开播时间需在现在之后');
    expect(screen.getByTestId('plan-form')).toBeTruthy();
  });

  it('withdraws a plan only after the streamer confirms', async () => {
    const fetchMock = serveStreamer([approved]);
    const user = userEvent.setup();
    renderApp(SECTION);
    await waitFor(() => expect(screen.getAllByTestId('broadcast-plan')).toHaveLength(1));

    await user.click(within(planRow(11)).getByTestId('plan-withdraw'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('5位粉丝的预约也会一并取消');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calledPaths(fetchMock)).not.toContain('Live/cancelLivePlan');

    await user.click(within(planRow(11)).getByTestId('plan-withdraw'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定撤销' }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('broadcast-plan')).toHaveLength(0));
    expect(callsTo(fetchMock, 'Live/cancelLivePlan')[0]?.body).toEqual({ id: 11 });
    expect(screen.getByText('还没有直播预约')).toBeTruthy();
  });

  it('hides edit and withdraw once the broadcast has started', async () => {
    serveStreamer([buildPlan({ id: 13, started_at: '2026-11-22T11:50:00.000Z' })]);
    renderApp(SECTION);
    await waitFor(() => expect(screen.getAllByTestId('broadcast-plan')).toHaveLength(1));
    const row = planRow(13);
    expect(row.textContent).toContain('已开播');
    expect(within(row).queryByTestId('plan-edit')).toBeNull();
    expect(within(row).queryByTestId('plan-withdraw')).toBeNull();
  });

  it('points members who are not streamers to the application', async () => {
    const fetchMock = stubApi({});
    write('userInfo', buildMember({ is_anchor: 0 }));
    renderApp(SECTION);
    expect(await screen.findByTestId('streamer-apply-prompt')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('Live/getMyLiveList');
  });
});
