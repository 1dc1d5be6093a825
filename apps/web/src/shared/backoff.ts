/**
 * Delay before reconnect attempt `attempt` (0-based): exponential, capped, with jitter. On its
 * own (no DOM types) so the chaos suite's clients reconnect exactly as pages do.
 */
export function backoffDelay(
  attempt: number,
  { min, max, jitter, random }: { min: number; max: number; jitter: number; random: () => number },
): number {
  const base = Math.min(max, min * 2 ** attempt);
  return Math.round(base * (1 - jitter + random() * 2 * jitter));
}
