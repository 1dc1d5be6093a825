import { describe, expect, it, vi } from 'vitest';
import { playGoalSound, type AudioContextLike } from './goal-sound';

function fakeContext(state = 'running') {
  const stops: number[] = [];
  const param = () => ({
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
  });
  const context = {
    currentTime: 100,
    destination: {} as AudioNode,
    state,
    resume: vi.fn(() => Promise.reject(new Error('not allowed'))),
    close: vi.fn(() => Promise.resolve()),
    createOscillator: () =>
      ({
        type: 'sine',
        frequency: param(),
        connect: vi.fn(),
        start: vi.fn(),
        stop: (at: number) => stops.push(at),
      }) as unknown as OscillatorNode,
    createGain: () => ({ gain: param(), connect: vi.fn() }) as unknown as GainNode,
  } satisfies AudioContextLike;
  return { context, stops };
}

describe('goal sound', () => {
  it('plays for exactly 6 s and then closes the audio context', () => {
    const { context, stops } = fakeContext();
    const timers: [() => void, number][] = [];
    playGoalSound(
      6_000,
      () => context,
      (callback, ms) => timers.push([callback, ms]),
    );
    expect(stops.length).toBeGreaterThan(3);
    expect(Math.max(...stops)).toBeCloseTo(106, 5);
    expect(Math.max(...stops)).toBeGreaterThan(105);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.[1]).toBe(6_000);
    expect(context.close).not.toHaveBeenCalled();
    timers[0]?.[0]();
    expect(context.close).toHaveBeenCalledTimes(1);
  });

  it('stays silent without an error when autoplay is refused or Web Audio is missing', async () => {
    const { context } = fakeContext('suspended');
    expect(() =>
      playGoalSound(
        6_000,
        () => context,
        () => 0,
      ),
    ).not.toThrow();
    expect(context.resume).toHaveBeenCalled();
    await Promise.resolve();
    expect(() => playGoalSound(6_000, () => null)).not.toThrow();
    expect(() =>
      playGoalSound(6_000, () => {
        throw new Error('blocked');
      }),
    ).not.toThrow();
  });
});
