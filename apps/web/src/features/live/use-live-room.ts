import type { FanBadge } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { showToast } from '../../shared/notifications';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { liveKeys } from './api';
import { onRoomEvents } from './room-events';

/** Where a viewer goes when a room shuts them out (spec §4 "liveKickout"). */
export const KICKED_OUT_PATH = '/anchor?type=0';

/** "X entered" lines of the chat list, placed after the message that was last when they came. */
export interface Entrance {
  key: number;
  nickname: string;
  /** The member's badge in the streamer's fan group; an entry effect when it says so. */
  fanBadge: FanBadge | null;
  afterMessageId: number | null;
}

/** How many "entered" lines the chat list keeps. */
const ENTRANCES_KEPT = 20;

/**
 * The page's membership of a room on the live-data socket: `enterRoom` on mount (the socket
 * enters it again after a reconnect), `leaveRoom` on unmount, room events into the query cache,
 * a re-read of the room after a reconnect (events may have been missed), and the way out when
 * the viewer is kicked. `lastMessageId` is the chat's newest message: "X entered" goes after it.
 */
export function useLiveRoom(roomId: number, myUserId: number | null, lastMessageId: number | null) {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('live');
  const [entrances, setEntrances] = useState<Entrance[]>([]);
  const left = useRef(false);
  const nextKey = useRef(1);
  // Read when someone enters; not a dependency, or every message would subscribe afresh.
  const lastMessage = useRef(lastMessageId);
  useEffect(() => {
    lastMessage.current = lastMessageId;
  });

  const leaveKicked = useCallback(() => {
    if (left.current) return;
    left.current = true;
    showToast(t('kicked.toast'), { kind: 'error' });
    void queryClient.invalidateQueries({ queryKey: liveKeys.kicked() });
    void navigate(KICKED_OUT_PATH, { replace: true });
  }, [navigate, queryClient, t]);

  useEffect(() => {
    if (!socket) return;
    socket.enterRoom(roomId);
    return () => socket.leaveRoom(roomId);
  }, [socket, roomId]);

  useEffect(() => {
    if (!socket) return;
    let wasOpen = socket.getState() === 'open';
    let everOpen = wasOpen;
    const offState = socket.onState((state) => {
      if (state === 'open' && !wasOpen && everOpen) {
        void queryClient.invalidateQueries({ queryKey: liveKeys.room(roomId) });
      }
      wasOpen = state === 'open';
      everOpen ||= wasOpen;
    });
    const offEvents = onRoomEvents(socket, { roomId, myUserId, queryClient }, (outcome) => {
      if (outcome.kind === 'kicked') leaveKicked();
      else {
        const entrance: Entrance = {
          key: nextKey.current++,
          nickname: outcome.nickname,
          fanBadge: outcome.fanBadge,
          afterMessageId: lastMessage.current,
        };
        setEntrances((current) => [...current, entrance].slice(-ENTRANCES_KEPT));
      }
    });
    return () => {
      offState();
      offEvents();
    };
  }, [socket, roomId, myUserId, queryClient, leaveKicked]);

  return { entrances, leaveKicked };
}
