import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Teams and competitions a member follows (issue 25). Followed matches stay in `match_follows`;
 * both keep the alerts the member chose as a bit mask (`alert-mask.ts`).
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `team` or `competition`. */
    kind: varchar('kind', { length: 16 }).notNull(),
    targetId: varchar('target_id', { length: 80 }).notNull(),
    sport: varchar('sport', { length: 16 }).notNull(),
    alerts: smallint('alerts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.targetId] }),
    // An event looks up who follows its teams and competition.
    index('favourites_target_idx').on(table.kind, table.targetId),
  ],
);

/** Quiet hours and the spoiler-safe switch; a member without a row has the defaults. */
export const alertSettings = pgTable('alert_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Minutes after midnight on the member's clock; both null: no quiet hours. */
  quietFrom: smallint('quiet_from'),
  quietTo: smallint('quiet_to'),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  spoilerSafe: boolean('spoiler_safe').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per device and browser that accepted web pushes; the endpoint identifies it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 32 }).notNull(),
    /** The language the device's pushes are written in. */
    language: varchar('language', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Failed sends in a row (not expiries, which delete the row); reset by a success. */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * A push that went to a device: the key makes each alert go out once per device, even when two
 * instances (a feed leader and its successor) see the same event.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    eventKey: varchar('event_key', { length: 160 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.eventKey] }),
    index('push_deliveries_sent_idx').on(table.sentAt),
  ],
);
