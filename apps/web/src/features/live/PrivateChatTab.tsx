import type { RoomInfo } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { useStoredValue } from '../../shared/use-stored-value';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { openPrivateChat } from '../chat';
import { AnchorAvatar } from './AnchorAvatar';

/**
 * The room's "private chat" tab: write to the streamer in the private-chat popup (a blank
 * conversation when there is none yet). The streamer is pointed to their fans' messages.
 */
export function PrivateChatTab({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const isAnchor = user !== null && String(user.id) === String(room.anchor_id);
  const write = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    openPrivateChat({
      peer: String(room.anchor_id),
      nick: room.anchor_nickname,
      avatar: room.anchor_avatar,
    });
  };
  return (
    <div
      className="flex flex-col items-center gap-3 p-6 text-center"
      data-testid="private-chat-tab"
    >
      <AnchorAvatar src={room.anchor_avatar} name={room.anchor_nickname} size="lg" />
      <p className="text-sm text-slate-600">
        {isAnchor
          ? t('privateChat.ownRoom')
          : t('privateChat.intro', { name: room.anchor_nickname })}
      </p>
      {isAnchor ? (
        <Link to="/chat-chat" className="text-sm font-medium text-brand-600 underline">
          {t('privateChat.openInbox')}
        </Link>
      ) : (
        <Button onClick={write} data-testid="private-chat-anchor">
          {user ? t('privateChat.write') : t('privateChat.loginToWrite')}
        </Button>
      )}
    </div>
  );
}
