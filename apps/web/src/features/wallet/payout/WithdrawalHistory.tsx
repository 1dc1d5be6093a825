import { WITHDRAWAL_STATUSES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Card, EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { Tabs, type TabItem } from '../../../shared/ui/Tabs';
import { LoadError } from '../../../shared/ui/LoadError';
import { useWithdrawalsQuery, type WithdrawalFilter } from './api';
import { WithdrawalItem } from './WithdrawalItem';

const FILTERS = ['all', ...WITHDRAWAL_STATUSES] as const satisfies readonly WithdrawalFilter[];

function HistoryBody({ filter }: { filter: WithdrawalFilter }) {
  const { t } = useTranslation('payout');
  const withdrawals = useWithdrawalsQuery(filter);

  if (withdrawals.isPending) {
    return (
      <div data-state="loading" aria-busy="true" className="flex flex-col gap-2 py-3">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (withdrawals.isError) {
    return (
      <LoadError onRetry={() => void withdrawals.refetch()} retrying={withdrawals.isRefetching} />
    );
  }
  const entries = withdrawals.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <EmptyState title={t('history.empty')} />;
  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid="withdrawal-list">
        {entries.map((withdrawal) => (
          <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
        ))}
      </ul>
      {withdrawals.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-2 w-full"
          loading={withdrawals.isFetchingNextPage}
          onClick={() => void withdrawals.fetchNextPage()}
          data-testid="withdrawal-more"
        >
          {t('history.more')}
        </Button>
      )}
    </>
  );
}

/** The member's withdrawals, newest first, filtered by review state, a page at a time. */
export function WithdrawalHistory() {
  const { t } = useTranslation('payout');
  const [filter, setFilter] = useState<WithdrawalFilter>('all');
  const items: TabItem<WithdrawalFilter>[] = FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('history.all') : t(`status.${value}`),
  }));
  return (
    <Card title={t('history.title')}>
      <Tabs items={items} value={filter} onChange={setFilter} label={t('history.filter')} />
      <HistoryBody filter={filter} />
    </Card>
  );
}
