import {
  STREAM_HEALTH_LIMITS,
  streamHealthSchema,
  type StreamHealth,
  type StreamHealthStatus,
} from '@tifo/contract';
import { z } from 'zod';
import type { IngestStats } from '../../media/media-server';
import type { Bus } from '../../platform/bus/bus';
import { InstanceReports } from '../../realtime/instance-reports';

export interface StreamHealthOptions {
  bus: Bus;
  channel: string;
  /** What this instance's ingest receives now. */
  ingestStats: () => IngestStats[];
  /** How often streams are measured and the measures shared (the presence interval). */
  intervalMs?: number;
  now?: () => number;
}

export function healthStatus(kbps: number | null, fps: number): StreamHealthStatus {
  if (kbps === null) return 'starting';
  if (kbps < 1) return 'stalled';
  if (kbps < STREAM_HEALTH_LIMITS.weakKbps) return 'weak';
  // An encoder that sent no frame rate is judged by its bitrate alone.
  if (fps > 0 && fps < STREAM_HEALTH_LIMITS.weakFps) return 'weak';
  return 'good';
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
      local.set(stream.roomId, {
        status: healthStatus(kbps, stream.fps),
        kbps,
        width: stream.width,
        height: stream.height,
        fps: stream.fps,
      });
    }
    this.readings = readings;
    this.local = local;
    await this.remote.publish([...local.entries()]);
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
