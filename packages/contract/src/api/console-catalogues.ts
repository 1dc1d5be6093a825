import { z } from 'zod';
import { defineCall } from './define-call';
import { GOODS_KINDS } from './mall';

/**
 * Catalogues operators edit in the console (issue: operator console, item 5): recharge
 * packages, exchange-mall goods and banners. Each is read from the database on every request
 * (no instance keeps a copy), so a save holds on every instance at once. Packages are money
 * settings (administrators); goods prices are gold coins, a reward economy (administrators
 * too); banners are content (any staff). Each save answers the row before and after, which the
 * audit log keeps.
 */

/** A site path (`/news`, `/detail?id=3`): banners never send visitors off the site. */
const sitePath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/(?!\/)[^\s]*$/, 'a path of this site, starting with /');
/** An image of the site: a bundled picture or an upload. */
const imagePath = z
  .string()
  .trim()
  .max(200)
  .regex(/^(https?:\/\/[^\s/]+)?\/[A-Za-z0-9/_.-]+$/);
const text = (max: number) => z.string().trim().min(1).max(max);

export const catalogueChargePackageSchema = z.object({
  id: z.number().int(),
  coin: z.number().int(),
  give: z.number().int(),
  money_fen: z.number().int(),
  price_vnd: z.number().int().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type CatalogueChargePackage = z.infer<typeof catalogueChargePackageSchema>;

export const chargePackageEditSchema = z
  .object({
    id: z.number().int().positive().optional(),
    /** The price in fen (¥1 = 100 fen), whole yuan tenths: 10 diamonds a yuan (spec §5). */
    money_fen: z.number().int().min(100).max(10_000_000).multipleOf(10),
    /** Bonus diamonds: at most as many as bought. */
    give: z.number().int().min(0),
    price_vnd: z.number().int().min(5_000).max(999_999_999).nullable(),
    sort: z.number().int().min(0).max(10_000),
    active: z.boolean(),
  })
  .refine((edit) => edit.give <= edit.money_fen / 10, {
    message: 'the bonus cannot exceed the diamonds bought',
    path: ['give'],
  });

export const catalogueGoodsSchema = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  description_zh: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
  image: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  gift_id: z.number().int().nullable(),
  gift_quantity: z.number().int(),
  sort: z.number().int(),
  on_sale: z.boolean(),
});
export type CatalogueGoods = z.infer<typeof catalogueGoodsSchema>;

export const goodsEditSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name_zh: text(40),
    name_en: text(40),
    name_vi: text(40),
    description_zh: z.string().trim().max(200),
    description_en: z.string().trim().max(200),
    description_vi: z.string().trim().max(200),
    image: imagePath,
    /** Gold coins for one. */
    price: z.number().int().min(1).max(10_000_000),
    /** Sets how many are left. */
    stock: z.number().int().min(0).max(1_000_000),
    kind: z.enum(GOODS_KINDS),
    gift_id: z.number().int().positive().nullable(),
    gift_quantity: z.number().int().min(1).max(999),
    sort: z.number().int().min(0).max(10_000),
    on_sale: z.boolean(),
  })
  .refine((edit) => (edit.kind === 'gift') === (edit.gift_id !== null), {
    message: 'gift goods name their gift; items have none',
    path: ['gift_id'],
  });

export const BANNER_POSITIONS = ['home', 'video'] as const;

export const catalogueBannerSchema = z.object({
  id: z.number().int(),
  position: z.enum(BANNER_POSITIONS),
  title_zh: z.string(),
  title_en: z.string(),
  title_vi: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type CatalogueBanner = z.infer<typeof catalogueBannerSchema>;

export const bannerEditSchema = z.object({
  id: z.number().int().positive().optional(),
  position: z.enum(BANNER_POSITIONS),
  title_zh: text(60),
  title_en: text(80),
  title_vi: text(80),
  image: imagePath,
  link: sitePath,
  sort: z.number().int().min(0).max(10_000),
  active: z.boolean(),
});

function catalogue<Item extends z.ZodType, Edit extends z.ZodType>(options: {
  list: string;
  save: string;
  what: string;
  saveAudience: 'operator' | 'administrator';
  item: Item;
  edit: Edit;
}) {
  return {
    list: defineCall({
      method: 'GET',
      path: options.list,
      audience: 'operator',
      summary: `Every ${options.what}, offered or not`,
      tag: 'admin',
      data: z.object({ list: z.array(options.item) }),
    }),
    save: defineCall({
      method: 'POST',
      path: options.save,
      audience: options.saveAudience,
      summary: `Add a ${options.what} or change one`,
      tag: 'admin',
      body: options.edit,
      data: z.object({ before: options.item.nullable(), after: options.item }),
    }),
  };
}

export const packageCatalogueCalls = catalogue({
  list: 'Admin/packages',
  save: 'Admin/savePackage',
  what: 'recharge package',
  saveAudience: 'administrator',
  item: catalogueChargePackageSchema,
  edit: chargePackageEditSchema,
});

export const goodsCatalogueCalls = catalogue({
  list: 'Admin/goods',
  save: 'Admin/saveGoods',
  what: 'exchange-mall goods',
  saveAudience: 'administrator',
  item: catalogueGoodsSchema,
  edit: goodsEditSchema,
});

export const bannerCatalogueCalls = catalogue({
  list: 'Admin/banners',
  save: 'Admin/saveBanner',
  what: 'banner',
  saveAudience: 'operator',
  item: catalogueBannerSchema,
  edit: bannerEditSchema,
});
