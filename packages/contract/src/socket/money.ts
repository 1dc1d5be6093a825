import { z } from 'zod';
import { walletSchema } from '../api/money';
import { RED_ENVELOPE_STATUSES, redEnvelopeSchema } from '../api/red-envelopes';

/** `gift` (code 200, to the room's pages): someone sent gifts; every page shows the effect. */
export const giftEventSchema = z.object({
  room_id: z.number().int(),
  send_id: z.number().int(),
  gift_id: z.number().int(),
  gift_name: z.string(),
  image: z.string(),
  animation: z.enum(['none', 'float', 'fullscreen']),
  count: z.number().int(),
  /** Diamonds in all (price × count); 0 for gifts from the backpack. */
  total: z.number(),
  /** Sent from the backpack (mall or event gifts): no diamonds, no income. */
  backpack: z.boolean().optional(),
  sender: z.object({
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    noble_tier: z.number().int().nullable(),
  }),
});
export type GiftEvent = z.infer<typeof giftEventSchema>;

/** `walletChanged` (code 200, to the member's own pages): a payment landed, income settled… */
export const walletChangedEventSchema = z.object({
  wallet: walletSchema,
  reason: z.string(),
  order_no: z.string().nullable(),
});
export type WalletChangedEvent = z.infer<typeof walletChangedEventSchema>;

/** `redEnvelope` (code 200, to the room's pages): a red envelope appeared in the room. */
export const redEnvelopeEventSchema = redEnvelopeSchema;

/** `redEnvelopeChanged` (code 200, to the room's pages): shares were claimed, or it closed. */
export const redEnvelopeChangedEventSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  remaining_count: z.number().int(),
  status: z.enum(RED_ENVELOPE_STATUSES),
});
export type RedEnvelopeChangedEvent = z.infer<typeof redEnvelopeChangedEventSchema>;
