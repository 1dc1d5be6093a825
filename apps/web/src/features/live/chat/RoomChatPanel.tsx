import type { RoomInfo } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConnectionNotice, type RoomChat } from '../../chat';
import { formatCount } from '../format';
import { isModerator } from '../../../shared/session/room-roles';
import type { Entrance } from '../use-live-room';
import { RoomChatComposer } from './RoomChatComposer';
import { RoomChatList, type PickedUser } from './RoomChatList';
import { RoomChatModeControls } from './RoomChatModeControls';

export interface RoomChatPanelProps {
  room: RoomInfo;
  chat: RoomChat;
  entrances: readonly Entrance[];
  myUserId: number | null;
  onPickUser: (user: PickedUser) => void;
}

/**
 * The chat tab: how many are in the chat, whether the chat is connected (issue 27: while it is
 * away nothing arrives or leaves), the messages, the moderators' chat modes and the chat box.
 */
export function RoomChatPanel({ room, chat, entrances, myUserId, onPickUser }: RoomChatPanelProps) {
  const { t } = useTranslation('live');
  return (
    <>
      <ConnectionNotice />
      {chat.members !== null && (
        <p
          data-testid="room-chat-members"
          className="border-b border-slate-100 px-3 py-1 text-right text-xs text-slate-500"
        >
          {t('chat.members', { count: formatCount(chat.members) })}
        </p>
      )}
      <RoomChatList
        messages={chat.messages}
        status={chat.status}
        error={chat.error}
        onRetry={chat.retry}
        entrances={entrances}
        myUserId={myUserId}
        anchorId={room.anchor_id}
        onPickUser={onPickUser}
      />
      {isModerator(room.me.role) && <RoomChatModeControls roomId={room.room_id} mode={chat.mode} />}
      <RoomChatComposer room={room} chat={chat} />
    </>
  );
}
