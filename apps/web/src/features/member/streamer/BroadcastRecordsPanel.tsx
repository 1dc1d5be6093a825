import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Card, EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { formatCount } from '../../../shared/format/count';
import { LoadError } from '../../../shared/ui/LoadError';
import { pageLanguage } from '../../../shared/format/locale';
import { RECORD_PAGE_SIZE, useBroadcastRecordsQuery } from '../streamer-api';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatDuration } from '../../../shared/format/duration';

/** The streamer's broadcasts, newest first, a page at a time. */
export function BroadcastRecordsPanel() {
  const { t, i18n } = useTranslation('streamer');
  const language = pageLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const records = useBroadcastRecordsQuery(page);

  if (records.isPending) {
    return (
      <Card data-state="loading">
        <div className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      </Card>
    );
  }
  if (records.isError) {
    return <LoadError onRetry={() => void records.refetch()} retrying={records.isRefetching} />;
  }
  if (records.data.total === 0) {
    return (
      <Card>
        <EmptyState title={t('records.empty')} description={t('records.emptyHint')} />
      </Card>
    );
  }

  const pages = Math.max(1, Math.ceil(records.data.total / RECORD_PAGE_SIZE));
  return (
    <Card data-testid="broadcast-records">
      <div className="-mx-4 overflow-x-auto px-4">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('records.start')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('records.end')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('records.duration')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('records.peak')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('records.viewerMinutes')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {records.data.list.map((record) => (
              <tr key={record.id} data-testid="broadcast-record">
                <td className="py-2 pr-3 whitespace-nowrap">
                  {formatDateTime(record.started_at, language)}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {record.ended_at ? (
                    formatDateTime(record.ended_at, language)
                  ) : (
                    <span className="font-medium text-red-600">{t('records.ongoing')}</span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right">{formatDuration(record.duration_seconds)}</td>
                <td className="py-2 pr-3 text-right">
                  {formatCount(record.peak_viewers, language)}
                </td>
                <td className="py-2 text-right">{formatCount(record.viewer_minutes, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav
          aria-label={t('records.pagination')}
          className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || records.isPlaceholderData}
            onClick={() => setPage(page - 1)}
          >
            {t('records.previous')}
          </Button>
          <span>{t('records.page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages || records.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            {t('records.next')}
          </Button>
        </nav>
      )}
    </Card>
  );
}
