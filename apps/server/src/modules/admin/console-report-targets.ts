import type { ChatPayload, ReportTargetKind } from '@tifo/contract';
import { eq, inArray } from 'drizzle-orm';
import { chatMessages, circlePosts, comments, liveRooms, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

/** What the reports queue shows of a reported thing, and whether it is still on the site. */
export interface ReportTarget {
  excerpt: string;
  authorId: number;
  authorNickname: string;
  link: string;
  gone: boolean;
}

const EXCERPT_LENGTH = 140;

/** Where a comment's target is on the site. */
const COMMENT_TARGET_PAGES: Record<string, string> = {
  news: '/detail?id=',
  video: '/video-player?id=',
  post: '/circle-detail?post=',
};

const cut = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;

/** A chat message as text for the queue: its words, or what else it carried. */
function messageExcerpt(payload: ChatPayload): string {
  if (payload.kind === 'text') return cut(payload.text);
  return `[${payload.kind}]`;
}

type Lookup = (db: Database, ids: number[]) => Promise<Array<[number, ReportTarget]>>;

const LOOKUPS: Record<ReportTargetKind, Lookup> = {
  room: async (db, ids) =>
    (
      await db
        .select({ room: liveRooms, nickname: users.nickname })
        .from(liveRooms)
        .innerJoin(users, eq(users.id, liveRooms.anchorId))
        .where(inArray(liveRooms.id, ids))
    ).map(({ room, nickname }) => [
      room.id,
      {
        excerpt: room.title,
        authorId: room.anchorId,
        authorNickname: nickname,
        link: `/live?id=${room.id}`,
        gone: room.sealedAt !== null,
      },
    ]),
  comment: async (db, ids) =>
    (
      await db
        .select({ comment: comments, nickname: users.nickname })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(inArray(comments.id, ids))
    ).map(({ comment, nickname }) => [
      comment.id,
      {
        excerpt: cut(comment.content),
        authorId: comment.userId,
        authorNickname: nickname,
        link: `${COMMENT_TARGET_PAGES[comment.targetType] ?? ''}${comment.targetId}`,
        gone: comment.status !== 'visible',
      },
    ]),
  post: async (db, ids) =>
    (
      await db
        .select({ post: circlePosts, nickname: users.nickname })
        .from(circlePosts)
        .innerJoin(users, eq(users.id, circlePosts.userId))
        .where(inArray(circlePosts.id, ids))
    ).map(({ post, nickname }) => [
      post.id,
      {
        excerpt: cut(post.content),
        authorId: post.userId,
        authorNickname: nickname,
        link: `/circle-detail?post=${post.id}`,
        gone: post.status !== 'visible',
      },
    ]),
  message: async (db, ids) =>
    (
      await db
        .select({
          id: chatMessages.id,
          payload: chatMessages.payload,
          roomId: chatMessages.roomId,
          senderId: chatMessages.senderId,
          removedAt: chatMessages.removedAt,
          nickname: users.nickname,
        })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(inArray(chatMessages.id, ids))
    ).map((row) => [
      row.id,
      {
        excerpt: messageExcerpt(row.payload as ChatPayload),
        authorId: row.senderId,
        authorNickname: row.nickname,
        // A private message has no public place: the console shows it in the queue only.
        link: row.roomId === null ? '' : `/live?id=${row.roomId}`,
        gone: row.removedAt !== null,
      },
    ]),
  user: async (db, ids) =>
    (
      await db
        .select({ id: users.id, nickname: users.nickname, signature: users.signature })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((user) => [
      user.id,
      {
        excerpt: cut(user.signature),
        authorId: user.id,
        authorNickname: user.nickname,
        link: `/persona?id=${user.id}`,
        gone: false,
      },
    ]),
};

/** The reported things of one kind, by id; missing ids were deleted. */
export async function reportTargets(
  db: Database,
  kind: ReportTargetKind,
  ids: number[],
): Promise<Map<number, ReportTarget>> {
  if (ids.length === 0) return new Map();
  return new Map(await LOOKUPS[kind](db, ids));
}
