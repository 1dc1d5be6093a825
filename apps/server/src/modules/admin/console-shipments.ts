import { consoleShipmentCalls, type Language, type Shipment } from '@tifo/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { goods, goodsExchanges, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import { localized } from '../../platform/i18n/localized';

const PAGE_SIZE = 30;

type Row = {
  exchange: typeof goodsExchanges.$inferSelect;
  nickname: string;
  goods: typeof goods.$inferSelect;
};

function toShipment({ exchange, nickname, goods: item }: Row, language: Language): Shipment {
  return {
    id: exchange.id,
    user_id: exchange.userId,
    nickname,
    goods_id: exchange.goodsId,
    goods_name: localized(item, 'name', language),
    count: exchange.count,
    gold: exchange.gold,
    status: exchange.status === 'shipped' ? 'shipped' : 'waiting',
    contact: exchange.contact ?? { name: '', phone: '', address: '' },
    tracking: exchange.tracking,
    created_at: exchange.createdAt.toISOString(),
    shipped_at: exchange.shippedAt?.toISOString() ?? null,
  };
}

/**
 * The console's mall shipments: exchanged items (not gifts, which go to the backpack at once)
 * wait until an operator sends them and records the tracking number; once.
 */
export function installConsoleShipments(
  app: FastifyInstance,
  deps: { db: Database; now?: () => number },
): void {
  const { db } = deps;
  const selection = { exchange: goodsExchanges, nickname: users.nickname, goods };
  const joined = () =>
    db
      .select(selection)
      .from(goodsExchanges)
      .innerJoin(users, eq(users.id, goodsExchanges.userId))
      .innerJoin(goods, eq(goods.id, goodsExchanges.goodsId));

  registerCall(app, consoleShipmentCalls.list, async ({ query, language }) => {
    const rows = await joined()
      .where(eq(goodsExchanges.status, query.status))
      .orderBy(query.status === 'waiting' ? asc(goodsExchanges.id) : desc(goodsExchanges.shippedAt))
      .limit(PAGE_SIZE + 1)
      .offset((query.page - 1) * PAGE_SIZE);
    return {
      list: rows.slice(0, PAGE_SIZE).map((row) => toShipment(row, language)),
      has_more: rows.length > PAGE_SIZE,
    };
  });

  registerCall(app, consoleShipmentCalls.ship, async ({ request, body, language }) => {
    const [shipped] = await db
      .update(goodsExchanges)
      .set({
        status: 'shipped',
        tracking: body.tracking,
        shippedAt: new Date(deps.now?.() ?? Date.now()),
        shippedBy: requireMember(request).userId,
      })
      .where(and(eq(goodsExchanges.id, body.id), eq(goodsExchanges.status, 'waiting')))
      .returning({ id: goodsExchanges.id });
    if (!shipped) throw new AppError('admin.notWaitingShipment');
    const [row] = await joined().where(eq(goodsExchanges.id, shipped.id));
    return toShipment(row!, language);
  });
}
