import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFootballStandIn, type StandInFault } from '../../../test-support/api-football/stand-in';
import {
  API_FOOTBALL_BASE_URL,
  apiFootballFetcher,
  failureOf,
  type ApiFootballQuota,
} from './api-football.fetcher';

afterEach(() => {
  vi.useRealTimers();
});

describe('apiFootballFetcher', () => {
  it('sends the key header, returns the JSON body and reports the day quota', async () => {
    const requests: { url: string; headers: Headers }[] = [];
    const quotas: ApiFootballQuota[] = [];
    const fetchJson = apiFootballFetcher({
      baseUrl: `${API_FOOTBALL_BASE_URL}/`,
      key: 'secret-key',
      onQuota: (quota) => quotas.push(quota),
      fetch: async (url, init) => {
        requests.push({
          url: url instanceof Request ? url.url : url.toString(),
          headers: new Headers(init?.headers),
        });
        return Response.json(
          { errors: [], response: [{ ok: true }] },
          {
            headers: {
              'x-ratelimit-requests-limit': '7500',
              'x-ratelimit-requests-remaining': '7321',
            },
          },
        );
      },
    });
    await expect(fetchJson('/standings', { league: 39, season: 2024 })).resolves.toEqual({
      errors: [],
      response: [{ ok: true }],
    });
    expect(requests[0]?.url).toBe(
      'https://v3.football.api-sports.io/standings?league=39&season=2024',
    );
    expect(requests[0]?.headers.get('x-apisports-key')).toBe('secret-key');
    expect(quotas).toEqual([{ dailyLimit: 7500, dailyRemaining: 7321 }]);
  });

  it('tells each kind of failure apart, with short messages and never the key', async () => {
    const standIn = new ApiFootballStandIn({ leagues: [], fixtures: [] });
    const fetchJson = apiFootballFetcher({
      baseUrl: 'http://stand-in',
      key: 'secret-key',
      fetch: standIn.fetch,
    });
    const kinds: [StandInFault, string][] = [
      ['http-500', 'unavailable'],
      ['http-429', 'rate-limit'],
      ['daily-limit', 'daily-limit'],
      ['rate-limit', 'rate-limit'],
      ['html', 'unavailable'],
      ['truncated', 'unavailable'],
    ];
    for (const [fault, failure] of kinds) {
      standIn.failNext(fault);
      const error = await fetchJson('/fixtures', { live: 'all' }).catch(
        (caught: unknown) => caught,
      );
      expect(failureOf(error), fault).toBe(failure);
      expect(String(error)).not.toContain('secret-key');
      expect(String(error).length).toBeLessThan(400);
    }
    const rejected = apiFootballFetcher({
      baseUrl: API_FOOTBALL_BASE_URL,
      key: 'secret-key',
      fetch: async () =>
        Response.json({ errors: { token: 'Error/Missing application key' }, response: [] }),
    });
    const error = await rejected('/fixtures', { id: 1 }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toBe('rejected');
    expect(String(error)).toContain('Missing application key');
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    const fetchJson = apiFootballFetcher({
      baseUrl: API_FOOTBALL_BASE_URL,
      key: 'k',
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const pending = fetchJson('/fixtures', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(String(error)).toContain('no answer within 10000 ms');
    expect(failureOf(error)).toBe('unavailable');
  });
});
