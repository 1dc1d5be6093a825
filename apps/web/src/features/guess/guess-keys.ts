import type { CallQuery, guessRoutes } from '@tifo/contract';
import { memberScopedKey } from '../../shared/session/member-scope';
import { liveRoomKey } from '../../shared/room-keys';

export type GuessRecordFilters = Omit<CallQuery<typeof guessRoutes.records>, 'page'>;

/**
 * Query keys of fun-guess. A room's guesses live under `liveRoomKey`, so a reconnected
 * socket re-reads them with the rest of the room (events may have been missed); the records
 * are the member's own and hang under `memberScopedKey`, dropped at login and logout.
 */
export const guessKeys = {
  room: (roomId: number) => [...liveRoomKey(roomId), 'guesses'] as const,
  allRecords: () => [...memberScopedKey, 'guess-records'] as const,
  records: (filters: GuessRecordFilters) => [...guessKeys.allRecords(), filters] as const,
};
