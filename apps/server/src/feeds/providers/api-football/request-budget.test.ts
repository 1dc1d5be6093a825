import { describe, expect, it } from 'vitest';
import { manualClock } from '../../simulator/simulator-clock';
import { RequestBudget } from './request-budget';

const NOON = Date.UTC(2026, 10, 28, 12);

function budget(dailyLimit = 100, perMinute = 10) {
  const clock = manualClock(NOON);
  return { clock, budget: new RequestBudget({ dailyLimit, perMinute, clock }) };
}

function spendWhileAllowed(subject: RequestBudget, priority: 'live' | 'today' | 'background') {
  let spent = 0;
  while (subject.allows(priority) && spent < 10_000) {
    subject.spend();
    spent += 1;
  }
  return spent;
}

describe('RequestBudget', () => {
  it('keeps to the minute limit, leaving live requests a share the others cannot take', () => {
    const { budget: subject, clock } = budget(1_000, 10);
    expect(spendWhileAllowed(subject, 'background')).toBe(6);
    expect(spendWhileAllowed(subject, 'today')).toBe(2);
    expect(spendWhileAllowed(subject, 'live')).toBe(2);
    clock.advance(59_999);
    expect(subject.allows('live')).toBe(false);
    clock.advance(1);
    expect(subject.allows('live')).toBe(true);
  });

  it('keeps to the daily limit, the last requests of the day kept for live scores', () => {
    const { budget: subject, clock } = budget(100, 1_000);
    expect(spendWhileAllowed(subject, 'background')).toBe(85);
    expect(spendWhileAllowed(subject, 'today')).toBe(7);
    expect(spendWhileAllowed(subject, 'live')).toBe(8);
    clock.set(Date.UTC(2026, 10, 29));
    expect(subject.figures().requestsToday).toBe(0);
    expect(subject.allows('background')).toBe(true);
  });

  it('blocks until 00:00 UTC after the daily-limit error and a minute after a rate limit', () => {
    const { budget: subject, clock } = budget();
    subject.failed('daily-limit');
    expect(subject.figures()).toMatchObject({
      blockedBecause: 'daily-limit',
      blockedUntil: Date.UTC(2026, 10, 29),
    });
    clock.set(Date.UTC(2026, 10, 29) - 1);
    expect(subject.allows('live')).toBe(false);
    clock.set(Date.UTC(2026, 10, 29));
    expect(subject.allows('live')).toBe(true);

    subject.failed('rate-limit');
    clock.advance(59_000);
    expect(subject.allows('live')).toBe(false);
    clock.advance(1_000);
    expect(subject.allows('live')).toBe(true);
  });

  it('backs off 15 s, 30 s, 60 s … up to 10 min while the provider fails, and resets on success', () => {
    const { budget: subject, clock } = budget();
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure += 1) {
      subject.failed('unavailable');
      waits.push((subject.figures().blockedUntil ?? 0) - clock());
      clock.set(subject.figures().blockedUntil ?? clock());
    }
    expect(waits).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000]);
    subject.succeeded();
    subject.failed('unavailable');
    expect((subject.figures().blockedUntil ?? 0) - clock()).toBe(15_000);
    // A refused request (a bad parameter) says nothing of the provider: no back-off.
    clock.advance(15_000);
    subject.failed('rejected');
    expect(subject.allows('live')).toBe(true);
  });

  it("takes the provider's count of what is left when it is lower than ours", () => {
    const { budget: subject } = budget(100);
    subject.spend();
    subject.syncRemaining(10);
    expect(subject.figures().requestsToday).toBe(90);
    subject.syncRemaining(50);
    expect(subject.figures().requestsToday).toBe(90);
  });
});
