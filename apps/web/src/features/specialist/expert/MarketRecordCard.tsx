import type { AnalysisMarket } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { LoadError } from '../../../shared/ui/LoadError';
import { Skeleton } from '../../../shared/ui/Surface';
import { useExpertRecordQuery } from '../api';
import { formatPercent, formatUnits, recordCounts } from '../format';
import { RecentForm } from '../record/RecentForm';

/** An expert's record on one market, every competition. */
export function MarketRecordCard({
  expertId,
  market,
}: {
  expertId: number;
  market: AnalysisMarket;
}) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const record = useExpertRecordQuery(expertId, { market, competitionId: null });
  let body;
  if (record.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (record.isError) body = <LoadError onRetry={() => void record.refetch()} />;
  else {
    const data = record.data;
    const counts = recordCounts(data);
    body =
      data.settled === 0 ? (
        <p className="text-sm text-slate-500">{t('info.noSettled')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-bold text-slate-900 tabular-nums">
            {formatPercent(data.hit_rate, language)}
            <span className="ml-1 text-xs font-normal text-slate-500">{t('record.hitRate')}</span>
          </p>
          <p className="text-sm text-slate-700">
            {t('info.marketLine', {
              settled: data.settled,
              wpl: `${counts.won}-${counts.push}-${counts.lost}`,
              units: formatUnits(data.return_units),
            })}
          </p>
          <RecentForm recent={data.recent} />
        </div>
      );
  }
  return (
    <section
      className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="expert-market-record"
      data-market={market}
      data-settled={record.data?.settled}
    >
      <h3 className="font-semibold text-slate-900">{t(`market.${market}`)}</h3>
      {body}
    </section>
  );
}
