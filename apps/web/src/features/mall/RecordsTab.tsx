import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { useExchangeRecordsQuery } from './api';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { RecordItem } from './RecordItem';

/** The member's exchanges, newest first, a page at a time. */
export function RecordsTab({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation('mall');
  const records = useExchangeRecordsQuery();
  const list = records.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <ListStates
      pending={records.isPending}
      error={records.isError}
      empty={list.length === 0}
      placeholder={<ListSkeleton count={4} className="space-y-2" itemClassName="h-16 w-full" />}
      errorTitle={t('records.loadError')}
      emptyTitle={t('records.empty')}
      emptyAction={
        <Button variant="secondary" onClick={onBrowse} data-testid="mall-browse-goods">
          {t('records.browse')}
        </Button>
      }
      onRetry={() => void records.refetch()}
    >
      <ul
        data-testid="mall-records"
        aria-label={t('records.listLabel')}
        className="divide-y divide-slate-100"
      >
        {list.map((record) => (
          <RecordItem key={record.id} record={record} />
        ))}
      </ul>
      <LoadMore
        visible={records.hasNextPage}
        loading={records.isFetchingNextPage}
        onLoad={() => void records.fetchNextPage()}
        label={t('more')}
        testId="mall-more"
        className="mt-3 w-full"
      />
    </ListStates>
  );
}
