/** The PostgreSQL error under a driver's or Drizzle's wrapping, if any. */
export function postgresErrorOf(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function isOverdraft(error: unknown): boolean {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23514' && pgError.constraint === 'wallet_accounts_balance_check';
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresErrorOf(error);
  return (
    pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint)
  );
}

/** Deadlocks and serialization failures: the transaction may simply be run again. */
export function isRetryable(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}
