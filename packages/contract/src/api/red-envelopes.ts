import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { walletSchema } from './money';
import { defineCall } from './define-call';

/**
 * Red envelopes in live rooms (spec §7 Redenvelope insert, getRedInfo, receiveRed): a member
 * puts diamonds into N shares; each member claims at most one share, split at random but
 * fairly (no share is more than twice the mean of what is left); what nobody claimed before the
 * envelope expires goes back to the sender.
 */
export const RED_ENVELOPE = {
  minShares: 1,
  maxShares: 100,
  minDiamonds: 1,
  maxDiamonds: 100_000,
  messageMaxLength: 30,
  /** How long an envelope stays open in the room. */
  ttlMinutes: 30,
} as const;

export const RED_ENVELOPE_STATUSES = ['open', 'finished', 'expired'] as const;
export type RedEnvelopeStatus = (typeof RED_ENVELOPE_STATUSES)[number];

const personSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

export const redEnvelopeSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender: personSchema,
  /** Diamonds in all. */
  total: z.number(),
  count: z.number().int(),
  remaining_count: z.number().int(),
  message: z.string(),
  status: z.enum(RED_ENVELOPE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  /** Diamonds the asking member claimed from it; null when they have not (or for pushes). */
  my_share: z.number().nullable(),
});
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>;

export const redEnvelopeClaimSchema = personSchema.extend({
  amount: z.number(),
  claimed_at: z.string(),
});
export type RedEnvelopeClaim = z.infer<typeof redEnvelopeClaimSchema>;

export const redEnvelopeCalls = {
  insert: defineCall({
    method: 'POST',
    path: 'Redenvelope/insert',
    audience: 'member',
    summary: 'Put diamonds into a red envelope of N shares in a live room',
    tag: 'red-envelopes',
    body: z.object({
      room_id: z.coerce.number().int().positive(),
      total: z.coerce.number().int().min(RED_ENVELOPE.minDiamonds).max(RED_ENVELOPE.maxDiamonds),
      count: z.coerce.number().int().min(RED_ENVELOPE.minShares).max(RED_ENVELOPE.maxShares),
      message: z
        .string()
        .overwrite(normaliseText)
        .trim()
        .max(RED_ENVELOPE.messageMaxLength)
        .default(''),
      /** The client's id for this envelope: a retried request sends once. */
      request_id: z.string().trim().min(8).max(64).optional(),
    }),
    data: z.object({ envelope: redEnvelopeSchema, wallet: walletSchema }),
  }),
  roomList: defineCall({
    method: 'GET',
    path: 'Redenvelope/getList',
    audience: 'public',
    summary: "A room's open red envelopes (the room shows them on entering)",
    tag: 'red-envelopes',
    query: z.object({ room_id: z.coerce.number().int().positive() }),
    data: z.object({ list: z.array(redEnvelopeSchema) }),
  }),
  info: defineCall({
    method: 'GET',
    path: 'Redenvelope/getRedInfo',
    audience: 'public',
    summary: 'One red envelope and who claimed how much',
    tag: 'red-envelopes',
    query: z.object({ id: z.coerce.number().int().positive() }),
    data: z.object({ envelope: redEnvelopeSchema, claims: z.array(redEnvelopeClaimSchema) }),
  }),
  receive: defineCall({
    method: 'POST',
    path: 'Redenvelope/receiveRed',
    audience: 'member',
    summary: 'Claim a share of a red envelope (once per member)',
    tag: 'red-envelopes',
    body: z.object({ id: z.coerce.number().int().positive() }),
    data: z.object({ amount: z.number(), envelope: redEnvelopeSchema, wallet: walletSchema }),
  }),
};
