/**
 * Lane bookkeeping of the danmaku overlay. Every barrage flies at the same speed, so a barrage
 * never catches up with the one before it in its lane: a lane is free again as soon as the
 * previous barrage's tail (plus a gap) has entered the screen.
 */
export interface LaneLayout {
  /** Height of the area barrages may use, px. */
  areaHeight: number;
  /** Height of one lane, px. */
  laneHeight: number;
}

/** Gap between two barrages in one lane, px. */
export const LANE_GAP_PX = 24;

export function laneCount({ areaHeight, laneHeight }: LaneLayout): number {
  if (laneHeight <= 0) return 0;
  return Math.max(1, Math.floor(areaHeight / laneHeight));
}

/** Pixels per second: a barrage crosses a wide player in about 8 s, a narrow one in 6 s. */
export function flySpeed(stageWidth: number): number {
  return Math.max(90, stageWidth / 8);
}

export class LaneScheduler {
  /** Time (ms) at which each lane takes a new barrage. */
  private freeAt: number[] = [];

  /**
   * Reserves the topmost free lane for a barrage `width` px wide at `speed` px/s, or returns
   * null when every lane is busy (the barrage is then shown in the list only).
   */
  reserve(now: number, lanes: number, width: number, speed: number): number | null {
    if (this.freeAt.length !== lanes) {
      this.freeAt = Array.from({ length: lanes }, (_, index) => this.freeAt[index] ?? 0);
    }
    const lane = this.freeAt.findIndex((time) => time <= now);
    if (lane === -1) return null;
    this.freeAt[lane] = now + ((width + LANE_GAP_PX) / speed) * 1000;
    return lane;
  }

  clear(): void {
    this.freeAt = [];
  }
}

/** A width guess before the barrage is drawn: CJK characters are a full em, Latin about half. */
export function estimateWidth(text: string, fontPx: number): number {
  let ems = 0;
  for (const character of text) ems += (character.codePointAt(0) ?? 0) <= 0x24f ? 0.55 : 1;
  return Math.ceil(ems * fontPx) + 16;
}
