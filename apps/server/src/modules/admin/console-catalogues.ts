import {
  bannerCatalogueCalls,
  goodsCatalogueCalls,
  packageCatalogueCalls,
  type CatalogueBanner,
  type CatalogueChargePackage,
  type CatalogueGoods,
  type GoodsKind,
} from '@tifo/contract';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { banners, chargePackages, gifts, goods } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';

type PackageRow = typeof chargePackages.$inferSelect;
type GoodsRow = typeof goods.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

const packageView = (row: PackageRow): CatalogueChargePackage => ({
  id: row.id,
  coin: row.coin,
  give: row.give,
  money_fen: row.moneyFen,
  price_vnd: row.priceVnd,
  sort: row.sort,
  active: row.active,
});

const goodsView = (row: GoodsRow): CatalogueGoods => ({
  id: row.id,
  name_zh: row.nameZh,
  name_en: row.nameEn,
  name_vi: row.nameVi,
  description_zh: row.descriptionZh,
  description_en: row.descriptionEn,
  description_vi: row.descriptionVi,
  image: row.image,
  price: row.price,
  stock: row.stock,
  kind: row.kind as GoodsKind,
  gift_id: row.giftId,
  gift_quantity: row.giftQuantity,
  sort: row.sort,
  on_sale: row.onSale,
});

const bannerView = (row: BannerRow): CatalogueBanner => ({
  id: row.id,
  position: row.position as CatalogueBanner['position'],
  title_zh: row.titleZh,
  title_en: row.titleEn,
  title_vi: row.titleVi,
  image: row.image,
  link: row.link,
  sort: row.sort,
  active: row.active,
});

/**
 * Saves a catalogue row (insert without `id`, update with one) in a transaction that reads the
 * row before, for the answer and so the audit log. Nothing caches these catalogues: the next
 * request on any instance sees the change.
 */
async function saveRow<Row extends { id: number }, View>(
  db: Database,
  table: PgTable & { id: PgColumn },
  id: number | undefined,
  values: Record<string, unknown>,
  view: (row: Row) => View,
): Promise<{ before: View | null; after: View }> {
  return db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = (await tx.insert(table).values(values).returning()) as Row[];
      return { before: null, after: view(row!) };
    }
    const [before] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
    if (!before) throw new AppError('admin.catalogueItemNotFound', { httpStatus: 404 });
    const [after] = (await tx
      .update(table)
      .set(values)
      .where(eq(table.id, id))
      .returning()) as Row[];
    return { before: view(before), after: view(after!) };
  });
}

/** The console's catalogues: recharge packages, exchange-mall goods and banners. */
export function installConsoleCatalogues(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  registerCall(app, packageCatalogueCalls.list, async () => ({
    list: (await db.select().from(chargePackages).orderBy(asc(chargePackages.sort))).map(
      packageView,
    ),
  }));
  registerCall(app, packageCatalogueCalls.save, ({ body }) =>
    saveRow(
      db,
      chargePackages,
      body.id,
      {
        // Ten diamonds a yuan (spec §5): the price decides the diamonds.
        coin: body.money_fen / 10,
        give: body.give,
        moneyFen: body.money_fen,
        priceVnd: body.price_vnd,
        sort: body.sort,
        active: body.active,
      },
      packageView,
    ),
  );

  registerCall(app, goodsCatalogueCalls.list, async () => ({
    list: (await db.select().from(goods).orderBy(asc(goods.sort), asc(goods.id))).map(goodsView),
  }));
  registerCall(app, goodsCatalogueCalls.save, async ({ body }) => {
    if (body.gift_id !== null) {
      const [gift] = await db
        .select({ kind: gifts.kind })
        .from(gifts)
        .where(eq(gifts.id, body.gift_id));
      // The fan light joins a fan group: it is not handed out by the mall.
      if (!gift || gift.kind !== 'normal')
        throw new AppError('money.giftNotFound', { httpStatus: 404 });
    }
    return saveRow(
      db,
      goods,
      body.id,
      {
        nameZh: body.name_zh,
        nameEn: body.name_en,
        nameVi: body.name_vi,
        descriptionZh: body.description_zh,
        descriptionEn: body.description_en,
        descriptionVi: body.description_vi,
        image: body.image,
        price: body.price,
        stock: body.stock,
        kind: body.kind,
        giftId: body.gift_id,
        giftQuantity: body.gift_quantity,
        sort: body.sort,
        onSale: body.on_sale,
      },
      goodsView,
    );
  });

  registerCall(app, bannerCatalogueCalls.list, async () => ({
    list: (await db.select().from(banners).orderBy(asc(banners.position), asc(banners.sort))).map(
      bannerView,
    ),
  }));
  registerCall(app, bannerCatalogueCalls.save, ({ body }) =>
    saveRow(
      db,
      banners,
      body.id,
      {
        position: body.position,
        titleZh: body.title_zh,
        titleEn: body.title_en,
        titleVi: body.title_vi,
        image: body.image,
        link: body.link,
        sort: body.sort,
        active: body.active,
      },
      bannerView,
    ),
  );
}
