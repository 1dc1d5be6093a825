import type { ChatPayload, FanBadge } from '@tifo/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  chatBlockedWords,
  chatConversations,
  chatMessages,
  chatRoomModes,
  fanGroups,
  fanMembers,
  liveRooms,
  sessions,
  users,
  nobles,
} from '../../db/schema/index';
import { selectUserBrief } from '../../db/user-brief';
import type { Database } from '../../platform/db/database';

/** A message with its sender's current name and avatar. */
export interface MessageRow {
  id: number;
  conversation: string;
  roomId: number | null;
  senderId: number;
  recipientId: number | null;
  payload: ChatPayload;
  clientId: string | null;
  shielded: boolean;
  /** A paid or advertising barrage; null for other messages. */
  highlight?: string | null;
  readAt: Date | null;
  createdAt: Date;
  nickname: string;
  avatar: string;
  /** Absent where the message was built in memory rather than read back. */
  nobleTier?: number | null;
  /** The sender's wealth experience (their user level badge). */
  wealthExpTenths?: number;
  /** Room messages: the sender's badge in the streamer's fan group while a member. */
  fanBadge?: FanBadge | null;
}

/** The sender's noble tier while it lasts (the chat badge), null for none. */
const nobleTierOfSender = sql<number | null>`(
  select ${nobles.tier} from ${nobles}
  where ${nobles.userId} = ${chatMessages.senderId} and ${nobles.expiresAt} > now())`;

/**
 * The sender's badge in the fan group of the room's streamer while their membership runs
 * (null for private messages and non-members); perks as the group's levels say now.
 */
const fanBadgeOfSender = sql<FanBadge | null>`(
  select json_build_object(
    'name', ${fanGroups.badge},
    'level', ${fanMembers.level},
    'coloured', ${fanGroups.chatColourLevel} > 0 and ${fanMembers.level} >= ${fanGroups.chatColourLevel},
    'entry_effect', ${fanGroups.entryEffectLevel} > 0 and ${fanMembers.level} >= ${fanGroups.entryEffectLevel})
  from ${liveRooms}
  join ${fanGroups} on ${fanGroups.anchorId} = ${liveRooms.anchorId}
  join ${fanMembers} on ${fanMembers.anchorId} = ${fanGroups.anchorId}
    and ${fanMembers.userId} = ${chatMessages.senderId} and ${fanMembers.expiresAt} > now()
  where ${liveRooms.id} = ${chatMessages.roomId})`;

const messageColumns = {
  id: chatMessages.id,
  conversation: chatMessages.conversation,
  roomId: chatMessages.roomId,
  senderId: chatMessages.senderId,
  recipientId: chatMessages.recipientId,
  payload: sql<ChatPayload>`${chatMessages.payload}`,
  clientId: chatMessages.clientId,
  shielded: chatMessages.shielded,
  highlight: chatMessages.highlight,
  readAt: chatMessages.readAt,
  createdAt: chatMessages.createdAt,
  nickname: users.nickname,
  avatar: users.avatar,
  nobleTier: nobleTierOfSender,
  wealthExpTenths: users.wealthExpTenths,
  fanBadge: fanBadgeOfSender,
};

/** The thread name of a room or of two members (the same whoever asks). */
export function roomConversation(roomId: number): string {
  return `room:${roomId}`;
}
export function privateConversation(a: number, b: number): string {
  return `p:${Math.min(a, b)}:${Math.max(a, b)}`;
}

