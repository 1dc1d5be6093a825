import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { callsTo, signIn } from '../../wallet/wallet.test-util';
import { buildGuessRecord, renderRecords, stubGuessApi } from '../guess.test-util';

const RECORDS = [
  buildGuessRecord({ id: 5, status: 'pending', amount: 100, odds: 1.85 }),
  buildGuessRecord({
    id: 4,
    status: 'won',
    option: 'away',
    odds: 4.5,
    amount: 200,
    payout: 900,
    settled_at: '2026-11-22T14:00:00.000Z',
  }),
  buildGuessRecord({
    id: 3,
    status: 'lost',
    kind: 'total',
    mode: 'pool',
    line: 2.5,
    option: 'over',
    odds: null,
    amount: 50,
    settled_at: '2026-11-22T14:00:00.000Z',
  }),
  buildGuessRecord({ id: 2, status: 'draw', kind: 'total', line: 3, option: 'under', payout: 100 }),
  buildGuessRecord({ id: 1, status: 'stopped', amount: 30, payout: 30 }),
];

/** The query of every records call: status, from, to, page. */
function queries(fetchMock: ReturnType<typeof stubGuessApi>) {
  return callsTo(fetchMock, 'Guess/records').map((call) =>
    Object.fromEntries(call.url.searchParams),
  );
}

async function shownStatuses() {
  return (await screen.findAllByTestId('guess-record')).map((record) => record.dataset.status);
}

