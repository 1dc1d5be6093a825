import type { StreamHealth } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { streamProblemText } from '../../../shared/stream-health/problem-text';
import { Card } from '../../../shared/ui/Surface';
import { cx } from '../../../shared/ui/cx';
import { useStreamHealthQuery } from '../streamer-api';

const TONE: Record<StreamHealth['status'], string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  poor: 'bg-amber-50 text-amber-900 ring-amber-200',
  stalled: 'bg-red-50 text-red-800 ring-red-200',
  starting: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/**
 * The streamer's connection as the ingest sees it, every 5 s while live: a verdict, what to
 * fix when it is poor, and the figures behind it.
 */
export function StreamHealthCard({ live }: { live: boolean }) {
  const { t } = useTranslation('streamer');
  const { t: common } = useTranslation('common');
  const query = useStreamHealthQuery(live);
  if (!live) return null;
  const health = query.data?.health ?? null;
  return (
    <Card
      title={t('health.title')}
      data-testid="my-stream-health"
      data-status={health?.status ?? 'none'}
    >
      {!health ? (
        <p className="text-sm text-slate-600">{t('health.waiting')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <span
              className={cx('rounded px-2 py-0.5 text-sm font-medium ring-1', TONE[health.status])}
            >
              {common(`streamHealth.status.${health.status}`)}
            </span>
            {health.status === 'stalled' && (
              <span className="text-sm text-red-700">{t('health.stalled')}</span>
            )}
          </div>
          {health.problems.length > 0 && (
            <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-amber-900">
              {health.problems.map((problem) => (
                <li key={problem}>{streamProblemText(common, problem, health)}</li>
              ))}
            </ul>
          )}
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {(
              [
                ['bitrate', health.kbps === null ? '—' : t('health.kbps', { kbps: health.kbps })],
                [
                  'fps',
                  health.measured_fps === null
                    ? String(health.fps || '—')
                    : String(health.measured_fps),
                ],
                [
                  'keyframes',
                  health.keyframe_interval_s === null
                    ? '—'
                    : t('health.seconds', { seconds: health.keyframe_interval_s }),
                ],
                [
                  'realtime',
                  health.realtime_ratio === null
                    ? '—'
                    : `${Math.round(health.realtime_ratio * 100)}%`,
                ],
                ['late', String(health.late_frames ?? '—')],
                ['dropped', String(health.dropped_frames ?? '—')],
                ['reconnects', String(health.reconnects)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex items-center justify-between gap-2">
                <dt className="text-slate-500">{t(`health.figures.${key}`)}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Card>
  );
}
