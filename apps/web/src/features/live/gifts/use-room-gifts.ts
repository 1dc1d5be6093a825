import { giftEventSchema, type GiftEvent } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { onLiveDataEvent } from '../../../shared/live-data-events';
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
    const offGift = onLiveDataEvent(socket, 'gift', giftEventSchema, (gift) => {
      if (gift.room_id !== roomId) return;
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
      offGift();
      clearTimeout(rankingTimer);
      queue.clear();
    };
  }, [socket, roomId, queue, queryClient]);

  const effects = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { feed, effects };
}
