import {
  enterRoomEventSchema,
  moderationEventSchema,
  placardEventSchema,
  roomOnlineEventSchema,
  roomStatusEventSchema,
  sealingEventSchema,
  streamHealthEventSchema,
  type FanBadge,
  type LiveUrl,
  type LiveDataEventData,
  type LiveDataEventType,
  type ModerationEvent,
  type RoomInfo,
  type RoomStatusEvent,
} from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { onLiveDataEvent, type LiveDataEventSchema } from '../../shared/live-data-events';
import type { LiveDataSocket } from '../../shared/live-data-socket';
import { liveKeys, refreshModeration, updateRoomInfo } from './api';

/** What a room event asks of the page beyond cache updates. */
export type RoomEventOutcome =
  { kind: 'kicked' } | { kind: 'entered'; nickname: string; fanBadge: FanBadge | null } | null;

export interface RoomEventContext {
  roomId: number;
  myUserId: number | null;
  queryClient: QueryClient;
}

/**
 * The code-200 room events of spec §4 (data schemas in contract socket/live-room.ts). Room
 * chat is not among them: it comes over `/im` (features/chat/use-room-chat.ts).
 */
const ROOM_EVENT_TYPES = [
  'startRoom',
  'endRoom',
  'roomOnline',
  'enterRoom',
  'placard',
  'setTaboo',
  'relieveTaboo',
  'setusershield',
  'setAdministrations',
  'liveKickout',
  'sealingStatu',
  'streamHealth',
] as const satisfies readonly LiveDataEventType[];
type RoomEventType = (typeof ROOM_EVENT_TYPES)[number];

/** One room event: the contract's schema of its data, and what this room's event does. */
interface RoomEvent<T extends RoomEventType> {
  schema: LiveDataEventSchema<T>;
  /** Called with parsed data about this room only. */
  handle: (event: LiveDataEventData<T>, context: RoomEventContext) => RoomEventOutcome;
}

/** Changes these fields of the cached room at once. */
function patchRoom({ queryClient, roomId }: RoomEventContext, patch: Partial<RoomInfo>): void {
  updateRoomInfo(queryClient, roomId, (room) => ({ ...room, ...patch }));
}

function refetchRoom({ queryClient, roomId }: RoomEventContext): void {
  void queryClient.invalidateQueries({ queryKey: liveKeys.info(roomId) });
  void queryClient.invalidateQueries({ queryKey: liveKeys.url(roomId) });
}

/** Applies a moderation change to my own state at once, then reads it again from the server. */
function moderation(
  change: (me: RoomInfo['me'], event: ModerationEvent) => RoomInfo['me'],
): (event: ModerationEvent, context: RoomEventContext) => RoomEventOutcome {
  return (event, context) => {
    void refreshModeration(context.queryClient, context.roomId);
    if (event.user_id === context.myUserId) {
      updateRoomInfo(context.queryClient, context.roomId, (room) => ({
        ...room,
        me: change(room.me, event),
      }));
      void context.queryClient.invalidateQueries({ queryKey: liveKeys.info(context.roomId) });
    }
    return null;
  };
}

function roomStatus(event: RoomStatusEvent, context: RoomEventContext): RoomEventOutcome {
  patchRoom(context, { live_status: event.live_status, title: event.title });
  refetchRoom(context);
  return null;
}

const roomEvents: { [T in RoomEventType]: RoomEvent<T> } = {
  startRoom: { schema: roomStatusEventSchema, handle: roomStatus },
  endRoom: { schema: roomStatusEventSchema, handle: roomStatus },
  roomOnline: {
    schema: roomOnlineEventSchema,
    handle: (event, context) => {
      patchRoom(context, { online: event.online });
      return null;
    },
  },
  enterRoom: {
    schema: enterRoomEventSchema,
    handle: (event, context) => {
      patchRoom(context, { online: event.online });
      return event.nickname
        ? { kind: 'entered', nickname: event.nickname, fanBadge: event.fan_badge ?? null }
        : null;
    },
  },
  placard: {
    schema: placardEventSchema,
    handle: (event, context) => {
      patchRoom(context, { placard: event.placard });
      return null;
    },
  },
  setTaboo: {
    schema: moderationEventSchema,
    handle: moderation((me, event) => ({
      ...me,
      muted: event.active,
      muted_until: event.active ? event.until : null,
    })),
  },
  relieveTaboo: {
    schema: moderationEventSchema,
    handle: moderation((me) => ({ ...me, muted: false, muted_until: null })),
  },
  setusershield: {
    schema: moderationEventSchema,
    handle: moderation((me, event) => ({ ...me, shielded: event.active })),
  },
  setAdministrations: {
    schema: moderationEventSchema,
    handle: moderation((me, event) =>
      me.role === 'admin' || me.role === 'viewer'
        ? { ...me, role: event.active ? 'admin' : 'viewer' }
        : me,
    ),
  },
  liveKickout: {
    schema: moderationEventSchema,
    handle: (event, context) => {
      void refreshModeration(context.queryClient, context.roomId);
      return event.user_id === context.myUserId && event.active ? { kind: 'kicked' } : null;
    },
  },
  streamHealth: {
    schema: streamHealthEventSchema,
    handle: (event, { queryClient, roomId }) => {
      // The player says so while the streamer's connection is poor or stalled.
      queryClient.setQueryData<LiveUrl>(
        liveKeys.url(roomId),
        (url) => url && { ...url, stream_status: event.status },
      );
      return null;
    },
  },
  sealingStatu: {
    schema: sealingEventSchema,
    handle: (event, context) => {
      patchRoom(context, { sealed: event.sealed, sealed_reason: event.reason });
      refetchRoom(context);
      return null;
    },
  },
};

function onRoomEvent<T extends RoomEventType>(
  socket: Pick<LiveDataSocket, 'onMessage'>,
  type: T,
  context: RoomEventContext,
  onOutcome: (outcome: NonNullable<RoomEventOutcome>) => void,
): () => void {
  const { schema, handle }: RoomEvent<T> = roomEvents[type];
  return onLiveDataEvent(socket, type, schema, (event) => {
    // Every room event names its room.
    const about: { room_id: number } = event;
    if (about.room_id !== context.roomId) return;
    const outcome = handle(event, context);
    if (outcome) onOutcome(outcome);
  });
}

/**
 * Applies the room's events to its cached data until the returned function is called, and
 * hands what the page must do beyond that (kicked, someone entered) to `onOutcome`. Malformed
 * data (`onLiveDataEvent`) and events of other rooms are ignored.
 */
export function onRoomEvents(
  socket: Pick<LiveDataSocket, 'onMessage'>,
  context: RoomEventContext,
  onOutcome: (outcome: NonNullable<RoomEventOutcome>) => void,
): () => void {
  const unsubscribes = ROOM_EVENT_TYPES.map((type) =>
    onRoomEvent(socket, type, context, onOutcome),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
