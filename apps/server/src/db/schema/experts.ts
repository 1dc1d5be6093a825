import type { MatchSummary } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Expert applications (spec §5): one per member, reviewed by an operator (spec §4 states). */
export const expertApplications = pgTable('expert_applications', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `waiting`, `approved` or `rejected`. */
  status: varchar('status', { length: 10 }).notNull().default('waiting'),
  realName: varchar('real_name', { length: 30 }).notNull(),
  wechat: varchar('wechat', { length: 30 }).notNull(),
  experience: text('experience').notNull(),
  reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
  reviewerId: bigint('reviewer_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** A member approved as an expert, with what they say about themselves. */
export const experts = pgTable('experts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 30 }).notNull().default(''),
  intro: varchar('intro', { length: 300 }).notNull().default(''),
  /** Competition ids of the score feed. */
  specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
  /** Paid analyses of theirs that lose are refunded to their buyers. */
  refundIfWrong: boolean('refund_if_wrong').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The market's prices at publication (decimal odds; the line for handicap and total). */
export interface MarketSnapshot {
  line: number | null;
  home: number | null;
  draw: number | null;
  away: number | null;
  over: number | null;
  under: number | null;
}

/**
 * Analyses: a prediction on one market of a match, never edited once published (corrections
 * are appended rows). `result` and `return_units` are written once, when the match's final
 * result settles it.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    expertId: bigint('expert_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: varchar('match_id', { length: 80 }).notNull(),
    sport: varchar('sport', { length: 12 }).notNull(),
    competitionId: varchar('competition_id', { length: 80 }).notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** The match as the feed showed it at publication: what pages show once the feed forgets it. */
    matchSnapshot: jsonb('match_snapshot').$type<MatchSummary>().notNull(),
    market: varchar('market', { length: 10 }).notNull(),
    line: doublePrecision('line'),
    prices: jsonb('prices').$type<MarketSnapshot>().notNull(),
    pick: varchar('pick', { length: 6 }).notNull(),
    pickOdds: doublePrecision('pick_odds').notNull(),
    confidence: smallint('confidence').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    reasoning: text('reasoning').notNull(),
    /** Minor units (hundredths of a diamond); 0 is free. */
    priceMinor: integer('price_minor').notNull().default(0),
    /** The expert's refund setting when published (a later change does not reach back). */
    refundIfWrong: boolean('refund_if_wrong').notNull().default(false),
    /** `won`, `half_won`, `push`, `half_lost`, `lost`, `void`; null until settled. */
    result: varchar('result', { length: 10 }),
    /** Units won or lost on a one-unit stake at `pick_odds`. */
    returnUnits: doublePrecision('return_units'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    buyerCount: integer('buyer_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analyses_once_key').on(table.expertId, table.matchId, table.market),
    index('analyses_expert_idx').on(table.expertId, table.id),
    index('analyses_match_idx').on(table.matchId),
    index('analyses_unsettled_idx')
      .on(table.kickoff)
      .where(sql`${table.result} is null`),
    index('analyses_settled_idx').on(table.expertId, table.settledAt),
    check('analyses_confidence_range', sql`${table.confidence} between 1 and 5`),
    check('analyses_price_not_negative', sql`${table.priceMinor} >= 0`),
  ],
);

export const analysisCorrections = pgTable(
  'analysis_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analysis_corrections_analysis_idx').on(table.analysisId, table.id)],
);

/**
 * Purchases: the price is `held` in escrow until the analysis settles; then refunded, or the
 * expert's share becomes `pending` income that settles to withdrawable like gift income.
 */
export const analysisPurchases = pgTable(
  'analysis_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    expertId: bigint('expert_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    priceMinor: integer('price_minor').notNull(),
    /** `held`, `pending`, `settled` or `refunded`. */
    status: varchar('status', { length: 10 }).notNull().default('held'),
    incomeMinor: integer('income_minor').notNull().default(0),
    incomeSlot: integer('income_slot').notNull().default(0),
    settleAt: timestamp('settle_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analysis_purchases_once_key').on(table.analysisId, table.buyerId),
    index('analysis_purchases_buyer_idx').on(table.buyerId, table.id),
    index('analysis_purchases_due_idx').on(table.status, table.settleAt),
  ],
);
