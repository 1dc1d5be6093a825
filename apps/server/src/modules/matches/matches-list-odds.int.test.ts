import { describe, expect, it } from 'vitest';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { callerFrom } from '../../test-support/accounts';
import { useFeedAppForFile } from '../../test-support/test-app';

// A Saturday afternoon: league matches are live.
const T0 = Date.UTC(2026, 10, 21, 14, 30);

describe('match lists carry the current lines of the chosen bookmaker', () => {
  const ctx = useFeedAppForFile('pglite', manualClock(T0));

  type ListBody = {
    code: number;
    data: {
      list: { id: string; status: string }[];
      odds: Record<string, { asian?: { line: number } }>;
    };
  };

  it('gives every live match its odds, differently per bookmaker, and none to finished ones', async () => {
    const caller = callerFrom(ctx.test.app);
    const first = (
      await caller.get('/api/Match/getList?sport=football&status=live')
    ).json<ListBody>();
    expect(first.code).toBe(0);
    expect(first.data.list.length).toBeGreaterThan(0);
    for (const match of first.data.list) expect(first.data.odds[match.id]?.asian).toBeDefined();

    const second = (
      await caller.get('/api/Match/getList?sport=football&status=live&company_id=2')
    ).json<ListBody>();
    expect(Object.keys(second.data.odds).sort()).toEqual(Object.keys(first.data.odds).sort());
    expect(second.data.odds).not.toEqual(first.data.odds);

    const finished = (
      await caller.get('/api/Match/getList?sport=football&status=finished')
    ).json<ListBody>();
    expect(finished.data.odds).toEqual({});
  });

  it('answers an empty map for an unknown bookmaker and refuses a malformed one', async () => {
    const caller = callerFrom(ctx.test.app);
    const unknown = (
      await caller.get('/api/Match/getList?sport=football&status=live&company_id=77')
    ).json<ListBody>();
    expect(unknown.data.odds).toEqual({});
    expect((await caller.get('/api/Match/getList?company_id=abc')).statusCode).toBe(400);
  });
});