describe('fun-guess records in the member centre', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists my stakes with their pick, odds, amount, status and payout, and the totals', async () => {
    signIn();
    stubGuessApi({ gold: 0, guesses: [], records: RECORDS });
    renderRecords();
    expect(await shownStatuses()).toEqual(['pending', 'won', 'lost', 'draw', 'stopped']);
    const [pending, won, lost, draw, stopped] = screen
      .getAllByTestId('guess-record')
      .map((record) => within(record));
    expect(pending?.getByTestId('guess-record-status').textContent).toBe('待结算');
    expect(pending?.getByTestId('guess-record-pick').textContent).toBe('胜平负 · 主胜 · 赔率 1.85');
    expect(pending?.getByTestId('guess-record-amount').textContent).toBe('投注 100 金币');
    expect(pending?.getByTestId('guess-record-payout').textContent).toBe('等待赛果');
    expect(pending?.getByText(/^下注 /).textContent).toBe('下注 2026/11/22 16:00');
    expect(won?.getByTestId('guess-record-status').textContent).toBe('猜中');
    expect(won?.getByTestId('guess-record-payout').textContent).toBe('赢得 900 金币');
    expect(won?.getByText(/^结算 /).textContent).toBe('结算 2026/11/22 22:00');
    expect(lost?.getByTestId('guess-record-pick').textContent).toBe(
      '大小球 2.5 · 大 2.5 · 奖池瓜分',
    );
    expect(lost?.getByTestId('guess-record-payout').textContent).toBe('未中奖');
    expect(draw?.getByTestId('guess-record-status').textContent).toBe('走盘退还');
    expect(draw?.getByTestId('guess-record-payout').textContent).toBe('退还 100 金币');
    expect(stopped?.getByTestId('guess-record-status').textContent).toBe('已取消');
    expect(screen.getByTestId('guess-records-totals').textContent).toBe(
      '当前列表 5 条：投注 480 金币，返还 1,030 金币',
    );
  });

  it('asks the server for the status of the tab chosen', async () => {
    signIn();
    const fetchMock = stubGuessApi({ gold: 0, guesses: [], records: RECORDS });
    renderRecords();
    await shownStatuses();
    fireEvent.click(screen.getByRole('tab', { name: '猜中' }));
    await waitFor(async () => expect(await shownStatuses()).toEqual(['won']));
    fireEvent.click(screen.getByRole('tab', { name: '已结算' }));
    await waitFor(async () => expect(await shownStatuses()).toEqual(['won', 'lost', 'draw']));
    fireEvent.click(screen.getByRole('tab', { name: '已取消' }));
    await waitFor(async () => expect(await shownStatuses()).toEqual(['stopped']));
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(async () => expect(await shownStatuses()).toHaveLength(5));
    await waitFor(() =>
      expect(queries(fetchMock).map((query) => query.status ?? 'all')).toEqual([
        'all',
        'won',
        'settled',
        'stopped',
        // Back on a tab already read: shown from the cache, and read again.
        'all',
      ]),
    );
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
  });

  it('starts the dates at the earliest day allowed and shows the refusal of an older one', async () => {
    signIn();
    const fetchMock = stubGuessApi({
      gold: 0,
      guesses: [],
      records: RECORDS,
      earliest: '2026-08-23',
    });
    renderRecords();
    await shownStatuses();
    const from = screen.getByTestId('guess-records-from');
    const to = screen.getByTestId('guess-records-to');
    expect(from.getAttribute('min')).toBe('2026-08-23');
    expect(to.getAttribute('min')).toBe('2026-08-23');
    expect(screen.getByTestId('guess-records-earliest').textContent).toBe('最早可查 2026-08-23');

    fireEvent.change(from, { target: { value: '2026-08-01' } });
    expect((await screen.findByTestId('guess-records-error')).textContent).toBe(
      '竞猜记录只能查询近 3 个月，最早可查 2026-08-23',
    );
    expect(screen.queryByTestId('guess-record')).toBeNull();
    // The refusal carries no earliest day: the one known stays.
    expect(from.getAttribute('min')).toBe('2026-08-23');

    fireEvent.change(from, { target: { value: '2026-09-01' } });
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    await waitFor(async () => expect(await shownStatuses()).toHaveLength(5));
    expect(to.getAttribute('min')).toBe('2026-09-01');
    expect(queries(fetchMock).at(-1)).toEqual({ from: '2026-09-01', to: '2026-11-30', page: '1' });
    expect(queries(fetchMock)[1]).toEqual({ from: '2026-08-01', page: '1' });

    fireEvent.click(screen.getByTestId('guess-records-clear'));
    expect(from).toHaveProperty('value', '');
    await waitFor(() => expect(queries(fetchMock).at(-1)).toEqual({ page: '1' }));
  });

  it('follows a new earliest day from the server', async () => {
    signIn();
    const state = { gold: 0, guesses: [], records: RECORDS, earliest: '2026-08-23' };
    stubGuessApi(state);
    renderRecords();
    await shownStatuses();
    state.earliest = '2026-08-24';
    fireEvent.click(screen.getByRole('tab', { name: '猜中' }));
    await waitFor(() =>
      expect(screen.getByTestId('guess-records-from').getAttribute('min')).toBe('2026-08-24'),
    );
  });

  it('loads the next page while the server has more', async () => {
    signIn();
    const fetchMock = stubGuessApi({ gold: 0, guesses: [], records: RECORDS, pageSize: 2 });
    renderRecords();
    expect(await shownStatuses()).toHaveLength(2);
    fireEvent.click(screen.getByTestId('guess-records-more'));
    await waitFor(() => expect(screen.getAllByTestId('guess-record')).toHaveLength(4));
    fireEvent.click(screen.getByTestId('guess-records-more'));
    await waitFor(() => expect(screen.getAllByTestId('guess-record')).toHaveLength(5));
    expect(screen.queryByTestId('guess-records-more')).toBeNull();
    expect(queries(fetchMock).map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it('says when there is nothing in the dates asked', async () => {
    signIn();
    stubGuessApi({ gold: 0, guesses: [], records: [] });
    renderRecords();
    expect(await screen.findByText('这段时间没有竞猜记录')).toBeTruthy();
    expect(screen.queryByTestId('guess-records-totals')).toBeNull();
  });
});
