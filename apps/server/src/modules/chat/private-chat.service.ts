import type { SiteMuteCheck } from '../accounts/member-sanctions';
import {
  CHAT_LIMITS,
  PERSONAL_CARD_TYPE,
  isTouristId,
  isUploadUrl,
  type ChatMessage,
  type ChatPayload,
  type ChatPeer,
  type Conversation,
} from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { ImHub } from '../../realtime/im-hub';
import type { BlockedWordsService } from './blocked-words.service';
import { chatMessageOf, sentMessageOf } from './chat-message';
import type { ChatSender } from './room-chat.service';
import { privateConversation, type ChatRepository } from './chat.repository';
import { PRIVATE_SEND_RULES, enforceSendRate, screenedTextOf } from './send-limits';

export interface PrivateChatServiceDeps {
  db: Database;
  hub: ImHub;
  rateLimiter: RateLimiter;
  blockedWords: BlockedWordsService;
  /** Site-wide mutes (the console's sanctions). */
  siteMute?: SiteMuteCheck;
  now?: () => number;
}

/**
 * One-to-one chat between members (spec §4 "Private chat"). A message and both sides'
 * conversation rows are written in one transaction; then every open tab of the receiver and
 * of the sender hears it. Messages wait in the conversation for whoever is offline.
 */
export class PrivateChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly deps: PrivateChatServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async send(
    sender: ChatSender,
    to: string,
    clientId: string,
    payload: ChatPayload,
  ): Promise<ChatMessage> {
    const senderId = sender.id;
    const [{ id: recipientId }, already] = await Promise.all([
      this.requireMemberPeer(senderId, to),
      this.repository.messageByClientId(senderId, clientId),
    ]);
    if (already) return chatMessageOf(already);
    const content = await this.rendered(payload);
    this.deps.blockedWords.refuseIfBlocked(screenedTextOf(content));
    await this.deps.siteMute?.refuseIfMuted(senderId);
    await enforceSendRate(this.deps.rateLimiter, `im:private:${senderId}`, PRIVATE_SEND_RULES);

    const values = {
      conversation: privateConversation(senderId, recipientId),
      roomId: null,
      senderId,
      recipientId,
      payload: content,
      clientId,
      shielded: false,
    };
    const stored = await this.deps.db.transaction(async (tx) => {
      const inserted = await this.repository.insertMessage(values, tx);
      if (inserted.created) {
        await this.repository.touchConversation(tx, {
          ownerId: senderId,
          peerId: recipientId,
          lastMessageId: inserted.id,
          unreadIncrement: 0,
        });
        await this.repository.touchConversation(tx, {
          ownerId: recipientId,
          peerId: senderId,
          lastMessageId: inserted.id,
          unreadIncrement: 1,
        });
      }
      return inserted;
    });
    const message = sentMessageOf(values, stored, sender);
    if (stored.created) {
      const push = { type: 'privateMessage' as const, data: message };
      await this.deps.hub.publish({ kind: 'user', userID: String(recipientId) }, push);
      // The sender's other tabs show it too.
      await this.deps.hub.publish({ kind: 'user', userID: String(senderId) }, push);
    }
    return message;
  }

  /**
   * What is stored for a custom message. A personal card shows the member it names as we know
   * them: the name and avatar come from their profile, whatever the sender wrote, so a card
   * cannot pass for someone else (its "view profile" link goes to the real id). An offer's
   * picture must be one of our uploads: an address elsewhere would learn who reads the chat.
   */
  private async rendered(payload: ChatPayload): Promise<ChatPayload> {
    if (payload.kind !== 'custom') return payload;
    if (!('name' in payload.custom)) {
      if (payload.custom.image !== '' && !isUploadUrl(payload.custom.image)) {
        throw new AppError('im.offerImageNotOurs');
      }
      return payload;
    }
    const member = /^\d{1,12}$/.test(payload.custom.id)
      ? await this.repository.userBrief(Number(payload.custom.id))
      : null;
    if (!member) throw new AppError('im.cardUnknownMember');
    return {
      kind: 'custom',
      custom: {
        type: PERSONAL_CARD_TYPE,
        id: String(member.id),
        name: member.nickname,
        avatar: member.avatar,
      },
    };
  }

  /** Fifteen messages before `beforeId` (or the newest), oldest first. */
  async page(
    ownerId: number,
    peer: string,
    beforeId: number | undefined,
  ): Promise<{ list: ChatMessage[]; has_more: boolean }> {
    const { id: peerId } = await this.requireMemberPeer(ownerId, peer);
    const rows = await this.repository.privatePage(
      privateConversation(ownerId, peerId),
      beforeId ?? null,
      CHAT_LIMITS.pageSize + 1,
    );
    const page = rows.slice(0, CHAT_LIMITS.pageSize).reverse();
    return {
      list: page.map((row) => chatMessageOf(row)),
      has_more: rows.length > CHAT_LIMITS.pageSize,
    };
  }

  async conversations(ownerId: number): Promise<{ list: Conversation[]; unread_total: number }> {
    const rows = await this.repository.conversations(ownerId, CHAT_LIMITS.conversationListSize);
    const list = rows.map((row) => ({
      peer: String(row.peerId),
      peer_nick: row.peerNick,
      peer_avatar: row.peerAvatar,
      peer_is_anchor: row.peerIsAnchor === 1,
      unread: row.unread,
      last_message: row.lastMessage ? chatMessageOf(row.lastMessage) : null,
      updated_at: row.updatedAt.getTime(),
    }));
    return { list, unread_total: await this.repository.unreadTotal(ownerId) };
  }

  /** Everything from `peer` is read: the peer's tabs update their read flags. */
  async markRead(ownerId: number, peer: string): Promise<{ up_to_id: number }> {
    const { id: peerId } = await this.requireMemberPeer(ownerId, peer);
    const upToId = await this.deps.db.transaction((tx) =>
      this.repository.markRead(tx, ownerId, peerId, new Date(this.now())),
    );
    if (upToId > 0) {
      const push = {
        type: 'read' as const,
        data: { reader: String(ownerId), peer: String(peerId), up_to_id: upToId },
      };
      await this.deps.hub.publish({ kind: 'user', userID: String(peerId) }, push);
      await this.deps.hub.publish({ kind: 'user', userID: String(ownerId) }, push);
    }
    return { up_to_id: upToId };
  }

  async peer(viewerId: number, peer: string): Promise<ChatPeer> {
    const user = await this.requireMemberPeer(viewerId, peer);
    return { peer, nick: user.nickname, avatar: user.avatar, is_anchor: user.isAnchor === 1 };
  }

  /** The peer must be another member: visitors' tourist accounts have no inbox. */
  private async requireMemberPeer(ownerId: number, peer: string) {
    if (isTouristId(peer)) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    const peerId = Number(peer);
    if (peerId === ownerId) throw new AppError('im.cannotMessageSelf');
    const user = await this.repository.userBrief(peerId);
    if (!user) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return user;
  }
}
