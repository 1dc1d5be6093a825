import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { buildRecord, stubExpertApi } from './expert-fixtures.test-util';

const slow = { timeout: 5_000 };

function entry(id: number, record = buildRecord()) {
  return { expert: { id, nickname: `Expert ${id}`, avatar: '', title: `Title ${id}` }, record };
}

describe('expert ranking', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists experts with their record and switches the order through the URL', async () => {
    const fetchMock = stubExpertApi({
      'Match/getCompetitions': (url) => ({
        list:
          url.searchParams.get('sport') === 'football'
            ? [
                {
                  id: 'en.1-2024-25',
                  name: 'Premier League',
                  name_zh: '英超',
                  name_vi: 'Ngoại hạng Anh',
                  sport: 'football',
                  season: '2024-25',
                  kind: 'league',
                  live: true,
                  has_groups: false,
                  team_count: 20,
                },
              ]
            : [],
      }),
      'Expert/ranking': (url) =>
        url.searchParams.get('sort') === 'streak'
          ? { list: [entry(9, buildRecord({ current_streak: 8 }))], has_more: false }
          : {
              list: [
                entry(3, buildRecord({ hit_rate: 0.7, current_streak: -2, return_units: -1.5 })),
                entry(4),
              ],
              has_more: true,
            },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/specialist');
    const ranking = await screen.findByTestId('expert-ranking', {}, slow);
    const rows = within(ranking).getAllByTestId('expert-row');
    expect(rows.map((row) => row.dataset.expertId)).toEqual(['3', '4']);
    const first = rows[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByText('Title 3')).toBeTruthy();
    expect(within(first).getByText('70%')).toBeTruthy();
    // W-P-L: halves count on their side.
    expect(within(first).getByText('12-2-6')).toBeTruthy();
    expect(within(first).getByText('−1.5')).toBeTruthy();
    expect(within(first).getByText('2 连黑')).toBeTruthy();
    expect(within(first).getByTestId('expert-recent').dataset.recent).toBe('WWWLP');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/specialist-home?id=3');
    expect(screen.getByText('命中率榜只列出至少有 10 场已结算方案的专家。')).toBeTruthy();
    expect(callsTo(fetchMock, 'Expert/ranking')[0]?.url.searchParams.get('sort')).toBe('hit_rate');

    await user.click(screen.getByRole('tab', { name: '连红' }));
    expect(router.state.location.search).toBe('?sort=streak');
    await waitFor(() =>
      expect(screen.getAllByTestId('expert-row').map((row) => row.dataset.expertId)).toEqual(['9']),
    );
    expect(screen.getByText('8 连红')).toBeTruthy();
    expect(screen.queryByText(/命中率榜只列出/)).toBeNull();

    await user.selectOptions(screen.getByTestId('ranking-filters-market'), 'handicap');
    await user.selectOptions(screen.getByTestId('ranking-filters-competition'), 'en.1-2024-25');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('market')).toBe('handicap');
    expect(params.get('competition')).toBe('en.1-2024-25');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'Expert/ranking').at(-1)?.url.searchParams;
      expect(last?.get('market')).toBe('handicap');
      expect(last?.get('competition_id')).toBe('en.1-2024-25');
      expect(last?.get('sort')).toBe('streak');
    });
  });

  it('reads the order, filters and page from the URL and pages on', async () => {
    const fetchMock = stubExpertApi({
      'Expert/ranking': (url) => ({
        list: [entry(Number(url.searchParams.get('page')) * 10)],
        has_more: url.searchParams.get('page') === '2',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/specialist?sort=return&market=total&page=2');
    const row = await screen.findByTestId('expert-row', {}, slow);
    expect(row.dataset.expertId).toBe('20');
    // Page 2 of 20 a page: the first row is 21st.
    expect(row.dataset.rank).toBe('21');
    expect(screen.getByRole('tab', { name: '盈亏' }).getAttribute('aria-selected')).toBe('true');
    const query = callsTo(fetchMock, 'Expert/ranking')[0]?.url.searchParams;
    expect(query?.get('market')).toBe('total');
    expect(query?.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    await waitFor(() => expect(screen.getByTestId('expert-row').dataset.expertId).toBe('30'));
  });

  it('says when nobody is ranked yet', async () => {
    stubExpertApi({ 'Expert/ranking': () => ({ list: [], has_more: false }) });
    renderApp('/specialist');
    expect(await screen.findByText('暂无上榜专家', {}, slow)).toBeTruthy();
  });
});
