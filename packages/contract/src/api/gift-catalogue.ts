import { z } from 'zod';
import { defineCall } from './define-call';
import { giftSchema } from './money';

/** Gift prices are whole diamonds within this range (a typo of 100000 is refused). */
export const GIFT_PRICE_LIMITS = { min: 1, max: 99_999 } as const;

const giftName = z.string().trim().min(1).max(24);

/** A gift of the catalogue as operators edit it: every language's name, whether it is offered. */
export const catalogueGiftSchema = giftSchema.omit({ name: true }).extend({
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  /** `normal`, or `fan_light` (joins the streamer's fan group; its kind cannot change). */
  kind: z.string(),
});
export type CatalogueGift = z.infer<typeof catalogueGiftSchema>;

export const giftEditSchema = z.object({
  /** Absent: a new gift. */
  id: z.number().int().positive().optional(),
  name_zh: giftName,
  name_en: giftName,
  name_vi: giftName,
  price: z.number().int().min(GIFT_PRICE_LIMITS.min).max(GIFT_PRICE_LIMITS.max),
  /** A path on this site, e.g. `/gifts/rose.svg` or an upload. */
  image: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_.-]+$/),
  animation: giftSchema.shape.animation,
  sort: z.number().int().min(0).max(10_000),
  active: z.boolean(),
});
export type GiftEdit = z.infer<typeof giftEditSchema>;

/**
 * The gift catalogue in the operator console. A save takes effect on every instance at once
 * (a bus message drops each instance's cached catalogue) and every open page hears
 * `catalogueChanged`, so gift panels show the new prices without a reload.
 */
export const giftCatalogueCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Admin/gifts',
    audience: 'operator',
    summary: 'Every gift, offered or not, with its names in each language',
    tag: 'admin',
    data: z.object({ list: z.array(catalogueGiftSchema) }),
  }),
  save: defineCall({
    method: 'POST',
    path: 'Admin/saveGift',
    audience: 'administrator',
    summary: 'Administrators: add a gift or change one (price, names, image, order, offered)',
    tag: 'admin',
    body: giftEditSchema,
    data: z.object({ before: catalogueGiftSchema.nullable(), after: catalogueGiftSchema }),
  }),
} as const;

/** Code 200 `catalogueChanged`, to every open page: a catalogue operators edit has changed. */
export const catalogueChangedDataSchema = z.object({ catalogue: z.enum(['gifts', 'rewards']) });
export type CatalogueChangedData = z.infer<typeof catalogueChangedDataSchema>;
