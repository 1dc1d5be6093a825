import { z } from 'zod';
import {
  STREAM_HEALTH_PROBLEMS,
  STREAM_HEALTH_STATUSES,
  streamHealthSchema,
} from './admin-console';
import { defineCall } from './define-call';

/**
 * A live stream's health (issue 25 item 6): the streamer reads it in their centre; viewers of
 * the room are told when the connection turns unstable (`streamHealth` event) and when it
 * recovers.
 */
export const streamHealthCalls = {
  mine: defineCall({
    method: 'GET',
    path: 'Live/getStreamHealth',
    audience: 'streamer',
    summary: "The streamer's own stream as the ingest measures it now (null: no stream arriving)",
    tag: 'live',
    data: z.object({ health: streamHealthSchema.nullable() }),
  }),
};

/** The `streamHealth` room event: the stream's state changed. */
export const streamHealthEventSchema = z.object({
  room_id: z.number().int(),
  status: z.enum(STREAM_HEALTH_STATUSES),
  problems: z.array(z.enum(STREAM_HEALTH_PROBLEMS)),
});
export type StreamHealthEvent = z.infer<typeof streamHealthEventSchema>;
