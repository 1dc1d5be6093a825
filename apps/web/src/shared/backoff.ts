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

/**
 * How pages retry a lost socket: 1 s, doubling, at most 10 s apart, ±20 % so thousands of pages
 * cut at once do not come back at once. The cap keeps a page from sleeping through the end of an
 * outage: it tries again within 12 s of the server being back, so service is whole within 30 s
 * of a fault ending (issue 27), and thousands of pages retrying every 10 s against a refusing
 * server cost it a cheap 503 each.
 */
export const RECONNECT_BACKOFF = { minMs: 1_000, maxMs: 10_000, jitter: 0.2 } as const;
