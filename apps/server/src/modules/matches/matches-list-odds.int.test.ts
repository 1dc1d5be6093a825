import { footballOddsSchema, matchCalls, type CallQuery } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { callerFrom } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { useFeedAppForFile } from '../../test-support/test-app';

// A Saturday afternoon: league matches are live.
const T0 = Date.UTC(2026, 10, 21, 14, 30);

describe('match lists carry the current lines of the chosen bookmaker', () => {
  const ctx = useFeedAppForFile('pglite', manualClock(T0));

  const list = (query: CallQuery<typeof matchCalls.getList>) =>
    callContract(ctx.test.app, matchCalls.getList, { query });

  it('gives every live match its odds, differently per bookmaker, and none to finished ones', async () => {
    const first = await list({ sport: 'football', status: 'live' });
    expect(first.code).toBe(0);
    expect(first.data.list.length).toBeGreaterThan(0);
    for (const match of first.data.list)
      expect(footballOddsSchema.parse(first.data.odds[match.id]).asian).toBeDefined();

    const second = await list({ sport: 'football', status: 'live', company_id: 2 });
    expect(Object.keys(second.data.odds).sort()).toEqual(Object.keys(first.data.odds).sort());
    expect(second.data.odds).not.toEqual(first.data.odds);

    const finished = await list({ sport: 'football', status: 'finished' });
    expect(finished.data.odds).toEqual({});
  });

  it('answers an empty map for an unknown bookmaker and refuses a malformed one', async () => {
    const unknown = await list({ sport: 'football', status: 'live', company_id: 77 });
    expect(unknown.data.odds).toEqual({});
    // Malformed on purpose: around the contract's types.
    expect(
      (await callerFrom(ctx.test.app).get('/api/Match/getList?company_id=abc')).statusCode,
    ).toBe(400);
  });
});
