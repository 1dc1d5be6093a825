import { describe, expect, it } from 'vitest';
import type { IngestStats } from '../../media/media-server';
import { openBusPair } from '../../test-support/targets';
import { assessStream, StreamHealthMonitor } from './stream-health';

const healthy = {
  fps: 25,
  keyframeIntervalS: 2,
  realtimeRatio: 1,
  lateFrames: 0,
  droppedFrames: 0,
};
const stream = (measure: typeof healthy | null, fps = 30, reconnects = 0) => ({
  fps,
  measure,
  reconnects,
});

describe('assessStream', () => {
  it('tells starting, stalled, poor and good streams apart, and says what is poor', () => {
    expect(assessStream(null, stream(null))).toEqual({ status: 'starting', problems: [] });
    expect(assessStream(0, stream(healthy))).toEqual({ status: 'stalled', problems: [] });
    expect(assessStream(2_500, stream(healthy))).toEqual({ status: 'good', problems: [] });
    expect(assessStream(300, stream(healthy)).problems).toEqual(['bitrate']);
    // The frames counted beat the encoder's claim of 30.
    expect(assessStream(2_500, stream({ ...healthy, fps: 12 })).problems).toEqual(['frame_rate']);
    // No frame rate anywhere: the bitrate decides.
    expect(assessStream(2_500, stream(null, 0)).status).toBe('good');
    expect(assessStream(2_500, stream({ ...healthy, realtimeRatio: 0.4 })).problems).toEqual([
      'falling_behind',
    ]);
    expect(assessStream(2_500, stream({ ...healthy, lateFrames: 60 })).problems).toEqual([
      'late_frames',
    ]);
    expect(assessStream(2_500, stream({ ...healthy, droppedFrames: 40 })).problems).toEqual([
      'dropped_frames',
    ]);
    expect(assessStream(2_500, stream({ ...healthy, keyframeIntervalS: 12 })).problems).toEqual([
      'keyframes',
    ]);
    expect(assessStream(2_500, stream(healthy, 30, 3)).problems).toEqual(['reconnects']);
  });

  it('judges a slow link from its packets before the bitrate has two readings', () => {
    expect(assessStream(null, stream({ ...healthy, realtimeRatio: 0.33, fps: 8 }))).toEqual({
      status: 'poor',
      problems: ['frame_rate', 'falling_behind'],
    });
  });
});

describe('StreamHealthMonitor', () => {
  it('measures the bitrate where a stream arrives and shares it with the other instances', async () => {
    const [busA, busB] = await openBusPair('memory');
    let now = 1_000_000;
    let streams: IngestStats[] = [
      {
        roomId: 7,
        inBytes: 1_000,
        width: 1280,
        height: 720,
        fps: 30,
        measure: null,
        reconnects: 0,
      },
    ];
    const ingest = new StreamHealthMonitor({
      bus: busA,
      channel: 'health-test',
      ingestStats: () => streams,
      now: () => now,
    });
    const elsewhere = new StreamHealthMonitor({
      bus: busB,
      channel: 'health-test',
      ingestStats: () => [],
      now: () => now,
    });
    // Only the other instance listens; the ingest's rounds are run by hand.
    await elsewhere.start();
    try {
      await ingest.tick();
      expect(ingest.of(7)).toMatchObject({ status: 'starting', kbps: null, width: 1280 });

      // 1.5 MB in 5 s: 2,400 kb/s.
      now += 5_000;
      streams = [{ ...streams[0]!, inBytes: 1_501_000 }];
      await ingest.tick();
      expect(ingest.of(7)).toMatchObject({ status: 'good', kbps: 2_400, fps: 30 });
      await expect.poll(() => elsewhere.of(7)?.kbps).toBe(2_400);

      // Nothing more arrived: stalled.
      now += 5_000;
      await ingest.tick();
      expect(ingest.of(7)?.status).toBe('stalled');

      // The streamer reconnected: the new publisher counts from zero, no rate yet.
      now += 5_000;
      streams = [{ ...streams[0]!, inBytes: 10 }];
      await ingest.tick();
      expect(ingest.of(7)).toMatchObject({ status: 'starting', kbps: null });

      // The stream ended: gone here, and on the other instance once it hears.
      now += 5_000;
      streams = [];
      await ingest.tick();
      expect(ingest.of(7)).toBeNull();
      await expect.poll(() => elsewhere.of(7)).toBeNull();
      expect(elsewhere.of(8)).toBeNull();
    } finally {
      await elsewhere.stop();
      await busA.close();
      await busB.close();
    }
  });

  it("forgets a crashed instance's streams after three intervals", async () => {
    const [busA, busB] = await openBusPair('memory');
    let now = 0;
    const ingest = new StreamHealthMonitor({
      bus: busA,
      channel: 'health-crash',
      ingestStats: () => [
        { roomId: 3, inBytes: 5, width: 0, height: 0, fps: 0, measure: null, reconnects: 0 },
      ],
      intervalMs: 1_000,
      now: () => now,
    });
    const elsewhere = new StreamHealthMonitor({
      bus: busB,
      channel: 'health-crash',
      ingestStats: () => [],
      intervalMs: 1_000,
      now: () => now,
    });
    await elsewhere.start();
    try {
      await ingest.tick();
      await expect.poll(() => elsewhere.of(3)?.status).toBe('starting');
      now += 3_001;
      expect(elsewhere.of(3)).toBeNull();
    } finally {
      await elsewhere.stop();
      await busA.close();
      await busB.close();
    }
  });
});
