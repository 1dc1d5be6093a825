import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../shared/storage';
import { renderApp, setupI18n } from '../../test/render-app';
import { buildRoom, calledPaths, callsTo, stubApi } from '../anchor/room-fixtures.test-util';
import { buildMatch } from '../scores/match-fixtures.test-util';
import { buildPlan } from '../broadcast-plans/plan-fixtures.test-util';
import { buildMember } from '../../test/members';

const slow = { timeout: 5_000 };

const upcoming = {
  ...buildMatch({ id: 'm-1', status: 'not_started', minute: null, match_str: '' }),
  kickoff: '2026-11-22T12:00:00.000Z',
  reserved_at: '2026-11-20T08:00:00.000Z',
};
const later = {
  ...buildMatch({ id: 'm-2', status: 'not_started', minute: null, match_str: '' }),
  kickoff: '2026-11-23T12:00:00.000Z',
  reserved_at: '2026-11-20T08:00:00.000Z',
};

describe('/reserve', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to log in', async () => {
    const fetchMock = stubApi({});
    renderApp('/reserve');
    expect((await screen.findByTestId('login-prompt', {}, slow)).textContent).toContain(
      '登录后查看预约',
    );
    expect(calledPaths(fetchMock)).not.toContain('Match/getReserveList');
  });

  it('lists reservations by day and cancels one', async () => {
    const fetchMock = stubApi({
      'Match/getReserveList': () => ({ list: [upcoming, later] }),
      // Streams of m-1 only: m-2's row shows no streams line.
      'Live/getRoomList': (url) => {
        const list =
          url.searchParams.get('match_id') === 'm-1'
            ? [buildRoom({ room_id: 7, anchor_nickname: '小李', match_id: 'm-1' })]
            : [];
        return { list, total: list.length };
      },
      'live/reserveMatch': (_url, body) => ({
        match_id: (body as { match_id: string }).match_id,
        reserved: false,
      }),
    });
    write('userInfo', {
      id: 5,
      avatar: '',
      user_nickname: 'Fan',
      gold: 0,
      userlevel: 1,
      toplevel: 0,
      exp_percent: 0,
      create_time_str: '3',
      is_anchor: 0,
      chatpermission: 0,
      balances: {},
    });
    renderApp('/reserve');
    const list = await screen.findByTestId('reserve-list', {}, slow);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const first = within(list).getAllByTestId('reserved-match')[0] as HTMLElement;
    expect(first.textContent).toContain('阿森纳');
    expect(first.textContent).toContain('20:00');
    expect(within(first).getByRole('link', { name: '比赛详情' }).getAttribute('href')).toBe(
      '/score-detail?id=m-1',
    );
    const streams = await within(first).findByTestId('match-stream');
    expect(streams.getAttribute('href')).toBe('/live?id=7');
    expect(streams.textContent).toContain('小李');
    const second = within(list).getAllByTestId('reserved-match')[1] as HTMLElement;
    await waitFor(() => expect(callsTo(fetchMock, 'Live/getRoomList')).toHaveLength(2));
    await waitFor(() => expect(within(second).queryByTestId('match-streams')).toBeNull());
    fireEvent.click(within(first).getByTestId('cancel-reservation'));
    await waitFor(() => expect(screen.getAllByTestId('reserved-match')).toHaveLength(1));
    expect(callsTo(fetchMock, 'live/reserveMatch')[0]?.body).toEqual({
      match_id: 'm-1',
      reserve: false,
    });
    expect(calledPaths(fetchMock)).toContain('live/reserveMatch');
  });

  it('lists the reserved broadcasts above the matches and cancels one', async () => {
    const fetchMock = stubApi({
      'Live/getReservedLivePlans': () => ({
        list: [
          buildPlan({ id: 31, reserved: true, started_at: '2026-11-22T11:50:00.000Z' }),
          buildPlan({
            id: 32,
            reserved: true,
            room_id: 8,
            anchor_nickname: '老王',
            title: '赛前分析',
            planned_at: '2026-11-23T10:00:00.000Z',
          }),
        ],
      }),
      'Live/reserveLivePlan': (_url, body) => ({
        id: (body as { id: number }).id,
        reserved: false,
        reservations: 2,
      }),
    });
    write('userInfo', buildMember());
    renderApp('/reserve');
    const list = await screen.findByTestId('reserved-broadcasts', {}, slow);
    expect(
      within(screen.getByRole('region', { name: '主播直播' })).getByTestId('reserved-broadcasts'),
    ).toBe(list);
    // The matches have their own section and state (here: their list failed to load).
    const matches = screen.getByRole('region', { name: '比赛' });
    expect(await within(matches).findByRole('alert')).toBeTruthy();
    const [live, later] = within(list).getAllByTestId('reserved-broadcast') as [
      HTMLElement,
      HTMLElement,
    ];
    // On now: a way in. Still to come: when, who, what.
    expect(within(live).getByRole('link', { name: '去观看' }).getAttribute('href')).toBe(
      '/live?id=7',
    );
    expect(later.textContent).toContain('18:00');
    expect(later.textContent).toContain('老王');
    expect(later.textContent).toContain('赛前分析');
    expect(within(later).getByRole('link', { name: '阿森纳 vs 切尔西' }).getAttribute('href')).toBe(
      '/score-detail?id=m-1',
    );
    fireEvent.click(within(later).getByTestId('cancel-broadcast-reservation'));
    await waitFor(() => expect(screen.getAllByTestId('reserved-broadcast')).toHaveLength(1));
    expect(callsTo(fetchMock, 'Live/reserveLivePlan')[0]?.body).toEqual({
      id: 32,
      reserve: false,
    });
  });

  it('says how to reserve a broadcast when none is reserved', async () => {
    stubApi({ 'Live/getReservedLivePlans': () => ({ list: [] }) });
    write('userInfo', buildMember());
    renderApp('/reserve');
    const empty = await screen.findByText('还没有预约直播', {}, slow);
    expect(empty.closest('[data-state="empty"]')?.textContent).toContain('主播主页点“预约”');
    expect(screen.queryByTestId('reserved-broadcasts')).toBeNull();
  });
});
