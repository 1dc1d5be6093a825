/**
 * The top of a chart's axis: the smallest 1, 2 or 5 × 10ⁿ at or above the largest value, so the
 * axis reads in round numbers (0 when everything is 0 is drawn against 1).
 */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** A site day (`YYYY-MM-DD`) as the axis shows it: `MM-DD`. */
export function shortDay(date: string): string {
  return date.slice(5);
}

/** Which days get a label under the axis: the first, the last, and a few between. */
export function labelledDays(count: number, most = 5): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, index) => Math.round(index * step));
}
