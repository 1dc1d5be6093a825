import type { MatchDetail, MatchSummary } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import {
  buildAnalysis,
  stubExpertApi,
  upcomingMatch,
} from '../specialist/expert-fixtures.test-util';

const slow = { timeout: 5_000 };

function form(teamId: string, won: number) {
  return {
    team_id: teamId,
    results: [
      {
        match_id: `old-${teamId}`,
        competition_id: 'en.1-2024-25',
        kickoff: '2026-11-01T15:00:00.000Z',
        home_team_id: teamId,
        away_team_id: 'everton-fc',
        score: { home: 2, away: 0 },
        outcome: 'W' as const,
      },
    ],
    won,
    drawn: 0,
    lost: 0,
    goals_for: 2,
    goals_against: 0,
    win_rate: 1,
  };
}

function matchDetail(match: MatchSummary): MatchDetail {
  const odds = {
    europe: { home: 1.9, draw: 3.4, away: 4.1 },
    asian: { line: -0.5, home: 1.95, away: 1.9 },
    over_under: { line: 2.5, over: 1.9, under: 1.95 },
  };
  return {
    match,
    venue: null,
    events: [],
    statistics: [],
    standings: {
      competition: { ...match.competition, sport: 'football', kind: 'league', season: '2024-25' },
      tables: [],
    },
    head_to_head: { ...form('arsenal-fc', 1), window: 10 },
    recent_form: { window: 10, home: form('arsenal-fc', 1), away: form('chelsea-fc', 1) },
    index: {
      match_id: match.id,
      sport: 'football',
      company_id: 1,
      bookmakers: [],
      opening: odds,
      live: odds,
      history: [],
    },
    followed: false,
    reserved: false,
  };
}

describe('foresight page', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows how experts picked, the analyses and the pre-match insights of a match', async () => {
    const match = upcomingMatch({ id: 'f-1' });
    const fetchMock = stubExpertApi({
      'Analysis/foresight': (url) => ({
        list:
          url.searchParams.get('sport') === 'basketball'
            ? [
                {
                  match: upcomingMatch({ id: 'b-1', sport: 'basketball' }),
                  analysis_count: 0,
                  markets: [],
                },
              ]
            : [
                {
                  match,
                  analysis_count: 6,
                  markets: [
                    {
                      market: 'handicap',
                      count: 4,
                      picks: [
                        { pick: 'home', count: 3 },
                        { pick: 'away', count: 1 },
                      ],
                    },
                    { market: 'total', count: 2, picks: [] },
                  ],
                },
              ],
        has_more: false,
      }),
      'Analysis/list': (url) => ({
        list: url.searchParams.get('match_id') === 'f-1' ? [buildAnalysis(5, { match })] : [],
        has_more: false,
      }),
      'Match/getDetail': () => matchDetail(match),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/foresight');
    const card = await screen.findByTestId('foresight-match', {}, slow);
    expect(card.dataset.matchId).toBe('f-1');
    expect(within(card).getByText('Expert analyses: 6')).toBeTruthy();
    const handicap = within(card)
      .getAllByTestId('foresight-market')
      .find((element) => element.dataset.market === 'handicap');
    if (!handicap) throw new Error('no handicap market');
    expect(within(handicap).getByText('Home 3 (75%)')).toBeTruthy();
    expect(within(handicap).getByText('Away 1 (25%)')).toBeTruthy();
    // Under three analyses the server sends no split, and the page says why.
    expect(within(card).getByText('Not enough analyses yet (fewer than 3)')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Analyses (6)' }));
    expect(router.state.location.search).toBe('?match=f-1');
    const analysis = await within(card).findByTestId('analysis-card');
    expect(analysis.dataset.analysisId).toBe('5');
    expect(callsTo(fetchMock, 'Analysis/list')[0]?.url.searchParams.get('match_id')).toBe('f-1');

    await user.click(within(card).getByRole('button', { name: 'Pre-match insights' }));
    const insights = await within(card).findByTestId('foresight-intelligence');
    expect(within(insights).getAllByTestId('form-summary')).toHaveLength(3);
    expect(within(insights).getByText('No injury news from the data provider.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Basketball' }));
    expect(router.state.location.search).toBe('?sport=basketball');
    await waitFor(() => expect(screen.getByTestId('foresight-match').dataset.matchId).toBe('b-1'));
    expect(screen.getByText('No analyses yet')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    stubExpertApi({});
    renderApp('/foresight');
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeTruthy();
  });
});
