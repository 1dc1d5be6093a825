import { CHAT_LIMITS, type RoomChatMode } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSetRoomChatModeMutation } from '../api';

const OFF: Omit<RoomChatMode, 'room_id'> = { slow_mode_seconds: 0, followers_only: false };

/**
 * The moderators' chat modes above the chat box: slow mode (Twitch's choices) and
 * followers-only. What they show is the room's mode as pushed to everyone, so another
 * moderator's change appears here too.
 */
export function RoomChatModeControls({
  roomId,
  mode,
}: {
  roomId: number;
  mode: RoomChatMode | null;
}) {
  const { t } = useTranslation('live');
  const setMode = useSetRoomChatModeMutation(roomId);
  const slowId = useId();
  const current = mode ?? OFF;
  // Until the join has told us the modes, a change could undo one we have not seen.
  const disabled = mode === null || setMode.isPending;
  const change = (patch: Partial<Omit<RoomChatMode, 'room_id'>>) =>
    setMode.mutate({
      slow_mode_seconds: current.slow_mode_seconds,
      followers_only: current.followers_only,
      ...patch,
    });

  const label = (seconds: number) =>
    seconds === 0
      ? t('chatMode.off')
      : seconds < 60
        ? t('chatMode.seconds', { value: seconds })
        : t('chatMode.minutes', { value: seconds / 60 });

  return (
    <div
      role="group"
      aria-label={t('chatMode.label')}
      data-testid="room-chat-modes"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 px-3 py-2 text-xs text-slate-700"
    >
      <span className="flex items-center gap-1.5">
        <label htmlFor={slowId}>{t('chatMode.slowMode')}</label>
        <select
          id={slowId}
          data-testid="room-chat-slow-mode"
          value={current.slow_mode_seconds}
          disabled={disabled}
          onChange={(event) => change({ slow_mode_seconds: Number(event.target.value) })}
          className="rounded border border-slate-300 bg-white px-1 py-0.5 disabled:opacity-60"
        >
          {CHAT_LIMITS.slowModeSeconds.map((seconds) => (
            <option key={seconds} value={seconds}>
              {label(seconds)}
            </option>
          ))}
        </select>
      </span>
      <label className="flex items-center gap-1.5">
        <input
          type="checkbox"
          role="switch"
          data-testid="room-chat-followers-only"
          checked={current.followers_only}
          aria-checked={current.followers_only}
          disabled={disabled}
          onChange={(event) => change({ followers_only: event.target.checked })}
          className="size-4 accent-brand-600"
        />
        {t('chatMode.followersOnly')}
      </label>
    </div>
  );
}
