/**
 * Spoiler-safe alerts (issue 25): on a page playing a live stream, goal alerts and score
 * changes wait as long as the picture runs behind the live edge, so the fan sees a goal on
 * the stream before the page tells it. The player reports its measured delay every second;
 * the member's setting (on unless they turned it off) can switch the wait off.
 */
let streamDelayMs: number | null = null;
let spoilerSafe = true;

/** The playing stream's delay behind live (null: no stream plays on this page). */
export function setStreamDelay(ms: number | null): void {
  streamDelayMs = ms === null || !Number.isFinite(ms) ? null : Math.max(0, Math.round(ms));
}

export function setSpoilerSafe(on: boolean): void {
  spoilerSafe = on;
}

/** How long news of the match waits on this page now. */
export function spoilerDelayMs(): number {
  return spoilerSafe && streamDelayMs !== null ? streamDelayMs : 0;
}

/** Runs `show` once the stream has caught up with it (at once without a stream). */
export function holdForStream(show: () => void): void {
  const delay = spoilerDelayMs();
  if (delay <= 0) show();
  else setTimeout(show, delay);
}
