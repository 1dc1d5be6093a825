import type { MatchSummary } from '@tifo/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import type { FixtureRound } from '../scores';
import { apiFetch, buildMatch } from '../scores/match-fixtures.test-util';
import { KnockoutBracket } from './KnockoutBracket';

const team = (id: string, name: string, nameZh: string, nameVi = name, score = 0) => ({
  id,
  name,
  name_zh: nameZh,
  name_vi: nameVi,
  short_name_zh: nameZh,
  score,
});

function knockoutMatch(id: string, round: string, overrides: Partial<MatchSummary> = {}) {
  return buildMatch({
    id,
    round,
    status: 'not_started',
    period: 0,
    minute: null,
    match_str: '',
    kickoff: '2026-07-19T19:00:00.000Z',
    ...overrides,
  });
}

/** Rounds as the server orders them: groups, then knock-outs with third place before the final. */
const ROUNDS: FixtureRound[] = [
  {
    round: 'Matchday 1',
    matches: [knockoutMatch('g-1', 'Matchday 1', { group: 'Group A', status: 'finished' })],
  },
  {
    round: 'Round of 32',
    matches: Array.from({ length: 2 }, (_, index) =>
      knockoutMatch(`r32-${index}`, 'Round of 32', { status: 'finished' }),
    ),
  },
  { round: 'Round of 16', matches: [knockoutMatch('r16-0', 'Round of 16')] },
  {
    round: 'Quarter-final',
    matches: [
      knockoutMatch('qf-0', 'Quarter-final', {
        status: 'finished',
        home: team('nt-spain', 'Spain', '西班牙', 'Tây Ban Nha', 1),
        away: team('nt-france', 'France', '法国', 'Pháp', 1),
        penalties: { home: 4, away: 3 },
      }),
    ],
  },
  {
    round: 'Semi-final',
    matches: [
      knockoutMatch('sf-0', 'Semi-final', {
        status: 'second_half',
        period: 2,
        minute: 67,
        match_str: "67'",
      }),
    ],
  },
  { round: 'Match for third place', matches: [knockoutMatch('third-0', 'Match for third place')] },
  {
    round: 'Final',
    matches: [
      knockoutMatch('final-0', 'Final', {
        home: team('nt-spain', 'Spain', '西班牙', 'Tây Ban Nha'),
        away: team('nt-argentina', 'Argentina', '阿根廷', 'Argentina'),
      }),
    ],
  },
];

function renderBracket(rounds: readonly FixtureRound[]) {
  const router = createMemoryRouter([{ path: '*', element: <KnockoutBracket rounds={rounds} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('KnockoutBracket', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the knockout rounds in bracket order, the third-place match last', () => {
    renderBracket(ROUNDS);
    const columns = screen.getAllByTestId('bracket-round');
    expect(columns.map((column) => column.getAttribute('data-round'))).toEqual([
      'roundOf32',
      'roundOf16',
      'quarterFinal',
      'semiFinal',
      'final',
      'thirdPlace',
    ]);
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      '32强',
      '16强',
      '1/4决赛',
      '半决赛',
      '决赛',
      '三四名决赛',
    ]);
    expect(within(columns[0]!).getAllByTestId('bracket-match')).toHaveLength(2);
    // Group matches are not part of the bracket.
    expect(screen.queryByText('g-1')).toBeNull();
    expect(screen.getAllByTestId('bracket-match')).toHaveLength(7);
  });

  it('shows Chinese names, the shoot-out, the live minute and the kick-off, linking to the match', () => {
    renderBracket(ROUNDS);
    const quarter = screen.getAllByTestId('bracket-round')[2]!;
    const teams = within(quarter)
      .getAllByTestId('bracket-team')
      .map((node) => node.textContent);
    expect(teams).toEqual(['西班牙', '法国']);
    expect(within(quarter).getByTestId('bracket-penalties').textContent).toBe('点球 4-3');
    expect(within(quarter).getByRole('link').getAttribute('href')).toBe('/score-detail?id=qf-0');

    const semi = screen.getAllByTestId('bracket-round')[3]!;
    expect(within(semi).getByTestId('match-clock').textContent).toContain("67'");
    expect(within(semi).queryByTestId('bracket-penalties')).toBeNull();

    const final = screen.getAllByTestId('bracket-round')[4]!;
    // 2026-07-19 19:00 UTC is 07-20 03:00 in the site time zone.
    expect(within(final).getByTestId('bracket-kickoff').textContent).toBe('07-20 03:00');
    expect(within(final).getByRole('link').getAttribute('href')).toBe('/score-detail?id=final-0');
  });

  it('uses the page language for names and labels', async () => {
    await setupI18n('vi');
    try {
      renderBracket(ROUNDS);
      const quarter = screen.getAllByTestId('bracket-round')[2]!;
      expect(within(quarter).getByRole('heading').textContent).toBe('Tứ kết');
      expect(
        within(quarter)
          .getAllByTestId('bracket-team')
          .map((node) => node.textContent),
      ).toEqual(['Tây Ban Nha', 'Pháp']);
      expect(within(quarter).getByTestId('bracket-penalties').textContent).toBe('Luân lưu 4-3');
    } finally {
      await setupI18n('zh');
    }
  });

  it('says so when no knockout round is set', () => {
    renderBracket(ROUNDS.slice(0, 1));
    expect(screen.queryByTestId('bracket')).toBeNull();
    expect(screen.getByText('淘汰赛对阵尚未产生')).toBeTruthy();
  });

  it('is loaded on /trophy/home with Match/getFixtures', async () => {
    const cup = {
      id: 'worldcup-2026',
      name: 'FIFA World Cup',
      name_zh: '世界杯',
      name_vi: 'World Cup',
      sport: 'football',
      season: '2026',
      kind: 'cup',
      live: true,
      has_groups: true,
      team_count: 48,
    };
    const fixtureQueries: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        apiFetch({
          'Match/getCompetitions': () => ({ list: [cup] }),
          'Match/getFixtures': (url) => {
            fixtureQueries.push(url.searchParams.get('competition_id') ?? '');
            return { competition: cup, rounds: ROUNDS };
          },
          'Match/getList': () => ({ date: '2026-11-22', server_time: '', list: [], odds: {} }),
        }),
      ),
    );
    renderApp('/trophy/home');
    const bracket = await screen.findByTestId('bracket');
    expect(within(bracket).getAllByTestId('bracket-round')).toHaveLength(6);
    expect(fixtureQueries).toEqual(['worldcup-2026']);
  });
});
