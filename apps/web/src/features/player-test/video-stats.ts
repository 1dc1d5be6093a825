import type { EngineKind, PlaybackEngine } from '../live';

export interface VideoStats {
  engine: EngineKind | null;
  width: number;
  height: number;
  currentTime: number;
  decodedFrames: number | null;
  droppedFrames: number | null;
  /** Seconds buffered after the playhead in its buffered range. */
  bufferAhead: number;
  /** Seconds between the newest buffered media and the playhead: a latency estimate. */
  latency: number;
  bitrateKbps: number | null;
}

type MeasuredVideo = Pick<
  HTMLVideoElement,
  'videoWidth' | 'videoHeight' | 'currentTime' | 'buffered'
> & { getVideoPlaybackQuality?: () => VideoPlaybackQuality };

/** What the player test page shows, read from the video element and the engine. */
export function readVideoStats(video: MeasuredVideo, engine: PlaybackEngine | null): VideoStats {
  const { buffered, currentTime } = video;
  let bufferAhead = 0;
  let latency = 0;
  if (buffered.length > 0) {
    latency = Math.max(0, buffered.end(buffered.length - 1) - currentTime);
    for (let index = 0; index < buffered.length; index += 1) {
      if (buffered.start(index) <= currentTime && currentTime <= buffered.end(index)) {
        bufferAhead = buffered.end(index) - currentTime;
      }
    }
  }
  const quality =
    typeof video.getVideoPlaybackQuality === 'function' ? video.getVideoPlaybackQuality() : null;
  return {
    engine: engine?.kind ?? null,
    width: video.videoWidth,
    height: video.videoHeight,
    currentTime,
    decodedFrames: quality?.totalVideoFrames ?? null,
    droppedFrames: quality?.droppedVideoFrames ?? null,
    bufferAhead,
    latency,
    bitrateKbps: engine?.stats().bitrateKbps ?? null,
  };
}
