import { describe, expect, it } from 'vitest';
import { StreamMeter } from './stream-meter';

/** Feeds `seconds` of 25 fps video with a keyframe every `gop` frames, as a connection delivers it. */
function feed(
  meter: StreamMeter,
  options: { from: number; seconds: number; speed?: number; gop?: number; skipEvery?: number },
): number {
  const speed = options.speed ?? 1;
  const gop = options.gop ?? 50;
  const frames = options.seconds * 25;
  let arrival = options.from;
  for (let index = 0; index < frames; index += 1) {
    if (options.skipEvery && index % options.skipEvery === options.skipEvery - 1) continue;
    arrival = options.from + (index * 40) / speed;
    meter.observe({ video: true, keyframe: index % gop === 0, dtsMs: index * 40 }, arrival);
    meter.observe({ video: false, keyframe: false, dtsMs: index * 40 }, arrival);
  }
  return arrival;
}

describe('StreamMeter', () => {
  it('reads a healthy stream: its frame rate, keyframe interval, and keeping up with live', () => {
    const meter = new StreamMeter();
    const end = feed(meter, { from: 1_000_000, seconds: 12 });
    expect(meter.measure(end)).toEqual({
      fps: 25,
      keyframeIntervalS: 2,
      realtimeRatio: 1,
      lateFrames: 0,
      droppedFrames: 0,
    });
  });

  it('sees a connection carrying a third of the stream fall behind', () => {
    const meter = new StreamMeter();
    const end = feed(meter, { from: 1_000_000, seconds: 12, speed: 1 / 3 });
    const measure = meter.measure(end);
    expect(measure.realtimeRatio).toBeCloseTo(0.33, 1);
    expect(measure.fps).toBeLessThan(9);
    expect(measure.lateFrames).toBeGreaterThan(0);
  });

  it('counts frames missing from the timeline, and a stream that stopped arriving', () => {
    const meter = new StreamMeter();
    const end = feed(meter, { from: 1_000_000, seconds: 10, skipEvery: 5 });
    expect(meter.measure(end).droppedFrames).toBeGreaterThanOrEqual(20);
    const silent = meter.measure(end + 4_500);
    expect(silent.fps).toBeLessThan(3);
    expect(meter.measure(end + 6_000).realtimeRatio).toBeNull();
  });
});
