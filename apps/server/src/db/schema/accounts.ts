import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countryCode: smallint('country_code').notNull(),
    mobile: varchar('mobile', { length: 15 }).notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    avatar: varchar('avatar', { length: 300 }).notNull().default(''),
    signature: varchar('signature', { length: 100 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong payment passwords in a row; at the limit the password locks until `…LockedUntil`. */
    paymentPasswordFailures: smallint('payment_password_failures').notNull().default(0),
    paymentPasswordLockedUntil: timestamp('payment_password_locked_until', { withTimezone: true }),
    /** Wealth experience in tenths (spec §5: 1 diamond = 1, smallest unit 0.1). */
    wealthExpTenths: bigint('wealth_exp_tenths', { mode: 'number' }).notNull().default(0),
    /** Gift income that has settled, ever (minor units): the streamer level reads it. */
    settledIncomeMinor: bigint('settled_income_minor', { mode: 'number' }).notNull().default(0),
    /** This user's own code, which others enter as "invite" when they register. */
    inviteCode: varchar('invite_code', { length: 16 }).notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    /** The channel agent's code the member registered through, if any. */
    channelCode: varchar('channel_code', { length: 16 }),
    isAnchor: smallint('is_anchor').notNull().default(0),
    chatPermission: boolean('chat_permission').notNull().default(false),
    /** 'member', or 'operator' for staff who review applications. */
    role: varchar('role', { length: 16 }).notNull().default('member'),
    /** Created by a seed (the operator, demo streamers): the demo SMS outbox never shows their codes. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The nickname as search compares it (lower case, no accents: migration 0023). */
    nicknameSearch: text('nickname_search').generatedAlwaysAs(sql`search_fold(nickname)`),
  },
  (table) => [
    uniqueIndex('users_mobile_key').on(table.countryCode, table.mobile),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    index('users_nickname_search_idx').using('gin', sql`${table.nicknameSearch} gin_trgm_ops`),
    // The distribution centre lists a member's invitees; agents their channel's registrations.
    index('users_invited_by_idx').on(table.invitedBy),
    index('users_channel_idx').on(table.channelCode, table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table does not hand out sessions. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    clientAddress: varchar('client_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countryCode: smallint('country_code').notNull(),
    mobile: varchar('mobile', { length: 15 }).notNull(),
    scene: varchar('scene', { length: 16 }).notNull(),
    /** HMAC of the code: the table alone does not reveal live codes. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_codes_lookup_idx').on(
      table.countryCode,
      table.mobile,
      table.scene,
      table.createdAt,
    ),
    check('verification_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** Messages the outbox SMS provider "sent": read by operators and tests instead of a phone. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countryCode: smallint('country_code').notNull(),
    mobile: varchar('mobile', { length: 15 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.countryCode, table.mobile, table.createdAt)],
);

/** QR logins: a page shows `code`; a logged-in phone scans and confirms it (spec §3, §4). */
export const loginQrCodes = pgTable(
  'login_qr_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    /** SHA-256 of the secret kept in the waiting page's HttpOnly cookie. */
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('login_qr_codes_code_key').on(table.code),
    check(
      'login_qr_codes_status_check',
      sql`${table.status} in ('pending', 'scanned', 'confirmed', 'used')`,
    ),
  ],
);

/** Who follows whom (spec §7 Member/attention): a member follows a streamer or another member. */
export const follows = pgTable(
  'follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: bigint('followed_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_pair_key').on(table.followerId, table.followedId),
    index('follows_followed_idx').on(table.followedId),
    check('follows_not_self_check', sql`${table.followerId} <> ${table.followedId}`),
  ],
);

/** Streamer applications (spec §3 "Anchor verification"), one per member. */
export const anchorApplications = pgTable(
  'anchor_applications',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    realName: varchar('real_name', { length: 30 }).notNull(),
    contact: varchar('contact', { length: 50 }).notNull(),
    idNumber: varchar('id_number', { length: 20 }).notNull(),
    idPhoto: varchar('id_photo', { length: 300 }).notNull().default(''),
    experience: text('experience').notNull(),
    inviter: varchar('inviter', { length: 30 }).notNull().default(''),
    code: varchar('code', { length: 30 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('waiting'),
    reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'anchor_applications_status_check',
      sql`${table.status} in ('waiting', 'approved', 'rejected')`,
    ),
  ],
);

/** Files members uploaded (avatars, ID photos, covers, videos), checked by content. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public path, e.g. /uploads/2026/11/ab12….png */
    path: varchar('path', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_path_key').on(table.path),
    index('uploads_user_idx').on(table.userId),
  ],
);
