import { describe, expect, it } from 'vitest';
import { THROTTLE_WINDOW_MS, warnThrottled } from './throttled-warn';

function recorder() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
  };
}

describe('warnThrottled', () => {
  it('writes a repeated failure once a window, with how many it left out', () => {
    const logger = recorder();
    const error = new Error('Connection is closed.');
    const start = 1_000_000;
    for (let index = 0; index < 50; index += 1) {
      warnThrottled(logger as never, 'test push failed', error, start + index * 100);
    }
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]!.fields).toEqual({ err: error });
    warnThrottled(logger as never, 'test push failed', error, start + THROTTLE_WINDOW_MS + 1);
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[1]!.fields).toMatchObject({ similar_left_out: 49 });
  });

  it('throttles each message on its own', () => {
    const logger = recorder();
    warnThrottled(logger as never, 'first kind failed', new Error('a'), 5_000);
    warnThrottled(logger as never, 'second kind failed', new Error('b'), 5_001);
    warnThrottled(logger as never, 'first kind failed', new Error('c'), 5_002);
    expect(logger.lines.map((line) => line.message)).toEqual([
      'first kind failed',
      'second kind failed',
    ]);
  });
});
