import { giftCatalogueCalls, type CatalogueGift, type Gift, type GiftEdit } from '@tifo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gifts } from '../../../db/schema/index';
import { BusChannel, type Bus } from '../../../platform/bus/bus';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { registerCall } from '../../../platform/http/register-call';
import type { LiveDataHub } from '../../../realtime/live-data-hub';
import type { GiftService } from './gift.service';

type GiftRow = typeof gifts.$inferSelect;

function toCatalogueGift(row: GiftRow): CatalogueGift {
  return {
    id: row.id,
    name_zh: row.nameZh,
    name_en: row.nameEn,
    name_vi: row.nameVi,
    price: row.price,
    image: row.image,
    animation: row.animation as Gift['animation'],
    sort: row.sort,
    active: row.active,
    kind: row.kind,
  };
}

function columnsOf(edit: GiftEdit) {
  return {
    nameZh: edit.name_zh,
    nameEn: edit.name_en,
    nameVi: edit.name_vi,
    price: edit.price,
    image: edit.image,
    animation: edit.animation,
    sort: edit.sort,
    active: edit.active,
  };
}

export interface GiftCatalogueDeps {
  db: Database;
  bus: Bus;
  liveData: Pick<LiveDataHub, 'publish'>;
  gifts: Pick<GiftService, 'forgetCatalogue'>;
}

/**
 * Operators edit the gift catalogue (`Admin/gifts`, `Admin/saveGift`). Every instance keeps the
 * catalogue in memory for sends; a save tells them all to drop it (a bus message) and tells
 * every open page (`catalogueChanged`), so a new price holds everywhere at once: a send after
 * the save pays the new price, and gift panels show it without a reload.
 */
export function installGiftCatalogue(app: FastifyInstance, deps: GiftCatalogueDeps): void {
  const subscribed = deps.bus.subscribe(BusChannel.giftCatalogueChanged, () =>
    deps.gifts.forgetCatalogue(),
  );
  app.addHook('onClose', async () => (await subscribed)());

  registerCall(app, giftCatalogueCalls.list, async () => {
    const rows = await deps.db.select().from(gifts).orderBy(asc(gifts.sort), asc(gifts.id));
    return { list: rows.map(toCatalogueGift) };
  });

  registerCall(app, giftCatalogueCalls.save, async ({ body }) => {
    const saved = await deps.db.transaction(async (tx) => {
      if (body.id === undefined) {
        const [row] = await tx.insert(gifts).values(columnsOf(body)).returning();
        return { before: null, after: row! };
      }
      const [before] = await tx.select().from(gifts).where(eq(gifts.id, body.id)).for('update');
      if (!before) throw new AppError('money.giftNotFound', { httpStatus: 404 });
      const [after] = await tx
        .update(gifts)
        .set(columnsOf(body))
        .where(eq(gifts.id, body.id))
        .returning();
      return { before, after: after! };
    });
    await deps.bus.publish(BusChannel.giftCatalogueChanged, {});
    await deps.liveData.publish(
      { kind: 'all' },
      { code: 200, type: 'catalogueChanged', data: { catalogue: 'gifts' } },
    );
    return {
      before: saved.before ? toCatalogueGift(saved.before) : null,
      after: toCatalogueGift(saved.after),
    };
  });
}
