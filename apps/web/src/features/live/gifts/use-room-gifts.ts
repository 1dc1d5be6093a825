import { giftEventSchema, type GiftEvent, type LiveDataServerMessage } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { read } from '../../../shared/storage';
import { LiveDataSocketContext } from '../../../shared/use-live-data-socket';
import { liveKeys } from '../api';
import { GiftEffectQueue, type GiftEffectsState } from './effect-queue';

/** Gifts the feed keeps. */
export const GIFT_FEED_KEPT = 20;
/** A burst of gifts re-reads the contribution ranking once, this long after its first gift. */
export const RANKING_REFRESH_MS = 1_000;

export interface GiftFeedEntry {
  key: number;
  gift: GiftEvent;
}

export interface RoomGifts {
  /** The latest gifts, newest first. */
  feed: readonly GiftFeedEntry[];
  effects: GiftEffectsState;
}

/** The gift of a code-200 `gift` event for this room; null for anything else or malformed data. */
export function giftOfMessage(message: LiveDataServerMessage, roomId: number): GiftEvent | null {
  if (message.code !== 200 || message.type !== 'gift') return null;
  const parsed = giftEventSchema.safeParse(message.data);
  return parsed.success && parsed.data.room_id === roomId ? parsed.data : null;
}

/**
 * The gifts sent in a room while the page is open (live-data socket `gift` events): the feed,
 * the queued effects over the video, and a fresh contribution ranking.
 */
export function useRoomGifts(roomId: number): RoomGifts {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  const [queue] = useState(() => new GiftEffectQueue());
  const [feed, setFeed] = useState<readonly GiftFeedEntry[]>([]);

  useEffect(() => {
    if (!socket) return;
    let nextKey = 1;
    let rankingTimer: ReturnType<typeof setTimeout> | undefined;
    const offMessage = socket.onMessage((message) => {
      const gift = giftOfMessage(message, roomId);
      if (!gift) return;
      const entry = { key: nextKey++, gift };
      setFeed((current) => [entry, ...current].slice(0, GIFT_FEED_KEPT));
      // "Block effects" in the danmaku settings silences the video, not the feed.
      if (!read('danmakuSettings').blockEffects) queue.add(gift);
      // Not a trailing debounce: a steady stream of gifts would never let the ranking refresh.
      rankingTimer ??= setTimeout(() => {
        rankingTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: liveKeys.rankings(roomId) });
      }, RANKING_REFRESH_MS);
    });
    return () => {
      offMessage();
      clearTimeout(rankingTimer);
      queue.clear();
    };
  }, [socket, roomId, queue, queryClient]);

  const effects = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { feed, effects };
}
