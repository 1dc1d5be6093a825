import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';

/**
 * A fan's badge in a streamer's fan group: the badge text and the level, as a small pill
 * ("铁粉 3"). Screen readers hear what it is rather than a bare word and number. Needs the
 * `fans` namespace loaded (the live route loads it; other screens wait for it).
 */
export function FanBadgePill({
  name,
  level,
  size = 'small',
  className,
}: {
  name: string;
  level: number;
  /** `small` in chat lines and lists; `relative` follows the text around it (danmaku). */
  size?: 'small' | 'relative';
  className?: string;
}) {
  const { t } = useTranslation('fans');
  const label = t('badgeLabel', { name, level });
  return (
    <span
      data-testid="fan-badge"
      data-level={level}
      title={label}
      className={cx(
        'inline-flex items-center gap-0.5 rounded-full bg-gradient-to-r from-pink-600 to-orange-500 py-px pr-px pl-1.5 align-middle leading-tight font-semibold whitespace-nowrap text-white',
        size === 'small' ? 'text-[10px]' : 'text-[0.6em]',
        className,
      )}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{name}</span>
      <span
        aria-hidden="true"
        className="min-w-3.5 rounded-full bg-white px-1 text-center text-pink-700 tabular-nums"
      >
        {level}
      </span>
    </span>
  );
}

/** The colour of a fan's chat text when the group's chat-colour perk applies to them. */
export const FAN_CHAT_COLOUR_CLASS = 'font-medium text-emerald-700';
/** The same colour over the video (danmaku: light on dark, with the overlay's shadow). */
export const FAN_DANMAKU_COLOUR_CLASS = 'font-bold text-emerald-300';
