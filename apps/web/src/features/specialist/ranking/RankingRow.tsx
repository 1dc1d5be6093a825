import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pageLanguage } from '../../../shared/format/locale';
import { Avatar } from '../../../shared/ui/Avatar';
import { cx } from '../../../shared/ui/cx';
import type { RankingEntry } from '../api';
import { expertHomeHref, formatPercent, formatUnits, recordCounts } from '../format';
import { RecentForm } from '../record/RecentForm';
import { streakText } from '../record/record-words';

/** One ranked expert: who, then hit rate, W-P-L, return, streak and the latest results. */
export function RankingRow({ entry, rank }: { entry: RankingEntry; rank: number }) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const { expert, record } = entry;
  const counts = recordCounts(record);
  const figures = [
    { key: 'hitRate', label: t('record.hitRate'), value: formatPercent(record.hit_rate, language) },
    { key: 'wpl', label: t('record.wpl'), value: `${counts.won}-${counts.push}-${counts.lost}` },
    {
      key: 'return',
      label: t('record.return'),
      value: formatUnits(record.return_units),
    },
    { key: 'streak', label: t('record.streak'), value: streakText(record, t) },
  ];
  return (
    <li data-testid="expert-row" data-expert-id={expert.id} data-rank={rank}>
      <Link
        to={expertHomeHref(expert.id)}
        className="grid grid-cols-[2rem_1fr] items-center gap-x-3 gap-y-2 px-2 py-3 hover:bg-slate-50 lg:grid-cols-[2rem_minmax(10rem,1.4fr)_repeat(4,minmax(4.5rem,1fr))_15rem]"
      >
        <span
          className={cx(
            'text-center text-sm font-bold',
            rank <= 3 ? 'text-brand-600' : 'text-slate-500',
          )}
        >
          {rank}
        </span>
        <span className="flex min-w-0 items-center gap-3">
          <Avatar src={expert.avatar} name={expert.nickname} className="size-10 text-base" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{expert.nickname}</span>
            {expert.title && (
              <span className="block truncate text-xs text-brand-700">{expert.title}</span>
            )}
          </span>
        </span>
        <dl className="col-start-2 grid grid-cols-4 gap-2 text-center lg:contents">
          {figures.map((figure) => (
            <div key={figure.key} className="min-w-0" data-figure={figure.key}>
              <dt className="text-[11px] text-slate-500 lg:sr-only">{figure.label}</dt>
              <dd className="truncate text-sm font-semibold text-slate-900 tabular-nums">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        <span className="col-start-2 lg:col-start-auto">
          <RecentForm recent={record.recent} />
        </span>
      </Link>
    </li>
  );
}
