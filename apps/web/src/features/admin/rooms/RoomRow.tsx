import type { ConsoleRoom } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/format/count';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { DecisionDialog } from '../review/DecisionDialog';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { chatModeSummary } from './chat-mode-words';
import { ChatModesDialog } from './ChatModesDialog';
import { StreamHealthCell } from './StreamHealthCell';
import { useEndBroadcastMutation, useSealRoomMutation } from './rooms-api';

/** The seal API's reason limit (liveRoutes.sealRoom). */
const REASON_MAX = 100;

/**
 * One room of the table, with Chat modes, End broadcast and Seal (a reason is required), or
 * Unseal.
 */
export function RoomRow({ room }: { room: ConsoleRoom }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const seal = useSealRoomMutation();
  const end = useEndBroadcastMutation();
  const [sealing, setSealing] = useState(false);
  const [settingChat, setSettingChat] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmSeal = async (reason: string) => {
    await seal.mutateAsync({ room_id: room.room_id, sealed: true, reason });
    setSealing(false);
    showToast(t('rooms.sealedNotice', { title: room.title }), { kind: 'success' });
  };

  const unseal = async () => {
    if (!(await requestConfirm({ message: t('rooms.confirmUnseal', { title: room.title }) }))) {
      return;
    }
    setProblem(null);
    try {
      await seal.mutateAsync({ room_id: room.room_id, sealed: false });
      showToast(t('rooms.unsealedNotice', { title: room.title }), { kind: 'success' });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
    }
  };

  const endBroadcast = async () => {
    if (!(await requestConfirm({ message: t('rooms.confirmEnd', { title: room.title }) }))) return;
    setProblem(null);
    try {
      await end.mutateAsync(room.room_id);
      showToast(t('rooms.endedNotice', { title: room.title }), { kind: 'success' });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('review.failed'));
    }
  };

  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-3 py-2 tabular-nums">{room.room_id}</td>
      <td className="px-3 py-2">
        <Link to={`/live?id=${room.room_id}`} target="_blank" className="text-brand-700 underline">
          {room.title}
        </Link>
      </td>
      <td className="px-3 py-2">
        {room.anchor_nickname}
        <span className="block text-xs text-slate-500">
          {t('fields.userId', { id: room.anchor_id })}
        </span>
      </td>
      <td className="px-3 py-2 tabular-nums">{formatCount(room.online, language)}</td>
      <td className="px-3 py-2">
        <StreamHealthCell health={room.stream_health} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <When iso={room.sealed ? room.sealed_at : room.streaming_since} />
      </td>
      <td className="px-3 py-2 break-words">{room.sealed_reason || '—'}</td>
      <td className="px-3 py-2" data-testid="room-chat-modes">
        {chatModeSummary(t, room.chat_mode)}
      </td>
      <td className="px-3 py-2">
        {room.sealed ? (
          <Button
            size="sm"
            variant="secondary"
            loading={seal.isPending}
            onClick={() => void unseal()}
          >
            {t('rooms.unseal')}
          </Button>
        ) : (
          <div className="flex flex-wrap gap-1">
            <Button size="sm" variant="secondary" onClick={() => setSettingChat(true)}>
              {t('rooms.chatModes')}
            </Button>
            {room.live_status === 'live' && (
              <Button
                size="sm"
                variant="secondary"
                loading={end.isPending}
                onClick={() => void endBroadcast()}
              >
                {t('rooms.end')}
              </Button>
            )}
            <Button size="sm" variant="danger" onClick={() => setSealing(true)}>
              {t('rooms.seal')}
            </Button>
          </div>
        )}
        {problem && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {problem}
          </p>
        )}
        {settingChat && <ChatModesDialog room={room} onClose={() => setSettingChat(false)} />}
        {sealing && (
          <DecisionDialog
            title={t('rooms.sealTitle')}
            summary={t('rooms.sealSummary', { title: room.title, name: room.anchor_nickname })}
            confirmLabel={t('rooms.confirmSeal')}
            noteLabel={t('rooms.reason')}
            noteMax={REASON_MAX}
            danger
            onClose={() => setSealing(false)}
            onConfirm={confirmSeal}
          />
        )}
      </td>
    </tr>
  );
}
