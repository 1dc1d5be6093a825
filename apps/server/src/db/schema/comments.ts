import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Comments of every commentable thing (news, videos, later circle posts): `target_type` and
 * `target_id` name it. A thread is a top-level comment (`root_id` null) and its replies
 * (`root_id` = the thread's comment); `reply_to_user_id` names whom a reply answers.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetType: varchar('target_type', { length: 12 }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rootId: bigint('root_id', { mode: 'number' }),
    replyToUserId: bigint('reply_to_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    content: varchar('content', { length: 500 }).notNull(),
    /** `visible`, or `deleted` (by its author or an operator: the text is gone, the place kept). */
    status: varchar('status', { length: 10 }).notNull().default('visible'),
    likeCount: integer('like_count').notNull().default(0),
    /** Replies of a thread's comment (kept on the row so lists need no count query). */
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_target_idx').on(table.targetType, table.targetId, table.rootId, table.id),
    index('comments_root_idx').on(table.rootId, table.id),
    index('comments_user_idx').on(table.userId, table.id),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/** Reports operators read (the console's queue comes with the operator-console issue). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 12 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('comment_reports_once_key').on(table.commentId, table.userId)],
);
