import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadError } from '../../../shared/ui/LoadError';
import { Skeleton } from '../../../shared/ui/Surface';
import { useExpertRecordQuery, type RecordFilter } from '../api';
import { RecordChart } from './RecordChart';
import { RecordFilters } from './RecordFilters';
import { RecordSummary } from './RecordSummary';

const ALL: RecordFilter = { market: null, competitionId: null };

/** An expert's record for a market and competition, with cumulative return over time. */
export function RecordPanel({ expertId }: { expertId: number }) {
  const { t } = useTranslation('experts');
  const [filter, setFilter] = useState<RecordFilter>(ALL);
  const record = useExpertRecordQuery(expertId, filter);
  return (
    <section
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="expert-record-title"
    >
      <h2 id="expert-record-title" className="text-base font-semibold text-slate-900">
        {t('record.title')}
      </h2>
      <RecordFilters value={filter} onChange={setFilter} testId="record-filters" />
      {record.isPending ? (
        <div data-state="loading" className="flex flex-col gap-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : record.isError ? (
        <LoadError onRetry={() => void record.refetch()} retrying={record.isRefetching} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={record.isPlaceholderData || undefined}>
          <RecordSummary record={record.data} testId="expert-record-filtered" />
          <RecordChart history={record.data.history} />
        </div>
      )}
    </section>
  );
}