/** Chat messages, conversations, room modes and blocked words. SQL only. */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  /**
   * The badges on a member's chat messages: their noble tier while it lasts (0 for none) and
   * their wealth experience (the user level).
   */
  async badgesOf(userId: number): Promise<{ nobleTier: number; wealthExpTenths: number }> {
    const [row] = await this.db
      .select({ tier: nobles.tier, wealthExpTenths: users.wealthExpTenths })
      .from(users)
      .leftJoin(nobles, and(eq(nobles.userId, users.id), gt(nobles.expiresAt, sql`now()`)))
      .where(eq(users.id, userId));
    return { nobleTier: row?.tier ?? 0, wealthExpTenths: row?.wealthExpTenths ?? 0 };
  }

  userBrief(userId: number) {
    return selectUserBrief(this.db, userId);
  }

  /**
   * The member's login session `sessionId` while it lives (neither revoked, expired nor idle
   * since `idleSince`): a userSig is good only as long as the session it was handed to.
   */
  async liveSession(
    sessionId: number,
    userId: number,
    now: Date,
    idleSince: Date,
  ): Promise<{ tokenHash: string; expiresAt: Date } | null> {
    const [row] = await this.db
      .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    return row ?? null;
  }

  /**
   * Stores a message once per (sender, client id): a retried send returns the first copy and
   * `created: false`, so nothing is delivered or counted twice.
   */
  async insertMessage(
    values: {
      conversation: string;
      roomId: number | null;
      senderId: number;
      recipientId: number | null;
      payload: ChatPayload;
      clientId: string;
      shielded: boolean;
      highlight?: string | null;
    },
    db: Database = this.db,
  ): Promise<{ id: number; createdAt: Date; created: boolean }> {
    const [inserted] = await db
      .insert(chatMessages)
      .values({ ...values, kind: values.payload.kind })
      .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    if (inserted) return { ...inserted, created: true };
    const [existing] = await db
      .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.senderId, values.senderId), eq(chatMessages.clientId, values.clientId)),
      );
    if (!existing) throw new Error('a message vanished between insert and select');
    return { ...existing, created: false };
  }

  async messageByClientId(senderId: number, clientId: string): Promise<MessageRow | null> {
    const [row] = await this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
    return row ?? null;
  }

  /**
   * A room's newest `limit` messages (only those after `afterId`), oldest first; shielded ones
   * only for their sender.
   */
  async roomHistory(
    roomId: number,
    viewerId: number | null,
    limit: number,
    afterId?: number,
  ): Promise<MessageRow[]> {
    const visible =
      viewerId === null
        ? eq(chatMessages.shielded, false)
        : or(eq(chatMessages.shielded, false), eq(chatMessages.senderId, viewerId));
    const rows = await this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(
        and(
          eq(chatMessages.conversation, roomConversation(roomId)),
          visible,
          isNull(chatMessages.removedAt),
          afterId === undefined ? undefined : gt(chatMessages.id, afterId),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  /** One page of a private thread before `beforeId`, newest first (the caller reverses). */
  async privatePage(
    conversation: string,
    beforeId: number | null,
    limit: number,
  ): Promise<MessageRow[]> {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(
        and(
          eq(chatMessages.conversation, conversation),
          isNull(chatMessages.removedAt),
          beforeId === null ? undefined : lt(chatMessages.id, beforeId),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  }

  /** Moves one side of a conversation to its newest message; the receiver's unread grows. */
  async touchConversation(
    tx: Database,
    values: { ownerId: number; peerId: number; lastMessageId: number; unreadIncrement: 0 | 1 },
  ): Promise<void> {
    await tx
      .insert(chatConversations)
      .values({
        ownerId: values.ownerId,
        peerId: values.peerId,
        lastMessageId: values.lastMessageId,
        unread: values.unreadIncrement,
      })
      .onConflictDoUpdate({
        target: [chatConversations.ownerId, chatConversations.peerId],
        set: {
          lastMessageId: values.lastMessageId,
          unread: sql`${chatConversations.unread} + ${values.unreadIncrement}`,
          updatedAt: sql`now()`,
        },
      });
  }

  async conversations(ownerId: number, limit: number) {
    const peer = alias(users, 'peer');
    const rows = await this.db
      .select({
        peerId: chatConversations.peerId,
        unread: chatConversations.unread,
        updatedAt: chatConversations.updatedAt,
        lastMessageId: chatConversations.lastMessageId,
        peerNick: peer.nickname,
        peerAvatar: peer.avatar,
        peerIsAnchor: peer.isAnchor,
      })
      .from(chatConversations)
      .innerJoin(peer, eq(peer.id, chatConversations.peerId))
      .where(eq(chatConversations.ownerId, ownerId))
      .orderBy(desc(chatConversations.updatedAt))
      .limit(limit);
    const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
    const lastMessages =
      lastIds.length === 0
        ? []
        : await this.db
            .select(messageColumns)
            .from(chatMessages)
            .innerJoin(users, eq(users.id, chatMessages.senderId))
            // A removed last message shows no preview.
            .where(and(inArray(chatMessages.id, lastIds), isNull(chatMessages.removedAt)));
    const byId = new Map(lastMessages.map((message) => [message.id, message]));
    return rows.map((row) => ({
      ...row,
      lastMessage: row.lastMessageId === null ? null : (byId.get(row.lastMessageId) ?? null),
    }));
  }

  async unreadTotal(ownerId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${chatConversations.unread}), 0)::int` })
      .from(chatConversations)
      .where(eq(chatConversations.ownerId, ownerId));
    return row?.total ?? 0;
  }

  /** Marks everything `peerId` sent to `ownerId` read; returns the newest id marked, or 0. */
  async markRead(tx: Database, ownerId: number, peerId: number, at: Date): Promise<number> {
    const marked = await tx
      .update(chatMessages)
      .set({ readAt: at })
      .where(
        and(
          eq(chatMessages.recipientId, ownerId),
          eq(chatMessages.senderId, peerId),
          isNull(chatMessages.readAt),
        ),
      )
      .returning({ id: chatMessages.id });
    await tx
      .update(chatConversations)
      .set({ unread: 0 })
      .where(and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.peerId, peerId)));
    return marked.reduce((newest, row) => Math.max(newest, row.id), 0);
  }

  // ——— room modes ———

  async roomMode(roomId: number) {
    const [row] = await this.db
      .select({
        slowModeSeconds: chatRoomModes.slowModeSeconds,
        followersOnly: chatRoomModes.followersOnly,
      })
      .from(chatRoomModes)
      .where(eq(chatRoomModes.roomId, roomId));
    return row ?? { slowModeSeconds: 0, followersOnly: false };
  }

  async setRoomMode(values: {
    roomId: number;
    slowModeSeconds: number;
    followersOnly: boolean;
    updatedBy: number;
  }): Promise<void> {
    await this.db
      .insert(chatRoomModes)
      .values(values)
      .onConflictDoUpdate({
        target: chatRoomModes.roomId,
        set: {
          slowModeSeconds: values.slowModeSeconds,
          followersOnly: values.followersOnly,
          updatedBy: values.updatedBy,
          updatedAt: sql`now()`,
        },
      });
  }

  // ——— blocked words ———

  async blockedWords() {
    return this.db
      .select({
        id: chatBlockedWords.id,
        word: chatBlockedWords.word,
        createdAt: chatBlockedWords.createdAt,
      })
      .from(chatBlockedWords)
      .orderBy(asc(chatBlockedWords.word));
  }

  async countBlockedWords(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(chatBlockedWords);
    return row?.total ?? 0;
  }

  async addBlockedWords(words: readonly string[], createdBy: number): Promise<number> {
    const added = await this.db
      .insert(chatBlockedWords)
      .values(words.map((word) => ({ word, createdBy })))
      .onConflictDoNothing({ target: chatBlockedWords.word })
      .returning({ id: chatBlockedWords.id });
    return added.length;
  }

  async removeBlockedWord(id: number): Promise<boolean> {
    const removed = await this.db
      .delete(chatBlockedWords)
      .where(eq(chatBlockedWords.id, id))
      .returning({ id: chatBlockedWords.id });
    return removed.length > 0;
  }
}
