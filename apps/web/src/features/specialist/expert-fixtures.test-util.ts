import type {
  Analysis,
  AnalysisDetail,
  ExpertProfile,
  ExpertRecord,
  MatchSummary,
} from '@tifo/contract';
import { stubApi, type ApiHandler } from '../anchor/room-fixtures.test-util';
import { buildMatch } from '../scores/match-fixtures.test-util';

/** A record for web tests; override what the test is about. */
export function buildRecord(overrides: Partial<ExpertRecord> = {}): ExpertRecord {
  return {
    settled: 20,
    won: 11,
    half_won: 1,
    push: 2,
    half_lost: 1,
    lost: 5,
    hit_rate: 0.625,
    return_units: 4.5,
    roi: 0.225,
    current_streak: 3,
    best_streak: 5,
    recent: ['W', 'W', 'W', 'L', 'P'],
    ...overrides,
  };
}

export function buildProfile(id: number, overrides: Partial<ExpertProfile> = {}): ExpertProfile {
  return {
    id,
    nickname: `Expert ${id}`,
    avatar: '',
    title: 'Premier League analyst',
    intro: 'Ten years of data.',
    specialities: [{ id: 'en.1-2024-25', name: 'Premier League' }],
    followers: 120,
    is_followed: false,
    refund_if_wrong: false,
    record: buildRecord(),
    open_count: 1,
    since: '2026-01-05T08:00:00.000Z',
    mine: false,
    ...overrides,
  };
}

/** A match that has not kicked off (three hours from now). */
export function upcomingMatch(overrides: Partial<MatchSummary> & { id: string }): MatchSummary {
  return buildMatch({
    status: 'not_started',
    period: 0,
    minute: null,
    match_str: '',
    kickoff: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    ...overrides,
  });
}

/** A paid handicap analysis the viewer has not bought: no pick, no reasoning. */
export function buildAnalysis(id: number, overrides: Partial<Analysis> = {}): Analysis {
  return {
    id,
    expert: { id: 7, nickname: 'Lao Wang', avatar: '', title: 'Premier League analyst' },
    match: upcomingMatch({ id: 'm-1' }),
    market: 'handicap',
    line: -0.25,
    market_prices: { line: -0.25, home: 1.92, draw: null, away: 1.96, over: null, under: null },
    title: 'Arsenal at home',
    confidence: 4,
    price: 30,
    refund_if_wrong: true,
    status: 'open',
    result: null,
    visible: false,
    pick: null,
    pick_odds: null,
    purchased: false,
    buyer_count: 12,
    mine: false,
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function buildDetail(id: number, overrides: Partial<AnalysisDetail> = {}): AnalysisDetail {
  return { ...buildAnalysis(id), reasoning: null, corrections: [], ...overrides };
}

/** The same analysis as its buyer sees it: the pick, its odds and the reasoning. */
export function unlocked(detail: AnalysisDetail): AnalysisDetail {
  return {
    ...detail,
    visible: true,
    purchased: true,
    pick: 'home',
    pick_odds: 1.92,
    reasoning: 'Arsenal have won five at home.\nChelsea miss two defenders.',
  };
}

const emptyPage = { list: [], has_more: false };

/** The calls every expert page makes, answered empty; `routes` adds or replaces some. */
export function stubExpertApi(routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    'Match/getCompetitions': () => ({ list: [] }),
    'Analysis/list': () => emptyPage,
    'Analysis/purchased': () => emptyPage,
    'Expert/record': () => ({ ...buildRecord(), history: [] }),
    ...routes,
  });
}
