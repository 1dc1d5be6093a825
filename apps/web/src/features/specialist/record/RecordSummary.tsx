import type { ExpertRecord } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { cx } from '../../../shared/ui/cx';
import { formatPercent, formatUnits, recordCounts } from '../format';
import { RecentForm } from './RecentForm';
import { streakText } from './record-words';

/**
 * An expert's record in figures: hit rate, W-P-L, return and streak, then the latest results.
 * `data-settled` and `data-hit-rate` carry the raw figures for tests and tools.
 */
export function RecordSummary({
  record,
  testId = 'expert-record',
  className,
}: {
  record: ExpertRecord;
  testId?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const counts = recordCounts(record);
  const figures: {
    key: string;
    label: string;
    value: string;
    title?: string;
    note?: string;
    tone?: string;
  }[] = [
    {
      key: 'hitRate',
      label: t('record.hitRate'),
      value: record.settled > 0 ? formatPercent(record.hit_rate, language) : '–',
    },
    {
      key: 'wpl',
      label: t('record.wpl'),
      value: `${counts.won}-${counts.push}-${counts.lost}`,
      title: t('record.wplTitle', counts),
    },
    {
      key: 'return',
      label: t('record.return'),
      value: t('record.units', { units: formatUnits(record.return_units) }),
      note: t('record.roi', { roi: formatPercent(record.roi, language) }),
      tone:
        record.return_units > 0
          ? 'text-brand-700'
          : record.return_units < 0
            ? 'text-slate-700'
            : '',
    },
    { key: 'streak', label: t('record.streak'), value: streakText(record, t) },
  ];
  return (
    <div
      className={cx('flex flex-col gap-3', className)}
      data-testid={testId}
      data-settled={record.settled}
      data-hit-rate={record.hit_rate}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{figure.label}</dt>
            <dd
              className={cx('text-lg font-bold text-slate-900 tabular-nums', figure.tone)}
              title={figure.title}
              data-figure={figure.key}
            >
              {figure.value}
              {figure.note && (
                <span className="block text-xs font-normal text-slate-500">{figure.note}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        {t('record.sample', { settled: record.settled, best: record.best_streak })}
      </p>
      <RecentForm recent={record.recent} />
    </div>
  );
}
