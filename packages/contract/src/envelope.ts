import { z } from 'zod';

// Apart from the schemas, so the web app's first load can read them without zod.
export { RELOGIN_CODES, ResponseCode, type ResponseCodeValue } from './response-codes';

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
