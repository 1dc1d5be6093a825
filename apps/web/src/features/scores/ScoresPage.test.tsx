import type { MatchSummary } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../shared/storage';
import { member } from '../wallet/wallet.test-util';
import { renderApp, setupI18n } from '../../test/render-app';
import { apiFetch, buildMatch } from './match-fixtures.test-util';

const laLiga = { id: 'es.1-2024-25', name: 'La Liga', name_zh: '西甲', name_vi: 'La Liga' };

const live = [
  buildMatch({ id: 'live-1' }),
  buildMatch({
    id: 'live-2',
    competition: laLiga,
    status: 'half_time',
    minute: null,
    match_str: 'HT',
  }),
];
const day = [
  ...live,
  buildMatch({ id: 'up-1', status: 'not_started', minute: null, match_str: '' }),
  buildMatch({
    id: 'up-2',
    competition: laLiga,
    status: 'not_started',
    minute: null,
    match_str: '',
  }),
  buildMatch({ id: 'done-1', status: 'finished', minute: null, match_str: 'FT' }),
];

function competition(ref: typeof laLiga) {
  return {
    ...ref,
    sport: 'football',
    season: '2024-25',
    kind: 'league',
    live: true,
    has_groups: false,
    team_count: 20,
  };
}

function serve(
  lists: { live: MatchSummary[]; all: MatchSummary[] },
  odds: Record<string, unknown> = {},
  favourites: { kind: string; id: string }[] = [],
) {
  const fetchMock = vi.fn(
    apiFetch({
      'Favourite/list': () => ({
        favourites: favourites.map((favourite) => ({
          ...favourite,
          sport: 'football',
          name: favourite.id,
          name_zh: favourite.id,
          name_vi: favourite.id,
          alerts: { kickoff: true, goal: true, red_card: true, half_time: false, full_time: true },
        })),
        settings: {
          quiet_from: null,
          quiet_to: null,
          time_zone: 'Asia/Shanghai',
          spoiler_safe: true,
        },
      }),
      'Match/getList': (url) => ({
        date: url.searchParams.get('date') ?? '2026-11-22',
        server_time: '2026-11-22T12:23:00.000Z',
        odds,
        list: url.searchParams.get('status') === 'live' ? lists.live : lists.all,
      }),
      'Match/getCompetitions': () => ({
        list: [competition(buildMatch({ id: 'x' }).competition), competition(laLiga)],
      }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function tab(name: RegExp) {
  return screen.getByRole('tab', { name });
}

describe('/football', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the odds that come with the list before any push arrives', async () => {
    serve(
      { live, all: day },
      {
        'live-1': {
          europe: { home: 1.8, draw: 3.4, away: 4.2 },
          asian: { line: -0.5, home: 0.92, away: 0.94 },
          over_under: { line: 2.75, over: 0.9, under: 0.96 },
        },
      },
    );
    renderApp('/football');
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('match-row').find((r) => r.dataset.matchId === 'live-1');
      if (!found) throw new Error('no row yet');
      return found;
    });
    await waitFor(() => expect(within(row).getByText('-0.5 / 2.75')).toBeTruthy());
  });

  it('shows the status tabs with their counts and the live matches', async () => {
    serve({ live, all: day });
    renderApp('/football');
    await waitFor(() => expect(tab(/进行中 \(2\)/)).toBeTruthy());
    await waitFor(() => expect(tab(/未开始 \(2\)/)).toBeTruthy());
    expect(tab(/已结束 \(1\)/)).toBeTruthy();
    const rows = await screen.findAllByTestId('match-row');
    expect(rows.map((row) => row.dataset.matchId)).toEqual(['live-1', 'live-2']);
    expect(within(rows[0]!).getByTestId('match-clock').textContent).toContain("23'");
    expect(within(rows[0]!).getByTestId('home-name').textContent).toBe('阿森纳');

    fireEvent.click(tab(/未开始/));
    await waitFor(() =>
      expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual([
        'up-1',
        'up-2',
      ]),
    );
    expect(screen.getByTestId('date-strip')).toBeTruthy();
    fireEvent.click(tab(/已结束/));
    await waitFor(() =>
      expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual([
        'done-1',
      ]),
    );
  });

  it('opens a member with favourites on their own matches first, live ones on top', async () => {
    write('userInfo', member);
    serve({ live, all: day }, {}, [{ kind: 'competition', id: laLiga.id }]);
    renderApp('/football');
    await waitFor(() => expect(tab(/我的 \(2\)/)).toBeTruthy());
    expect(screen.getAllByRole('tab')[0]?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual([
        'live-2',
        'up-2',
      ]),
    );
    expect(screen.getByTestId('alert-settings-link').getAttribute('href')).toBe(
      '/member?section=alerts',
    );
    // The status tabs are still there, after it.
    fireEvent.click(tab(/进行中/));
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(2));
  });

  it('keeps visitors on the live tab, with no tab of their own', async () => {
    serve({ live, all: day });
    renderApp('/football');
    await screen.findAllByTestId('match-row');
    expect(screen.queryByRole('tab', { name: /我的/ })).toBeNull();
    expect(tab(/进行中/).getAttribute('aria-selected')).toBe('true');
  });

  it("shows tomorrow's matches under upcoming once every match of today has started", async () => {
    const tomorrow = [
      buildMatch({ id: 'next-1', status: 'not_started', minute: null, match_str: '' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        apiFetch({
          'Match/getList': (url) => ({
            date: url.searchParams.get('date') ?? '2026-11-22',
            server_time: '2026-11-22T12:23:00.000Z',
            odds: {},
            list:
              url.searchParams.get('status') === 'live'
                ? live
                : url.searchParams.get('date') === '2026-11-23'
                  ? tomorrow
                  : live,
          }),
        }),
      ),
    );
    renderApp('/football?tab=upcoming&date=2026-11-22');
    await screen.findByTestId('upcoming-tomorrow');
    expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual([
      'next-1',
    ]);
  });

  it('says how many matches are still to come when nothing is live', async () => {
    serve({ live: [], all: day.filter((match) => match.status === 'not_started') });
    renderApp('/football');
    expect(await screen.findByText('当前没有进行中的比赛')).toBeTruthy();
    expect(await screen.findByText('今天还有 2 场比赛未开始。')).toBeTruthy();
  });

  it('keeps the competition filter across visits and filters rows and counts', async () => {
    serve({ live, all: day });
    const first = renderApp('/football');
    await screen.findAllByTestId('match-row');
    fireEvent.click(screen.getByTestId('competition-filter-toggle'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '西甲' }));
    expect(read('competitionFilter').football).toEqual(['es.1-2024-25']);
    await waitFor(() =>
      expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual([
        'live-2',
      ]),
    );
    expect(tab(/进行中 \(1\)/)).toBeTruthy();
    first.unmount();

    renderApp('/football');
    await waitFor(() =>
      expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual([
        'live-2',
      ]),
    );
    expect(screen.getByTestId('competition-filter-toggle').textContent).toBe('已选 1 个联赛');
  });

  it('persists the goal sound, card and display settings', async () => {
    serve({ live, all: day });
    const first = renderApp('/football');
    await screen.findAllByTestId('match-row');
    fireEvent.click(screen.getByTestId('settings-toggle'));
    const panel = screen.getByTestId('settings-panel');
    act(() => within(panel).getByRole('checkbox', { name: '进球声音' }).click());
    act(() => within(panel).getByRole('checkbox', { name: '显示黄牌' }).click());
    act(() => within(panel).getByRole('checkbox', { name: '显示半场比分' }).click());
    expect(read('gameSettings')).toEqual({ redCard: true, yellowCard: false, voice: false });
    expect(read('scoreDisplayOptions')).toMatchObject({ showHalfTime: false, showCards: true });
    first.unmount();

    renderApp('/football');
    await screen.findAllByTestId('match-row');
    fireEvent.click(screen.getByTestId('settings-toggle'));
    const again = screen.getByTestId('settings-panel');
    expect(
      within(again).getByRole<HTMLInputElement>('checkbox', { name: '进球声音' }).checked,
    ).toBe(false);
    expect(
      within(again).getByRole<HTMLInputElement>('checkbox', { name: '显示红牌' }).checked,
    ).toBe(true);
  });

  it('shows an error state with a retry', async () => {
    vi.stubGlobal('fetch', vi.fn(apiFetch({})));
    renderApp('/football');
    expect(await screen.findByRole('alert')).toBeTruthy();
    serve({ live, all: day });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('match-row')).toHaveLength(2);
  });
});
