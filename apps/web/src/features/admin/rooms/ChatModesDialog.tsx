import { CHAT_LIMITS, type ConsoleRoom } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { SelectField } from '../../../shared/ui/Field';
import { FormDialog, useDialogSubmit } from '../review/FormDialog';
import { slowModeLabel } from './chat-mode-words';
import { useSetRoomChatModeMutation } from './rooms-api';

/**
 * Sets a room's chat modes from the console (a raid, a flood of spam): slow mode from the
 * choices the room's moderators have, and followers-only. Render it only while open.
 */
export function ChatModesDialog({ room, onClose }: { room: ConsoleRoom; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const setMode = useSetRoomChatModeMutation();
  const [slowModeSeconds, setSlowModeSeconds] = useState(room.chat_mode.slow_mode_seconds);
  const [followersOnly, setFollowersOnly] = useState(room.chat_mode.followers_only);
  const { busy, problem, submit } = useDialogSubmit();

  const save = () =>
    void submit(async () => {
      await setMode.mutateAsync({
        room_id: room.room_id,
        slow_mode_seconds: slowModeSeconds,
        followers_only: followersOnly,
      });
      showToast(t('rooms.chatMode.savedNotice', { title: room.title }), { kind: 'success' });
      onClose();
    });

  return (
    <FormDialog
      title={t('rooms.chatMode.title', { title: room.title })}
      confirmLabel={t('rooms.chatMode.save')}
      busy={busy}
      problem={problem}
      onClose={onClose}
      onConfirm={save}
      testId="chat-modes-dialog"
    >
      <p className="text-slate-600">{t('rooms.chatMode.hint')}</p>
      <SelectField
        label={t('rooms.chatMode.slowMode')}
        value={slowModeSeconds}
        onChange={(event) => setSlowModeSeconds(Number(event.target.value))}
      >
        {CHAT_LIMITS.slowModeSeconds.map((seconds) => (
          <option key={seconds} value={seconds}>
            {slowModeLabel(t, seconds)}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={followersOnly}
          onChange={(event) => setFollowersOnly(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {t('rooms.chatMode.followersOnly')}
      </label>
    </FormDialog>
  );
}
