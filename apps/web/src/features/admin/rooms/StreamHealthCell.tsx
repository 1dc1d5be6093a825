import type { StreamHealth } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { streamProblemText } from '../../../shared/stream-health/problem-text';
import { formatCount } from '../../../shared/format/count';
import { cx } from '../../../shared/ui/cx';
import { useLanguage } from '../ui/use-language';

const BADGE: Record<StreamHealth['status'], string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  poor: 'bg-amber-50 text-amber-900 ring-amber-200',
  stalled: 'bg-red-50 text-red-800 ring-red-200',
  starting: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/**
 * A stream as its ingest sees it: a state a moderator can take in at a glance (poor and stalled
 * say why on hover), then the measured bitrate, picture size and frame rate.
 */
export function StreamHealthCell({ health }: { health: StreamHealth | null }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  if (!health) {
    return (
      <span className="text-slate-500" title={t('rooms.health.noneHint')}>
        {t('rooms.health.none')}
      </span>
    );
  }
  const hint =
    health.status === 'poor'
      ? health.problems.map((problem) => streamProblemText(common, problem, health)).join('\n')
      : health.status === 'stalled'
        ? t('rooms.health.stalledHint')
        : undefined;
  const details = [
    health.kbps !== null && t('rooms.health.rate', { kbps: formatCount(health.kbps, language) }),
    health.width > 0 && t('rooms.health.picture', { width: health.width, height: health.height }),
    (health.measured_fps ?? health.fps) > 0 &&
      t('rooms.health.fps', { fps: Math.round(health.measured_fps ?? health.fps) }),
  ].filter((detail): detail is string => typeof detail === 'string');
  return (
    <div data-testid="stream-health" data-status={health.status}>
      <span
        title={hint}
        className={cx('inline-block rounded px-1.5 py-0.5 text-xs ring-1', BADGE[health.status])}
      >
        {t(`rooms.health.${health.status}`)}
      </span>
      {details.length > 0 && (
        <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums">
          {details.join(' · ')}
        </span>
      )}
    </div>
  );
}
