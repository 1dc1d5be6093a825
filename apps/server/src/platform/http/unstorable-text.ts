/**
 * SQLSTATEs PostgreSQL (and PGlite) raise for text it cannot store: 22021
 * character_not_in_repertoire (a NUL byte in `text`), 22P05 untranslatable_character
 * (`\u0000` in `jsonb`). The contract refuses control characters before a query runs; this is
 * the backstop for any text that reaches the database some other way. It is the sender's
 * fault, not ours: a 400, not a 500.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, looking through wrappers (Drizzle's `cause`). */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

export function isUnstorableText(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && UNSTORABLE_TEXT_STATES.has(state);
}
