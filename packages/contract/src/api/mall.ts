import { z } from 'zod';
import { giftSchema } from './money';
import { defineCall } from './define-call';
import { pageOf, pageQuery } from './paging';

/**
 * The exchange mall (spec §2 member centre "task centre and exchange mall", §7 goods list and
 * exchange): goods priced in gold coins with a stock. A `gift` goods puts gifts into the
 * member's backpack (sent from the live room's backpack tab); an `item` is shipped to an
 * address and its record waits for shipment.
 */
export const MALL = {
  exchangeCountMax: 99,
  pageSize: 20,
} as const;

export const GOODS_KINDS = ['gift', 'item'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

export const goodsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Gold coins for one. */
  price: z.number().int(),
  /** How many are left. */
  stock: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  /** For `gift` goods: the gift and how many of it one exchange puts into the backpack. */
  gift_id: z.number().int().nullable(),
  gift_quantity: z.number().int(),
});
export type Goods = z.infer<typeof goodsSchema>;

/** `delivered`: in the backpack; `waiting`: an item waiting for shipment; `shipped`. */
export const EXCHANGE_STATUSES = ['delivered', 'waiting', 'shipped'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

export const shippingContactSchema = z.object({
  name: z.string().trim().min(2).max(20),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{4,19}$/, 'phone: digits, 5 to 20'),
  address: z.string().trim().min(5).max(120),
});
export type ShippingContact = z.infer<typeof shippingContactSchema>;

export const exchangeRecordSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  image: z.string(),
  kind: z.enum(GOODS_KINDS),
  count: z.number().int(),
  /** Gold coins paid in all. */
  gold: z.number().int(),
  status: z.enum(EXCHANGE_STATUSES),
  /** Where an item goes, the phone masked; null for gifts. */
  contact: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
  /** The carrier and tracking number once an item is shipped (empty before). */
  tracking: z.string(),
  created_at: z.string(),
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

export const backpackItemSchema = giftSchema.extend({
  /** How many of this gift the backpack holds. */
  count: z.number().int(),
});
export type BackpackItem = z.infer<typeof backpackItemSchema>;

export const mallCalls = {
  goodsList: defineCall({
    method: 'GET',
    path: 'goods/getList',
    audience: 'public',
    summary: 'Goods on sale in the exchange mall, with gold-coin prices and stock',
    tag: 'mall',
    query: pageQuery,
    data: pageOf(goodsSchema),
  }),
  exchange: defineCall({
    method: 'POST',
    path: 'goods/exchange',
    audience: 'member',
    summary: 'Exchange gold coins for goods (never more than the stock); items need a contact',
    tag: 'mall',
    body: z.object({
      goods_id: z.coerce.number().int().positive(),
      count: z.coerce.number().int().min(1).max(MALL.exchangeCountMax).default(1),
      contact: shippingContactSchema.optional(),
      /** The client's id for this exchange: a retried request exchanges once. */
      request_id: z.string().trim().min(8).max(64).optional(),
    }),
    data: z.object({ record: exchangeRecordSchema, gold_coins: z.number().int() }),
  }),
  exchangeRecords: defineCall({
    method: 'GET',
    path: 'goods/exchangeRecords',
    audience: 'member',
    summary: "The member's exchanges, newest first",
    tag: 'mall',
    query: pageQuery,
    data: pageOf(exchangeRecordSchema),
  }),
  backpack: defineCall({
    method: 'GET',
    path: 'Backpack/getList',
    audience: 'member',
    summary: "The gifts in the member's backpack (from the mall and events)",
    tag: 'mall',
    data: z.object({ list: z.array(backpackItemSchema) }),
  }),
  sendBackpackGift: defineCall({
    method: 'POST',
    path: 'Backpack/send',
    audience: 'member',
    summary: "Send gifts from the backpack to a live room's streamer (no diamonds; no income)",
    tag: 'mall',
    body: z.object({
      room_id: z.coerce.number().int().positive(),
      gift_id: z.coerce.number().int().positive(),
      count: z.coerce
        .number()
        .int()
        .min(1)
        .max(MALL.exchangeCountMax * 100)
        .default(1),
    }),
    data: z.object({ list: z.array(backpackItemSchema) }),
  }),
};
