import { MONEY, userLevelOf, type ChatMessage } from '@tifo/contract';
import type { MessageRow } from './chat.repository';

/**
 * A stored message as the contract shows it (`from`/`to` are chat user ids). Room messages
 * carry the sender's wealth, shown as a level on the ladder of `userLevelStep` (the reward
 * rules in force); private ones carry no level.
 */
export function chatMessageOf(row: MessageRow, userLevelStep?: number): ChatMessage {
  return {
    id: row.id,
    client_id: row.clientId,
    room_id: row.roomId,
    from: String(row.senderId),
    to: row.recipientId === null ? null : String(row.recipientId),
    nick: row.nickname,
    avatar: row.avatar,
    noble_tier: row.nobleTier ?? 0,
    ...(row.wealthExpTenths !== undefined &&
      userLevelStep !== undefined && {
        user_level: userLevelOf(row.wealthExpTenths / MONEY.expTenthsPerDiamond, userLevelStep)
          .level,
      }),
    ...(row.fanBadge && { fan_badge: row.fanBadge }),
    time: row.createdAt.getTime(),
    payload: row.payload,
    ...((row.highlight === 'paid' || row.highlight === 'advert') && { highlight: row.highlight }),
    read: row.readAt !== null,
    status: 'sent',
  };
}

/**
 * A message its sender has just stored (or had stored already: a retry), as pushed and answered:
 * unread, with the sender's name and picture and, in rooms, their badges.
 */
export function sentMessageOf(
  values: Omit<MessageRow, 'id' | 'createdAt' | 'readAt' | 'nickname' | 'avatar'>,
  stored: { id: number; createdAt: Date },
  sender: { nick: string; avatar: string },
  badges: Pick<MessageRow, 'nobleTier' | 'wealthExpTenths' | 'fanBadge'> = {},
  userLevelStep?: number,
): ChatMessage {
  return chatMessageOf(
    {
      ...values,
      ...stored,
      readAt: null,
      nickname: sender.nick,
      avatar: sender.avatar,
      ...badges,
    },
    userLevelStep,
  );
}
