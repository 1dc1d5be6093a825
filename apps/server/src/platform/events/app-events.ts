/**
 * What happens inside one server instance that other modules may react to, by event name.
 * Emitters announce facts after their own work is done; they never know who listens (the task
 * centre does today). Add an event here, emit it where the fact happens, subscribe with `on`.
 */
import type { GoalAlertData } from '@tifo/contract';
import type { MatchEvent } from '../../feeds/fixtures/feed-model';

export interface AppEvents {
  /** A gift reached a live room, paid in diamonds or taken from the backpack. */
  'gift.sent': {
    senderId: number;
    roomId: number;
    anchorId: number;
    giftId: number;
    count: number;
    /** Whole diamonds the sender paid (0 for backpack gifts). */
    diamonds: number;
    backpack: boolean;
  };
  /** A member's message was stored in a room chat (not a retry of one already stored). */
  'chat.roomMessage': { memberId: number; roomId: number };
  /** A member was bound to whoever invited them (registration with a code, or a share link). */
  'user.invited': { inviteeId: number; inviterId: number };
  /** A member started following another user. */
  'user.followed': { userId: number; followedId: number };
  /**
   * The live-room presence ticked on this instance: the members with a page in a live room
   * here (each once, whatever the room) and the seconds since the previous tick.
   */
  'presence.tick': {
    memberIds: number[];
    seconds: number;
    /** Which member watched which room (each pair once). */
    memberships: { roomId: number; userId: number }[];
  };
  /** The score feed's leader pushed a goal alert (`at`: when, epoch ms). */
  'match.goal': { goal: GoalAlertData; at: number };
  /** Everything that happened in the feed since the leader's last tick (leader only), in time order. */
  'match.events': { events: MatchEvent[] };
  /** A room's broadcast opened (the streamer pressed start, or their stream arrived). */
  'live.broadcastStarted': { roomId: number; broadcastId: number; anchorId: number };
  /** A room's broadcast closed (`reason`: streamer, stream-stopped, sealed); times in epoch ms. */
  'live.broadcastEnded': {
    roomId: number;
    broadcastId: number;
    anchorId: number;
    matchId: string | null;
    title: string;
    cover: string;
    startedAt: number;
    endedAt: number;
    reason: string;
  };
}

export type AppEventName = keyof AppEvents;
