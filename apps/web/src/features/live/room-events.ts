import {
  enterRoomEventSchema,
  moderationEventSchema,
  placardEventSchema,
  roomOnlineEventSchema,
  roomStatusEventSchema,
  sealingEventSchema,
  type LiveDataEventType,
  type LiveDataServerMessage,
  type ModerationEvent,
  type RoomInfo,
} from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { liveKeys, refreshModeration, updateRoomInfo } from './api';

/** What a room event asks of the page beyond cache updates. */
export type RoomEventOutcome = { kind: 'kicked' } | { kind: 'entered'; nickname: string } | null;

export interface RoomEventContext {
  roomId: number;
  myUserId: number | null;
  queryClient: QueryClient;
}

type Handler = (data: unknown, context: RoomEventContext) => RoomEventOutcome;

/** Parses `data` with `schema`; null when malformed or about another room. */
function forRoom<S extends z.ZodType<{ room_id: number }>>(
  schema: S,
  data: unknown,
  roomId: number,
): z.infer<S> | null {
  const parsed = schema.safeParse(data);
  return parsed.success && parsed.data.room_id === roomId ? parsed.data : null;
}

function refetchRoom({ queryClient, roomId }: RoomEventContext): void {
  void queryClient.invalidateQueries({ queryKey: liveKeys.info(roomId) });
  void queryClient.invalidateQueries({ queryKey: liveKeys.url(roomId) });
}

/** Applies a moderation change to my own state at once, then reads it again from the server. */
function moderation(change: (me: RoomInfo['me'], event: ModerationEvent) => RoomInfo['me']) {
  return (data: unknown, context: RoomEventContext): RoomEventOutcome => {
    const event = forRoom(moderationEventSchema, data, context.roomId);
    if (!event) return null;
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

const roomStatus: Handler = (data, context) => {
  const event = forRoom(roomStatusEventSchema, data, context.roomId);
  if (!event) return null;
  updateRoomInfo(context.queryClient, context.roomId, (room) => ({
    ...room,
    live_status: event.live_status,
    title: event.title,
  }));
  refetchRoom(context);
  return null;
};

/**
 * The code-200 room events of spec §4 (data schemas in contract socket/live-room.ts). Room
 * chat is not among them: it comes over `/im` (features/chat/use-room-chat.ts).
 */
const handlers: Partial<Record<LiveDataEventType, Handler>> = {
  startRoom: roomStatus,
  endRoom: roomStatus,
  roomOnline: (data, context) => {
    const event = forRoom(roomOnlineEventSchema, data, context.roomId);
    if (event) {
      updateRoomInfo(context.queryClient, context.roomId, (room) => ({
        ...room,
        online: event.online,
      }));
    }
    return null;
  },
  enterRoom: (data, context) => {
    const event = forRoom(enterRoomEventSchema, data, context.roomId);
    if (!event) return null;
    updateRoomInfo(context.queryClient, context.roomId, (room) => ({
      ...room,
      online: event.online,
    }));
    return event.nickname ? { kind: 'entered', nickname: event.nickname } : null;
  },
  placard: (data, context) => {
    const event = forRoom(placardEventSchema, data, context.roomId);
    if (event) {
      updateRoomInfo(context.queryClient, context.roomId, (room) => ({
        ...room,
        placard: event.placard,
      }));
    }
    return null;
  },
  setTaboo: moderation((me, event) => ({
    ...me,
    muted: event.active,
    muted_until: event.active ? event.until : null,
  })),
  relieveTaboo: moderation((me) => ({ ...me, muted: false, muted_until: null })),
  setusershield: moderation((me, event) => ({ ...me, shielded: event.active })),
  setAdministrations: moderation((me, event) =>
    me.role === 'admin' || me.role === 'viewer'
      ? { ...me, role: event.active ? 'admin' : 'viewer' }
      : me,
  ),
  liveKickout: (data, context) => {
    const event = forRoom(moderationEventSchema, data, context.roomId);
    if (!event) return null;
    void refreshModeration(context.queryClient, context.roomId);
    return event.user_id === context.myUserId && event.active ? { kind: 'kicked' } : null;
  },
  sealingStatu: (data, context) => {
    const event = forRoom(sealingEventSchema, data, context.roomId);
    if (!event) return null;
    updateRoomInfo(context.queryClient, context.roomId, (room) => ({
      ...room,
      sealed: event.sealed,
      sealed_reason: event.reason,
    }));
    refetchRoom(context);
    return null;
  },
};

/**
 * Applies one socket message to the room's cached data. Malformed data and events of other
 * rooms are ignored.
 */
export function applyRoomEvent(
  message: LiveDataServerMessage,
  context: RoomEventContext,
): RoomEventOutcome {
  if (message.code !== 200) return null;
  return handlers[message.type]?.(message.data, context) ?? null;
}
