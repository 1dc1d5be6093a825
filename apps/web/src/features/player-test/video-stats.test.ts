import { describe, expect, it } from 'vitest';
import type { PlaybackEngine } from '../live';
import { readVideoStats } from './video-stats';

function ranges(...spans: [number, number][]): TimeRanges {
  return {
    length: spans.length,
    start: (index: number) => spans[index]?.[0] ?? 0,
    end: (index: number) => spans[index]?.[1] ?? 0,
  };
}

describe('readVideoStats', () => {
  it('reads resolution, frames, buffer, latency and the engine bitrate', () => {
    const engine: PlaybackEngine = {
      kind: 'flv',
      url: '/live/1.flv',
      stats: () => ({ bitrateKbps: 2400, latencyMs: 900 }),
      destroy: () => undefined,
    };
    const stats = readVideoStats(
      {
        videoWidth: 1280,
        videoHeight: 720,
        currentTime: 10,
        buffered: ranges([0, 11.5], [12, 14]),
        getVideoPlaybackQuality: () =>
          ({ totalVideoFrames: 300, droppedVideoFrames: 2 }) as VideoPlaybackQuality,
      },
      engine,
    );
    expect(stats).toMatchObject({
      engine: 'flv',
      width: 1280,
      height: 720,
      decodedFrames: 300,
      droppedFrames: 2,
      bufferAhead: 1.5,
      latency: 4,
      bitrateKbps: 2400,
    });
  });

  it('copes with an empty buffer and no engine', () => {
    const stats = readVideoStats(
      { videoWidth: 0, videoHeight: 0, currentTime: 0, buffered: ranges() },
      null,
    );
    expect(stats).toMatchObject({
      engine: null,
      bufferAhead: 0,
      latency: 0,
      decodedFrames: null,
      bitrateKbps: null,
    });
  });
});
