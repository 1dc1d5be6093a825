import { z } from 'zod';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * The console's mall shipments queue: items members exchanged gold coins for, waiting to be
 * sent to the address they gave; an operator records the carrier's tracking number, and the
 * member's exchange record shows it as shipped.
 */
export const SHIPMENT_STATES = ['waiting', 'shipped'] as const;

export const shipmentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  count: z.number().int(),
  gold: z.number().int(),
  status: z.enum(SHIPMENT_STATES),
  /** Name, phone (whole: the carrier needs it) and address. */
  contact: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  tracking: z.string(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const consoleShipmentCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Admin/shipments',
    audience: 'operator',
    summary: 'Exchanged mall items waiting to be sent (oldest first) or sent (latest first)',
    tag: 'admin',
    query: z.object({ status: z.enum(SHIPMENT_STATES).default('waiting'), page: pageNumberSchema }),
    data: pageOf(shipmentSchema),
  }),
  ship: defineCall({
    method: 'POST',
    path: 'Admin/shipExchange',
    audience: 'operator',
    summary: 'Record that an exchanged item was sent, with the carrier and tracking number',
    tag: 'admin',
    body: z.object({
      id: z.number().int().positive(),
      tracking: z.string().trim().min(3).max(80),
    }),
    data: shipmentSchema,
  }),
} as const;
