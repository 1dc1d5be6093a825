/**
 * Response codes of the `{code, msg, data}` envelope (api-conventions.md, spec §8).
 * The client decides by `code`, never by HTTP status.
 */
export const ResponseCode = {
  /** Success. */
  ok: 0,
  /** An error the user can act on; `msg` is translated into the request's language. */
  error: 1,
  /** Session expired or token invalid: the client clears the session. */
  sessionExpired: 700,
  /** Logged out elsewhere: confirm dialog, then reset and reload. */
  loggedOutElsewhere: 50008,
  /** Token illegal: confirm dialog, then reset and reload. */
  tokenIllegal: 50012,
  /** Token expired: confirm dialog, then reset and reload. */
  tokenExpired: 50014,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Codes after which the client shows the "you have been logged out" confirm dialog. */
export const RELOGIN_CODES: readonly number[] = [
  ResponseCode.loggedOutElsewhere,
  ResponseCode.tokenIllegal,
  ResponseCode.tokenExpired,
];
