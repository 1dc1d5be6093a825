import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { liveRooms } from './live';

/**
 * Every chat message, room and private alike. `conversation` names the thread: `room:<id>`
 * or `p:<low id>:<high id>` for two members, so one index serves both histories.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversation: varchar('conversation', { length: 40 }).notNull(),
    roomId: bigint('room_id', { mode: 'number' }).references(() => liveRooms.id, {
      onDelete: 'cascade',
    }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: bigint('recipient_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The validated payload of the contract's `chatPayloadSchema`. */
    payload: jsonb('payload').notNull(),
    /** The sender's id for the message: a retried send is stored once. */
    clientId: varchar('client_id', { length: 64 }),
    /** Sent while the sender was shielded in the room: shown to themselves only. */
    shielded: boolean('shielded').notNull().default(false),
    /** A paid or advertising barrage (room chat): shown so that it stands out. */
    highlight: varchar('highlight', { length: 8 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Staff took it off the site (a report upheld): left out of every history. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversation, table.id),
    uniqueIndex('chat_messages_client_id_idx').on(table.senderId, table.clientId),
    index('chat_messages_unread_idx')
      .on(table.recipientId, table.senderId)
      .where(sql`${table.readAt} is null and ${table.recipientId} is not null`),
  ],
);

/** Each member's side of a one-to-one conversation: unread count and the last message. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: bigint('peer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    unread: integer('unread').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.peerId] }),
    index('chat_conversations_owner_idx').on(table.ownerId, table.updatedAt),
  ],
);

/** Room chat modes set by the streamer or room admins (absent row: everything off). */
export const chatRoomModes = pgTable('chat_room_modes', {
  roomId: bigint('room_id', { mode: 'number' })
    .primaryKey()
    .references(() => liveRooms.id, { onDelete: 'cascade' }),
  slowModeSeconds: smallint('slow_mode_seconds').notNull().default(0),
  followersOnly: boolean('followers_only').notNull().default(false),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Words refused in every chat, managed by operators (stored lower-case). */
export const chatBlockedWords = pgTable('chat_blocked_words', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  word: varchar('word', { length: 40 }).notNull().unique(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
