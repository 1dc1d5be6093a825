import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useGoodsQuery } from './api';
import { ExchangeDialog } from './ExchangeDialog';
import { GoodsCard } from './GoodsCard';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';

/** The goods on sale, a page at a time, and the exchange dialog of the one chosen. */
export function GoodsTab() {
  const { t } = useTranslation('mall');
  const goods = useGoodsQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = goods.data?.pages.flatMap((page) => page.list) ?? [];
  // Read from the list, so a reload's new stock reaches an open dialog.
  const chosen = list.find((entry) => entry.id === chosenId);

  return (
    <ListStates
      pending={goods.isPending}
      error={goods.isError}
      empty={list.length === 0}
      placeholder={
        <ListSkeleton
          count={4}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          itemClassName="h-64 w-full"
        />
      }
      errorTitle={t('goods.loadError')}
      emptyTitle={t('goods.empty')}
      onRetry={() => void goods.refetch()}
    >
      <ul
        aria-label={t('goods.listLabel')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {list.map((entry) => (
          <GoodsCard key={entry.id} goods={entry} onExchange={() => setChosenId(entry.id)} />
        ))}
      </ul>
      <LoadMore
        visible={goods.hasNextPage}
        loading={goods.isFetchingNextPage}
        onLoad={() => void goods.fetchNextPage()}
        label={t('more')}
        testId="mall-more"
        className="mt-3 w-full"
      />
      {chosen && (
        <ExchangeDialog key={chosen.id} goods={chosen} onClose={() => setChosenId(null)} />
      )}
    </ListStates>
  );
}
