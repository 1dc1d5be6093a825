import { advertBarrageEventSchema } from '@tifo/contract';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import type { DanmakuFeed } from '../danmaku/danmaku-feed';

/**
 * Advertising barrages sent in other live rooms fly across this room's video too (one sent in
 * this room already came through the room's chat).
 */
export function useAdvertBarrages(roomId: number, feed: DanmakuFeed): void {
  useLiveDataEvent('advertBarrage', advertBarrageEventSchema, (advert) => {
    if (advert.room_id !== roomId) feed.publishAdvert(advert);
  });
}
