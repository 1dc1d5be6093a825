import type { ConsoleRoom } from '@tifo/contract';
import type { TFunction } from '../../../shared/i18n/translation-keys';

/** A slow-mode choice in words: off, seconds under a minute, minutes from there. */
export function slowModeLabel(t: TFunction<'admin'>, seconds: number): string {
  if (seconds === 0) return t('rooms.chatMode.off');
  return seconds < 60
    ? t('rooms.chatMode.seconds', { value: seconds })
    : t('rooms.chatMode.minutes', { value: seconds / 60 });
}

/** A room's chat modes in a line of the table ("Slow 10 s · Followers only"). */
export function chatModeSummary(t: TFunction<'admin'>, mode: ConsoleRoom['chat_mode']): string {
  const parts = [
    ...(mode.slow_mode_seconds > 0
      ? [t('rooms.chatMode.slowSummary', { value: slowModeLabel(t, mode.slow_mode_seconds) })]
      : []),
    ...(mode.followers_only ? [t('rooms.chatMode.followersOnly')] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : t('rooms.chatMode.unrestricted');
}
