import {
  analysisCalls,
  expertAdminCalls,
  expertCalls,
  MARKET_PICKS,
  type AnalysisMarket,
  type AnalysisPick,
} from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useFeedAppForFile } from '../../test-support/test-app';

const T0 = Date.UTC(2026, 2, 14, 15, 20);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MARKETS: AnalysisMarket[] = ['1x2', 'handicap', 'total'];

/**
 * The test's own settlement, written apart from the server's: a handicap or total line whose
 * quarters are odd is two half stakes on the lines beside it; each half wins on a positive
 * margin, pushes on zero, loses below.
 */
function expectedReturn(
  market: AnalysisMarket,
  pick: AnalysisPick,
  line: number | null,
  odds: number,
  home: number,
  away: number,
): { units: number; kind: 'W' | 'HW' | 'P' | 'HL' | 'L' } {
  if (market === '1x2') {
    const winner = home === away ? 'draw' : home > away ? 'home' : 'away';
    return winner === pick ? { units: odds - 1, kind: 'W' } : { units: -1, kind: 'L' };
  }
  const value = line ?? 0;
  const halves = Number.isInteger(value * 2) ? [value, value] : [value - 0.25, value + 0.25];
  const margins = halves.map((half) => {
    if (market === 'handicap') return pick === 'home' ? home + half - away : away - half - home;
    return pick === 'over' ? home + away - half : half - home - away;
  });
  const units = margins.reduce(
    (sum, margin) => sum + (margin > 0 ? (odds - 1) / 2 : margin < 0 ? -0.5 : 0),
    0,
  );
  const wins = margins.filter((margin) => margin > 0).length;
  const losses = margins.filter((margin) => margin < 0).length;
  const kind = wins === 2 ? 'W' : losses === 2 ? 'L' : wins ? 'HW' : losses ? 'HL' : 'P';
  return { units, kind };
}

describe.each(databaseKinds)("experts' records over a simulated week (%s)", (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock);
  const call = contractCaller(() => ctx.test.app);

  it('computes each hit rate and return as an independent settlement of the results does', async () => {
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const experts = [];
    for (let index = 0; index < 3; index += 1) {
      const made = await registerMember(ctx.test.app, ctx.database.db);
      await call(expertCalls.apply, {
        body: {
          real_name: `E${index}`,
          wechat: `wx${index}`,
          experience: 'Ten years',
          code_accepted: true,
        },
        token: made.token,
      });
      await call(expertAdminCalls.review, {
        body: { user_id: made.userId, approve: true },
        token: operator.token,
      });
      experts.push(made);
    }
    const feed = ctx.test.parts.scoreFeed;
    const matches = feed.matchesBetween(T0 + 60_000, T0 + 6 * DAY).slice(0, 40);
    expect(matches.length).toBeGreaterThanOrEqual(20);

    const published: { expert: number; id: number }[] = [];
    for (const [index, match] of matches.entries()) {
      for (const [e, expert] of experts.entries()) {
        const market = MARKETS[(index + e) % 3] ?? '1x2';
        const picks = MARKET_PICKS[market].filter(
          (pick) => !(match.sport === 'basketball' && pick === 'draw'),
        );
        const pick = picks[(index * 7 + e * 3) % picks.length] ?? 'home';
        const answer = await call(analysisCalls.publish, {
          body: {
            match_id: match.id,
            market,
            pick,
            confidence: 3,
            title: `${market} ${pick}`,
            reasoning: 'A pick made by the test to check the record it makes.',
            price: 0,
          },
          token: expert.token,
        });
        expect(answer).toMatchObject({ code: 0 });
        published.push({ expert: expert.userId, id: answer.data.id });
      }
    }

    clock.set(T0 + 7 * DAY);
    await ctx.test.parts.analysisSettlement.settleDue();

    const kinds = new Set<string>();
    for (const expert of experts) {
      const mine = published.filter((entry) => entry.expert === expert.userId);
      let units = 0;
      let stakeWon = 0;
      let stakeDecided = 0;
      let settled = 0;
      for (const { id } of mine) {
        const detail = (await call(analysisCalls.detail, { query: { id } })).data;
        expect(detail.status).toBe('settled');
        const match = feed.match(detail.match.id);
        const state = match ? feed.stateAt(match.id, clock()) : null;
        if (state?.status !== 'finished') {
          expect(detail.result).toBe('void');
          continue;
        }
        const expected = expectedReturn(
          detail.market,
          detail.pick ?? 'home',
          detail.line,
          detail.pick_odds ?? 0,
          state.score.home,
          state.score.away,
        );
        settled += 1;
        kinds.add(expected.kind);
        units += expected.units;
        stakeWon += expected.kind === 'W' ? 1 : expected.kind === 'HW' ? 0.5 : 0;
        stakeDecided +=
          expected.kind === 'W' || expected.kind === 'L' ? 1 : expected.kind === 'P' ? 0 : 0.5;
      }
      const record = (await call(expertCalls.record, { query: { id: expert.userId } })).data;
      expect(record.settled).toBe(settled);
      expect(record.return_units).toBeCloseTo(units, 3);
      expect(record.hit_rate).toBeCloseTo(stakeDecided ? stakeWon / stakeDecided : 0, 3);
      expect(record.history).toHaveLength(settled);
      expect(record.history.at(-1)?.return_units ?? 0).toBeCloseTo(units, 3);
    }

    // The week had wins and losses to settle, not one kind of outcome.
    expect(kinds.has('W') && kinds.has('L')).toBe(true);

    // The return ranking orders them by that same return.
    const ranking = (await call(expertCalls.ranking, { query: { sort: 'return' } })).data.list;
    const order = ranking.map((entry) => entry.expert.id);
    const returns = ranking.map((entry) => entry.record.return_units);
    expect([...returns].sort((a, b) => b - a)).toEqual(returns);
    expect(new Set(order)).toEqual(new Set(experts.map((expert) => expert.userId)));
  });
});
