import type { FastifyBaseLogger } from 'fastify';

/** How often one kind of repeated failure is written while it goes on. */
export const THROTTLE_WINDOW_MS = 10_000;

const windows = new Map<string, { opened: number; left: number }>();

/**
 * Writes a warning the first time `message` fails, then at most once per window, with how many
 * were left out. While Redis is away every gift, chat line and wallet change fails its push: one
 * stack trace per push (dozens a second) buried the log an operator reads to see what broke.
 * Keyed by the message, which comes from code, so the map stays small.
 */
export function warnThrottled(
  logger: Pick<FastifyBaseLogger, 'warn'>,
  message: string,
  error: unknown,
  now = Date.now(),
): void {
  const window = windows.get(message);
  if (window && now - window.opened < THROTTLE_WINDOW_MS) {
    window.left += 1;
    return;
  }
  windows.set(message, { opened: now, left: 0 });
  const left = window?.left ?? 0;
  logger.warn({ err: error, ...(left > 0 && { similar_left_out: left }) }, message);
}
