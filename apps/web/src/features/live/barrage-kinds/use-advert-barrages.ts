import {
  advertBarrageEventSchema,
  type AdvertBarrageEvent,
  type LiveDataServerMessage,
} from '@tifo/contract';
import { useContext, useEffect } from 'react';
import { LiveDataSocketContext } from '../../../shared/use-live-data-socket';
import type { DanmakuFeed } from '../danmaku/danmaku-feed';

/**
 * The advertising barrage of a code-200 `advertBarrage` event, unless it was sent in this room
 * (that one already came through the room's chat); null for anything else or malformed data.
 */
export function advertOfMessage(
  message: LiveDataServerMessage,
  roomId: number,
): AdvertBarrageEvent | null {
  if (message.code !== 200 || message.type !== 'advertBarrage') return null;
  const parsed = advertBarrageEventSchema.safeParse(message.data);
  return parsed.success && parsed.data.room_id !== roomId ? parsed.data : null;
}

/** Advertising barrages sent in other live rooms fly across this room's video too. */
export function useAdvertBarrages(roomId: number, feed: DanmakuFeed): void {
  const socket = useContext(LiveDataSocketContext);
  useEffect(() => {
    if (!socket) return;
    return socket.onMessage((message) => {
      const advert = advertOfMessage(message, roomId);
      if (advert) feed.publishAdvert(advert);
    });
  }, [socket, roomId, feed]);
}
