import {
  STREAM_HEALTH_LIMITS,
  streamHealthSchema,
  type StreamHealth,
  type StreamHealthProblem,
  type StreamHealthStatus,
} from '@tifo/contract';
import { z } from 'zod';
import type { IngestStats } from '../../media/media-server';
import { METER_WINDOW_MS } from '../../media/stream-meter';
import type { Bus } from '../../platform/bus/bus';
import { InstanceReports } from '../../realtime/instance-reports';

export interface StreamHealthOptions {
  bus: Bus;
  channel: string;
  /** What this instance's ingest receives now. */
  ingestStats: () => IngestStats[];
  /** How often streams are measured and the measures shared (the presence interval). */
  intervalMs?: number;
  /** A stream measured here changed state (good, poor, stalled): its viewers are told. */
  onChange?: (roomId: number, health: StreamHealth) => Promise<void> | void;
  now?: () => number;
}

/** A stream's state and what is wrong with it, from its bitrate and what its packets say. */
export function assessStream(
  kbps: number | null,
  stream: Pick<IngestStats, 'fps' | 'measure' | 'reconnects'>,
): { status: StreamHealthStatus; problems: StreamHealthProblem[] } {
  // Without two byte counts yet, the packets alone may already tell (a slow link shows at once).
  if (kbps === null && stream.measure?.realtimeRatio == null) {
    return { status: 'starting', problems: [] };
  }
  if (kbps !== null && kbps < 1) return { status: 'stalled', problems: [] };
  const limits = STREAM_HEALTH_LIMITS;
  const { measure } = stream;
  // The frames counted beat the encoder's claim; an encoder that sent neither is judged by
  // the rest.
  const fps = measure?.fps ?? stream.fps;
  const problems: StreamHealthProblem[] = [];
  if (kbps !== null && kbps < limits.poorKbps) problems.push('bitrate');
  if (fps > 0 && fps < limits.poorFps) problems.push('frame_rate');
  if (measure?.realtimeRatio != null && measure.realtimeRatio < limits.poorRealtimeRatio) {
    problems.push('falling_behind');
  }
  const frames = (measure?.fps ?? 0) * (METER_WINDOW_MS / 1000);
  if (measure && frames > 0 && measure.lateFrames / frames > limits.poorLateShare) {
    problems.push('late_frames');
  }
  if (
    measure &&
    frames > 0 &&
    measure.droppedFrames / (frames + measure.droppedFrames) > limits.poorLateShare
  ) {
    problems.push('dropped_frames');
  }
  if (
    measure?.keyframeIntervalS != null &&
    measure.keyframeIntervalS > limits.poorKeyframeIntervalS
  ) {
    problems.push('keyframes');
  }
  if (stream.reconnects >= limits.poorReconnects) problems.push('reconnects');
  return { status: problems.length > 0 ? 'poor' : 'good', problems };
}

/**
 * Stream health for the console's rooms (issue 21 item 4). A stream arrives at one instance's
 * ingest; that instance measures its bitrate from the bytes received between two readings and
 * tells the others on the bus, so whichever instance answers the console knows every stream.
 */
export class StreamHealthMonitor {
  private readonly remote: InstanceReports<number, StreamHealth>;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readings = new Map<number, { at: number; inBytes: number }>();
  private local = new Map<number, StreamHealth>();

  constructor(private readonly options: StreamHealthOptions) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.remote = new InstanceReports({
      bus: options.bus,
      channel: options.channel,
      intervalMs: this.intervalMs,
      entrySchema: z.tuple([z.number().int(), streamHealthSchema]),
      ...(options.now ? { now: options.now } : {}),
    });
  }

  start(): Promise<void> {
    return this.remote.start(() => this.tick());
  }

  stop(): Promise<void> {
    return this.remote.stop();
  }

  /** One round: read this instance's streams, then tell the others. */
  async tick(): Promise<void> {
    const at = this.now();
    const readings = new Map<number, { at: number; inBytes: number }>();
    const local = new Map<number, StreamHealth>();
    for (const stream of this.options.ingestStats()) {
      const previous = this.readings.get(stream.roomId);
      // A new publisher starts counting again from zero: no rate from the old one's bytes.
      const comparable = previous && stream.inBytes >= previous.inBytes && at > previous.at;
      const kbps = comparable
        ? Math.round(((stream.inBytes - previous.inBytes) * 8) / (at - previous.at))
        : null;
      readings.set(stream.roomId, { at, inBytes: stream.inBytes });
      const { measure } = stream;
      local.set(stream.roomId, {
        ...assessStream(kbps, stream),
        kbps,
        width: stream.width,
        height: stream.height,
        fps: stream.fps,
        measured_fps: measure?.fps ?? null,
        keyframe_interval_s: measure?.keyframeIntervalS ?? null,
        realtime_ratio: measure?.realtimeRatio ?? null,
        late_frames: measure?.lateFrames ?? null,
        dropped_frames: measure?.droppedFrames ?? null,
        reconnects: stream.reconnects,
        measured_at: new Date(at).toISOString(),
      });
    }
    const previous = this.local;
    this.readings = readings;
    this.local = local;
    await this.remote.publish([...local.entries()]);
    for (const [roomId, health] of local) {
      const before = previous.get(roomId);
      // `starting` is no news; a first verdict is, and so is any change of verdict.
      if (health.status === 'starting' || before?.status === health.status) continue;
      if (!before && health.status === 'good') continue;
      await this.options.onChange?.(roomId, health);
    }
  }

  /** The room's stream as last measured, here or on another instance; null without one. */
  of(roomId: number): StreamHealth | null {
    const here = this.local.get(roomId);
    if (here) return here;
    for (const report of this.remote.current()) {
      const there = report.get(roomId);
      if (there) return there;
    }
    return null;
  }
}
