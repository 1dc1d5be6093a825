import type { DailyTaskKey } from '@tifo/contract';

const LIVE_ROOMS = '/anchor?type=0';

/**
 * Where each task is done. Every one of them happens in a live room (watching, chatting,
 * gifting, following its streamer, sharing it), so all lead to the list of live rooms; a record
 * so that a new task key fails the build until it has a place.
 */
export const TASK_PLACES: Record<DailyTaskKey, string> = {
  watch: LIVE_ROOMS,
  chat: LIVE_ROOMS,
  gift: LIVE_ROOMS,
  follow: LIVE_ROOMS,
  share: LIVE_ROOMS,
};
