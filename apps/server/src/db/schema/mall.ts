import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { liveRooms } from './live';
import { gifts } from './money';

/**
 * The exchange mall (spec §2, §7): goods for gold coins. `stock` only ever goes down through
 * `stock = stock - n WHERE stock >= n`, and the check keeps it from going below zero whatever
 * the code does.
 */
export const goods = pgTable(
  'goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 40 }).notNull(),
    nameVi: varchar('name_vi', { length: 40 }).notNull(),
    descriptionZh: varchar('description_zh', { length: 200 }).notNull().default(''),
    descriptionEn: varchar('description_en', { length: 200 }).notNull().default(''),
    descriptionVi: varchar('description_vi', { length: 200 }).notNull().default(''),
    image: varchar('image', { length: 200 }).notNull(),
    /** Gold coins for one. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    /** `gift`: gifts into the backpack; `item`: shipped to the member's address. */
    kind: varchar('kind', { length: 8 }).notNull(),
    giftId: bigint('gift_id', { mode: 'number' }).references(() => gifts.id),
    giftQuantity: integer('gift_quantity').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (table) => [
    check('goods_stock_check', sql`${table.stock} >= 0`),
    check('goods_price_check', sql`${table.price} > 0`),
    check(
      'goods_kind_check',
      sql`(${table.kind} = 'gift' AND ${table.giftId} IS NOT NULL) OR ${table.kind} = 'item'`,
    ),
  ],
);

/** One exchange: what was bought, for how much gold, and where an item goes. */
export const goodsExchanges = pgTable(
  'goods_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    count: integer('count').notNull(),
    gold: integer('gold').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    /** Name, phone and address for an item; null for gifts. */
    contact: jsonb('contact').$type<{ name: string; phone: string; address: string }>(),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The carrier and tracking number an operator recorded when the item was sent. */
    tracking: varchar('tracking', { length: 80 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: bigint('shipped_by', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('goods_exchanges_request_key').on(table.userId, table.requestId),
    index('goods_exchanges_user_idx').on(table.userId, table.id),
    check('goods_exchanges_count_check', sql`${table.count} > 0`),
    // The shipments queue reads what waits, oldest first.
    index('goods_exchanges_status_idx').on(table.status, table.id),
  ],
);

/** Gifts a member holds without having paid diamonds for them (from the mall or events). */
export const backpackItems = pgTable(
  'backpack_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giftId: bigint('gift_id', { mode: 'number' })
      .notNull()
      .references(() => gifts.id),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.giftId] }),
    check('backpack_items_count_check', sql`${table.count} >= 0`),
  ],
);

/** Backpack gifts sent in rooms: shown like gifts, but no diamonds moved and no income. */
export const backpackSends = pgTable(
  'backpack_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    giftId: bigint('gift_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('backpack_sends_room_idx').on(table.roomId, table.createdAt)],
);
