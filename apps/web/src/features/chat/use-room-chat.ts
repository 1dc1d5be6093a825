import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, RoomChatMode, RoomJoined } from '@tifo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ImRequestError } from '../../shared/im/im-client';
import { useImClient, useImPush } from '../../shared/im/use-im';

/** How many messages a room's chat keeps on the page; older ones scroll away for good. */
export const ROOM_CHAT_KEPT = 200;

export type RoomChatStatus = 'joining' | 'ready' | 'failed';

/** What the page knows of a room's chat: messages (oldest first), member count and modes. */
export interface RoomChatData {
  messages: ChatMessage[];
  members: number | null;
  mode: RoomChatMode | null;
}

export interface RoomChat extends RoomChatData {
  status: RoomChatStatus;
  /** The server's translated refusal of the join; null when it failed for want of a network. */
  error: string | null;
  /** Sends a text message as it is; rejects with an `ImRequestError`. */
  send: (text: string) => Promise<void>;
  retry: () => void;
}

export interface RoomChatOptions {
  /**
   * Told once of each message that arrives while the page is in the room (pushes, the
   * member's own sends), never of history: what the danmaku overlay flies.
   */
  onMessage?: (message: ChatMessage) => void;
}

/** Room chat lives in the query cache (house style), filled by the socket and never fetched. */
export const roomChatKeys = {
  all: ['room-chat'] as const,
  room: (roomId: number) => [...roomChatKeys.all, roomId] as const,
};

const EMPTY: RoomChatData = { messages: [], members: null, mode: null };
const JOINING = { status: 'joining', error: null } as const;
const READY = { status: 'ready', error: null } as const;

/** Both lists as one, by id (ids grow with time), each message once, the newest kept. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-ROOM_CHAT_KEPT);
}

function updateRoomChat(
  queryClient: QueryClient,
  roomId: number,
  change: (data: RoomChatData) => RoomChatData,
): void {
  queryClient.setQueryData<RoomChatData>(roomChatKeys.room(roomId), (data) =>
    change(data ?? EMPTY),
  );
}

/** Records a room's modes, e.g. a moderator's own change before its push comes round. */
export function storeRoomChatMode(queryClient: QueryClient, mode: RoomChatMode): void {
  updateRoomChat(queryClient, mode.room_id, (data) => ({ ...data, mode }));
}

function refusalOf(error: unknown): string | null {
  return error instanceof ImRequestError && error.kind === 'refused' ? error.message : null;
}

/**
 * A live room's chat on `/im`: joins on mount (history, members, modes), quits on unmount,
 * follows the room's pushes, and after a reconnect reads the history again to fill the gap.
 * `roomId` null (or no chat client yet) stays `joining`.
 */
export function useRoomChat(roomId: number | null, options: RoomChatOptions = {}): RoomChat {
  const client = useImClient();
  const queryClient = useQueryClient();
  const [join, setJoin] = useState<{ status: RoomChatStatus; error: string | null }>(JOINING);
  const [attempt, setAttempt] = useState(0);
  const onMessage = useRef(options.onMessage);
  useEffect(() => {
    onMessage.current = options.onMessage;
  });
  const { data = EMPTY } = useQuery<RoomChatData>({
    queryKey: roomChatKeys.room(roomId ?? 0),
    queryFn: skipToken,
    // Kept while the page is in the room only: a later visit starts from the server's history.
    gcTime: 0,
  });

  /** Adds a message that arrived just now, telling `onMessage` the first time it is seen. */
  const accept = useCallback(
    (roomId: number, message: ChatMessage) => {
      const known = queryClient
        .getQueryData<RoomChatData>(roomChatKeys.room(roomId))
        ?.messages.some((entry) => entry.id === message.id);
      if (known) return;
      updateRoomChat(queryClient, roomId, (current) => ({
        ...current,
        messages: mergeMessages(current.messages, [message]),
      }));
      onMessage.current?.(message);
    },
    [queryClient],
  );

  useEffect(() => {
    if (!client || roomId === null) return;
    let active = true;
    let phase: RoomChatStatus = 'joining';
    setJoin(JOINING);
    const applyJoined = (joined: RoomJoined) =>
      updateRoomChat(queryClient, roomId, (current) => ({
        messages: mergeMessages(current.messages, joined.history),
        members: joined.members,
        mode: joined.mode,
      }));
    const joining = client.joinRoom(roomId);
    joining.then(
      (joined) => {
        if (!active) return;
        phase = 'ready';
        applyJoined(joined);
        setJoin(READY);
      },
      (error: unknown) => {
        if (!active) return;
        phase = 'failed';
        setJoin({ status: 'failed', error: refusalOf(error) });
      },
    );
    // The client joins its rooms again after a reconnect but skips their history: read what
    // was missed here to fill the gap (or try the failed join again).
    let wasReady = client.getState() === 'ready';
    const offState = client.onState(() => {
      const ready = client.getState() === 'ready';
      if (ready && !wasReady && phase === 'ready') {
        // What came after the newest message shown, not the last 30: the whole gap.
        const newest = queryClient
          .getQueryData<RoomChatData>(roomChatKeys.room(roomId))
          ?.messages.at(-1)?.id;
        const since = newest === undefined ? {} : { after_id: newest };
        client.request('joinRoom', { room_id: roomId, ...since }).then(
          (joined) => active && applyJoined(joined),
          () => undefined,
        );
      } else if (ready && !wasReady && phase === 'failed') {
        setAttempt((count) => count + 1);
      }
      wasReady = ready;
    });
    return () => {
      active = false;
      offState();
      // Quit once the join has settled: a failed join has already given its place back, and
      // the client counts the views of each room.
      joining.then(
        () => client.quitRoom(roomId),
        () => undefined,
      );
    };
  }, [client, roomId, attempt, queryClient]);

  useImPush((push) => {
    if (roomId === null) return;
    if (push.type === 'roomMessage' && push.data.room_id === roomId) accept(roomId, push.data);
    if (push.type === 'roomMembers' && push.data.room_id === roomId) {
      const { members } = push.data;
      updateRoomChat(queryClient, roomId, (current) => ({ ...current, members }));
    }
    if (push.type === 'roomMode' && push.data.room_id === roomId) {
      storeRoomChatMode(queryClient, push.data);
    }
    if (push.type === 'messageRemoved' && push.data.room_id === roomId) {
      // Staff upheld a report: the line leaves the chat (danmaku already flown stays flown).
      const { id } = push.data;
      updateRoomChat(queryClient, roomId, (current) => ({
        ...current,
        messages: current.messages.filter((message) => message.id !== id),
      }));
    }
  });

  const send = useCallback(
    async (text: string) => {
      if (!client || roomId === null) throw new ImRequestError('offline', 'offline');
      // The server also pushes the message back to the room; whichever comes first is kept.
      accept(roomId, await client.sendRoom(roomId, { kind: 'text', text }));
    },
    [client, roomId, accept],
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { ...data, ...join, send, retry };
}
