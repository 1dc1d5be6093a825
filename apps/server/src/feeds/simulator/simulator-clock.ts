/** The simulator reads time only through one of these, never `Date.now()` directly. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * Simulated time that runs `speed` times faster than `realNow`, starting at `simulatedStart`.
 * A demo at speed 10 plays a 90-minute match in 9 minutes; speed 1 follows the wall clock.
 */
export function acceleratedClock(options: {
  simulatedStart: number;
  speed: number;
  realNow?: Clock;
}): Clock {
  if (!(options.speed > 0)) throw new Error('The speed factor must be positive');
  const realNow = options.realNow ?? systemClock;
  const realStart = realNow();
  return () => options.simulatedStart + (realNow() - realStart) * options.speed;
}

export interface ManualClock extends Clock {
  set(time: number): void;
  advance(milliseconds: number): void;
}

/** A clock tests move by hand. */
export function manualClock(start: number): ManualClock {
  let now = start;
  const clock = (() => now) as ManualClock;
  clock.set = (time) => {
    now = time;
  };
  clock.advance = (milliseconds) => {
    now += milliseconds;
  };
  return clock;
}
