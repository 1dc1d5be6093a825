import { useTranslation } from '../../shared/i18n/use-translation';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { useCommissionsQuery } from './api';
import { CommissionRow } from './CommissionRow';

/** The earnings statement: every commission, newest first, a page at a time. */
export function CommissionsPanel() {
  const { t } = useTranslation('distribution');
  const commissions = useCommissionsQuery();
  const rows = commissions.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="flex flex-col gap-3" data-testid="distribution-commissions">
      <ListStates
        pending={commissions.isPending}
        error={commissions.isError}
        empty={rows.length === 0}
        onRetry={() => void commissions.refetch()}
        placeholder={
          <ListSkeleton count={3} className="flex flex-col gap-2" itemClassName="h-20 w-full" />
        }
        errorTitle={t('commissions.loadError')}
        emptyTitle={t('commissions.empty')}
      >
        <ul className="divide-y divide-slate-100">
          {rows.map((commission) => (
            <CommissionRow key={commission.id} commission={commission} />
          ))}
        </ul>
        <LoadMore
          visible={commissions.hasNextPage}
          loading={commissions.isFetchingNextPage}
          onLoad={() => void commissions.fetchNextPage()}
          label={t('more')}
          testId="commissions-more"
          className="w-full"
        />
      </ListStates>
    </div>
  );
}
