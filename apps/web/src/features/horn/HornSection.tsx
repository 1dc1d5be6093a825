import { HORN, HORN_STATUSES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { Card, EmptyState, Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { useMyHornsQuery, type HornFilter } from './api';
import { HornItem } from './HornItem';
import { HornSendForm } from './HornSendForm';

const FILTERS: readonly HornFilter[] = ['all', ...HORN_STATUSES];
/** Where the live rooms are listed: every room has a horn tab. */
const LIVE_ROOMS_PATH = '/anchor?type=0';

/**
 * The member centre's horn messages (spec §2 "horn messages", §4 review states): a form to
 * send one, and the member's horns by review state, with the note of a refused one and its
 * diamonds returned.
 */
export function HornSection() {
  const { t, ready } = useLazyTranslation('horn');
  const [filter, setFilter] = useState<HornFilter>('all');
  if (!ready) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="flex flex-col gap-4" data-testid="horn-section">
      <Card title={t('title')}>
        <p className="mb-3 text-sm text-slate-600">
          {t('intro', { price: HORN.priceDiamonds, max: HORN.textMaxLength })}
        </p>
        <HornSendForm />
      </Card>
      <Card title={t('list.title')}>
        <Tabs
          items={FILTERS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          value={filter}
          onChange={setFilter}
          label={t('tabs.label')}
        />
        <div role="tabpanel" aria-label={t(`tabs.${filter}`)} className="pt-2">
          <HornList key={filter} filter={filter} />
        </div>
      </Card>
    </div>
  );
}

function HornList({ filter }: { filter: HornFilter }) {
  const { t } = useTranslation('horn');
  const { t: tc } = useTranslation();
  const horns = useMyHornsQuery(filter);
  const list = horns.data?.pages.flatMap((page) => page.list) ?? [];

  if (horns.isPending) {
    return (
      <div data-state="loading" className="space-y-2 pt-2">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (horns.isError) {
    return (
      <EmptyState
        title={t('list.loadError')}
        action={
          <Button variant="secondary" onClick={() => void horns.refetch()}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        title={filter === 'all' ? t('list.empty') : t('list.emptyFiltered')}
        description={t('list.emptyHint')}
        action={
          <Link
            to={LIVE_ROOMS_PATH}
            data-testid="horn-browse-rooms"
            className={buttonClasses('secondary', 'sm')}
          >
            {t('list.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul
        data-testid="horn-list"
        aria-label={t('list.title')}
        className="divide-y divide-slate-100"
      >
        {list.map((horn) => (
          <HornItem key={horn.id} horn={horn} />
        ))}
      </ul>
      {horns.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-3 w-full"
          loading={horns.isFetchingNextPage}
          onClick={() => void horns.fetchNextPage()}
          data-testid="horn-more"
        >
          {t('list.more')}
        </Button>
      )}
    </>
  );
}
