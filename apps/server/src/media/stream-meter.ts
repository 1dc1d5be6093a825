/**
 * What a live stream's packets say about the streamer's connection (issue 25 item 6), measured
 * where they arrive. A connection too slow for the stream shows first as media time that
 * advances slower than the clock (frames arrive ever later), then as a low frame rate; an
 * encoder in trouble shows as missing frames and long keyframe intervals.
 */
export interface MediaPacket {
  video: boolean;
  keyframe: boolean;
  /** Decoding timestamp, milliseconds of media time. */
  dtsMs: number;
}

export interface StreamMeasure {
  /** Video frames received a second over the window. */
  fps: number;
  /** Seconds of media time between the last keyframes; null before two. */
  keyframeIntervalS: number | null;
  /**
   * Media time received over wall time elapsed in the window: 1 keeps up with live, 0.33 is a
   * connection carrying a third of the stream. Null until the window has enough frames.
   */
  realtimeRatio: number | null;
  /** Frames in the window that arrived over a second later than their timestamp allows. */
  lateFrames: number;
  /** Frames missing from the timeline in the window (gaps in timestamps). */
  droppedFrames: number;
}

interface Frame {
  arrival: number;
  dts: number;
}

/** How far back the figures look. */
export const METER_WINDOW_MS = 5_000;
/** A frame this much later than the stream's best lag counts as late. */
const LATE_AFTER_MS = 1_000;
/** The best lag (arrival minus timestamp) is looked for over this long. */
const LAG_MEMORY_MS = 30_000;

export class StreamMeter {
  private frames: Frame[] = [];
  private keyframes: number[] = [];

  observe(packet: MediaPacket, arrivalMs: number): void {
    if (!packet.video) return;
    this.frames.push({ arrival: arrivalMs, dts: packet.dtsMs });
    if (packet.keyframe) {
      this.keyframes.push(packet.dtsMs);
      if (this.keyframes.length > 8) this.keyframes.shift();
    }
    // Keep what the lag memory needs, no more.
    const oldest = arrivalMs - LAG_MEMORY_MS;
    let drop = 0;
    while (drop < this.frames.length && (this.frames[drop]?.arrival ?? 0) < oldest) drop += 1;
    if (drop > 0) this.frames.splice(0, drop);
  }

  measure(nowMs: number): StreamMeasure {
    const since = nowMs - METER_WINDOW_MS;
    const recent = this.frames.filter((frame) => frame.arrival > since);
    const fps = Math.round((recent.length / METER_WINDOW_MS) * 1000 * 10) / 10;

    const gaps: number[] = [];
    for (let index = 1; index < this.keyframes.length; index += 1) {
      gaps.push((this.keyframes[index] ?? 0) - (this.keyframes[index - 1] ?? 0));
    }
    const keyframeIntervalS =
      gaps.length > 0
        ? Math.round((gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length / 1000) * 10) / 10
        : null;

    const first = recent[0];
    const last = recent.at(-1);
    // The window is measured from its start, so a stream that stops sending shows at once.
    const wall = first ? nowMs - Math.max(since, first.arrival) : 0;
    const realtimeRatio =
      first && last && recent.length >= 10 && wall >= 1_000
        ? Math.round(((last.dts - first.dts) / wall) * 100) / 100
        : null;

    const bestLag = Math.min(...this.frames.map((frame) => frame.arrival - frame.dts));
    const lateFrames = recent.filter(
      (frame) => frame.arrival - frame.dts - bestLag > LATE_AFTER_MS,
    ).length;

    const steps = recent
      .slice(1)
      .map((frame, index) => frame.dts - (recent[index]?.dts ?? frame.dts))
      .filter((step) => step > 0)
      .sort((a, b) => a - b);
    const usual = steps[Math.floor(steps.length / 2)] ?? 0;
    let droppedFrames = 0;
    if (usual > 0) {
      for (const step of steps) {
        if (step > usual * 1.5) droppedFrames += Math.round(step / usual) - 1;
      }
    }
    return { fps, keyframeIntervalS, realtimeRatio, lateFrames, droppedFrames };
  }
}
