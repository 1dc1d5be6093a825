import { z } from 'zod';

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

/** The envelope every `/api` response body follows. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });
}

/** Envelope of an error answer; `data` may carry the request id of a server fault. */
export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ request_id: z.string().optional() }).nullable(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
