import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { cx } from '../../../shared/ui/cx';

const TONES = {
  wealth: { badge: 'bg-amber-100 text-amber-800', bar: 'bg-amber-500' },
  streamer: { badge: 'bg-rose-100 text-rose-800', bar: 'bg-rose-500' },
} as const;

/** A level badge beside the bar towards the next level, and a line of what is left. */
export function LevelBar({
  badge,
  percent,
  note,
  noteTestId,
  tone,
}: {
  badge: string;
  percent: number;
  note: string;
  noteTestId: string;
  tone: keyof typeof TONES;
}) {
  const { t } = useLazyTranslation('money');
  return (
    <div className="flex items-center gap-3">
      <span className={cx('rounded-lg px-3 py-1 text-xl font-bold', TONES[tone].badge)}>
        {badge}
      </span>
      <div className="flex-1">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('level.progressLabel', { percent })}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={cx('h-full', TONES[tone].bar)} style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-sm text-slate-600" data-testid={noteTestId}>
          {note}
        </p>
      </div>
    </div>
  );
}
