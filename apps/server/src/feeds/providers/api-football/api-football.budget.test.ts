import { describe, expect, it } from 'vitest';
import { simulateDay } from '../../../test-support/api-football/simulated-day';
import { planPolling } from './poll-plan';

const DAY = Date.UTC(2026, 10, 28);
const DAY_NUMBER = DAY / 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe('API-Football request budget', () => {
  it('follows 200 league-seasons for a day within the daily and per-minute limits', async () => {
    const run = await simulateDay({
      leagueCount: 200,
      matchesPerDay: 2,
      dailyLimit: 7_500,
      perMinute: 300,
    });
    const today = run.perDay.get(DAY_NUMBER) ?? 0;
    expect(today).toBeLessThanOrEqual(7_500);
    expect(run.busiestMinute).toBeLessThanOrEqual(300);
    // The day was followed: every fixture of the day finished with its score and its events.
    const played = run.feed
      .matchesBetween(DAY, DAY + 24 * HOUR_MS)
      .map((match) => run.feed.stateAt(match.id));
    expect(played).toHaveLength(400);
    expect(played.every((state) => state?.status === 'finished')).toBe(true);
    expect(played.every((state) => state?.events.some((event) => event.type === 'goal'))).toBe(
      true,
    );
    // Live scores came through the one live list, not one request per league.
    const live = run.calls.filter((call) => call.query.live === 'all');
    const playing = (live.at(-1)?.at ?? 0) - (live[0]?.at ?? 0);
    // Due every `liveMs`, made at the first 15 s round after that.
    const every = Math.ceil(run.feed.plan.liveMs / 15_000) * 15_000;
    expect(live.length).toBeGreaterThan(playing / every - 2);
    expect(run.calls.some((call) => call.query.live && call.query.league)).toBe(false);
    const [health] = run.feed.health();
    expect(health?.requests_today).toBe(today);
    expect(Object.values(health?.leagues ?? {}).every((at) => at !== null)).toBe(true);
  }, 120_000);

  it('spreads the start-up over minutes when the plan allows few requests a minute', async () => {
    const run = await simulateDay({ leagueCount: 200, dailyLimit: 7_500, perMinute: 20, hours: 2 });
    expect(run.busiestMinute).toBeLessThanOrEqual(20);
    // 200 seasons, tables and league records: 600 requests at 60 % of 20 a minute for the
    // background share, so all are done within the two hours, and no more than that.
    const seasons = run.calls.filter((call) => call.path === '/fixtures' && call.query.league);
    expect(seasons).toHaveLength(200);
  }, 120_000);

  it('stops at the daily limit error until 00:00 UTC, then resumes', async () => {
    const run = await simulateDay({
      leagueCount: 20,
      hours: 30,
      faults: [{ afterMs: 14 * HOUR_MS, fault: 'daily-limit' }],
    });
    const limitAt = DAY + 14 * HOUR_MS;
    const afterLimit = run.calls.filter(
      (call) => call.at > limitAt && call.at < DAY + 24 * HOUR_MS,
    );
    expect(afterLimit).toEqual([]);
    const nextDay = run.calls.filter((call) => call.at >= DAY + 24 * HOUR_MS);
    expect(nextDay.length).toBeGreaterThan(0);
    expect(nextDay[0]?.at).toBeLessThan(DAY + 24 * HOUR_MS + MINUTE_MS);
  }, 120_000);

  it('waits a minute after a rate limit, backs off on a failing provider, and recovers', async () => {
    const limitedAt = 15 * HOUR_MS;
    const failingAt = limitedAt + 10 * MINUTE_MS;
    const run = await simulateDay({
      leagueCount: 20,
      hours: 17,
      roundMs: 5_000,
      faults: [
        { afterMs: limitedAt, fault: 'http-429' },
        { afterMs: failingAt, fault: 'http-500', count: 3 },
      ],
    });
    const between = (from: number, to: number) =>
      run.calls.filter((call) => call.at > DAY + from && call.at < DAY + to);
    // Requests already in flight in the same round may go; none after it for a minute.
    expect(between(limitedAt, limitedAt + MINUTE_MS)).toEqual([]);
    expect(between(limitedAt, limitedAt + MINUTE_MS + 10_000).length).toBeGreaterThan(0);

    const failed = run.calls.filter((call) => call.fault === 'http-500');
    expect(failed).toHaveLength(3);
    const lastFailure = Math.max(...failed.map((call) => call.at)) - DAY;
    expect(between(lastFailure, lastFailure + 15_000)).toEqual([]);
    // Back to normal within a few minutes: the live list every ~15 s again.
    const liveAfter = between(failingAt + 5 * MINUTE_MS, failingAt + 10 * MINUTE_MS).filter(
      (call) => call.query.live === 'all',
    );
    expect(liveAfter.length).toBeGreaterThanOrEqual(15);
    expect(run.feed.health()[0]?.status).toBe('ok');
  }, 120_000);
});

describe('planPolling', () => {
  it('keeps the base plan while it fits and slows live polling first', () => {
    expect(planPolling({ dailyLimit: 75_000, leagueCount: 200 }).liveMs).toBe(15_000);
    const pro200 = planPolling({ dailyLimit: 7_500, leagueCount: 200 });
    expect(pro200.liveMs).toBeGreaterThan(15_000);
    expect(pro200.seasonMs).toBe(86_400_000);
    expect(pro200.worstCasePerDay).toBeLessThanOrEqual(7_500 * 0.9 + 1);
    const free = planPolling({ dailyLimit: 100, leagueCount: 5 });
    expect(free.worstCasePerDay).toBeLessThanOrEqual(91);
    expect(free.todayMs).toBeGreaterThan(10 * MINUTE_MS);
  });
});
