import { postgresErrorOf } from '../../modules/money/ledger/pg-errors';

/**
 * What of a failed request's error may go to the log. A database error's message carries the
 * query's bound parameters (a member's card number, real name, chat text: security review M9),
 * so it is logged by SQLSTATE, constraint and the query's stack only; other errors as they are.
 */
export function loggableError(error: unknown): unknown {
  const database = postgresErrorOf(error);
  if (!database) return error;
  return {
    type: error instanceof Error ? error.name : 'DatabaseError',
    sqlState: database.code,
    ...(database.constraint ? { constraint: database.constraint } : {}),
    // The stack starts with the message (and its parameters, over several lines): frames only.
    stack:
      error instanceof Error
        ? error.stack
            ?.split('\n')
            .filter((line) => line.startsWith('    at '))
            .slice(0, 8)
            .join('\n')
        : undefined,
  };
}
