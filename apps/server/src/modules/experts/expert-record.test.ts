import type { AnalysisResult } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { computeRecord } from './expert-record';

const picks = (...results: [AnalysisResult, number][]) =>
  results.map(([result, returnUnits], index) => ({
    result,
    returnUnits,
    settledAt: new Date(Date.UTC(2026, 0, 1 + index)),
  }));

describe("an expert's record", () => {
  it('is empty without settled analyses', () => {
    expect(computeRecord([])).toMatchObject({
      settled: 0,
      hit_rate: 0,
      return_units: 0,
      roi: 0,
      current_streak: 0,
      best_streak: 0,
      recent: [],
      history: [],
    });
  });

  it('counts half results as half stakes, ignores voids and pushes in streaks', () => {
    const record = computeRecord(
      picks(
        ['won', 0.9],
        ['won', 1.1],
        ['void', 0],
        ['push', 0],
        ['won', 0.95],
        ['lost', -1],
        ['half_won', 0.45],
        ['half_lost', -0.5],
        ['lost', -1],
        ['push', 0],
        ['lost', -1],
      ),
    );
    expect(record).toMatchObject({
      settled: 10,
      won: 3,
      half_won: 1,
      push: 2,
      half_lost: 1,
      lost: 3,
      // (3 + 0.5) won of (3 + 3 + 0.5 + 0.5) decided.
      hit_rate: 0.5,
      return_units: -0.1,
      roi: -0.01,
      // W W W L W L L L (pushes skipped): three losses now, three wins at best.
      current_streak: -3,
      best_streak: 3,
    });
    expect(record.recent).toEqual(['L', 'P', 'L', 'L', 'W', 'L', 'W', 'P', 'W', 'W']);
    expect(record.history.at(-1)?.return_units).toBe(-0.1);
    expect(record.history).toHaveLength(10);
  });
});
