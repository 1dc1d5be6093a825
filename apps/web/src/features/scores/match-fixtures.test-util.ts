import type { MatchSummary } from '@tifo/contract';

/** A match summary for tests; override what the test is about. */
export function buildMatch(overrides: Partial<MatchSummary> & { id: string }): MatchSummary {
  return {
    sport: 'football',
    competition: {
      id: 'en.1-2024-25',
      name: 'Premier League',
      name_zh: '英超',
      name_vi: 'Ngoại hạng Anh',
    },
    round: '1',
    group: null,
    kickoff: '2026-11-22T12:00:00.000Z',
    status: 'first_half',
    period: 1,
    minute: 23,
    stoppage: null,
    seconds_left: null,
    match_str: "23'",
    home: {
      id: 'arsenal-fc',
      name: 'Arsenal',
      name_zh: '阿森纳',
      name_vi: 'Arsenal',
      short_name_zh: '阿森纳',
      score: 0,
    },
    away: {
      id: 'chelsea-fc',
      name: 'Chelsea',
      name_zh: '切尔西',
      name_vi: 'Chelsea',
      short_name_zh: '切尔西',
      score: 0,
    },
    half_time: null,
    penalties: null,
    periods: [],
    cards: { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } },
    corners: { home: 0, away: 0 },
    has_live_stream: false,
    ...overrides,
  };
}

/** A fetch stub answering API paths with `{code: 0, data}`; unknown paths answer code 404. */
export function apiFetch(routes: Record<string, (url: URL) => unknown>) {
  return (input: RequestInfo | URL): Promise<Response> => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const handler = routes[path];
    const body = handler
      ? { code: 0, msg: '', data: handler(url) }
      : { code: 404, msg: 'not here', data: null };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  };
}
