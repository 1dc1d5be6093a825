import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LoadMore } from '../../shared/ui/ListStates';
import { Card } from '../../shared/ui/Surface';
import { usePlannedBroadcastsQuery, type PlanFilter } from './api';
import { PlannedBroadcastItem } from './PlannedBroadcastItem';

/**
 * Streamers' approved broadcasts of one match (score detail) or of one streamer (their
 * profile), each with a reserve toggle. Most matches have none, so the block shows only once it
 * has something: no skeleton that would flash and vanish, nothing when the list is empty. A
 * failed load says so in one line with a retry, so a fan is not left thinking there is none.
 */
export function PlannedBroadcasts({ filter }: { filter: PlanFilter }) {
  const { t, ready } = useLazyTranslation('reservations');
  const { t: tc } = useTranslation();
  const plans = usePlannedBroadcastsQuery(filter);
  const list = plans.data?.pages.flatMap((page) => page.list) ?? [];

  if (!ready || plans.isPending) return null;
  if (plans.isError) {
    return (
      <p data-state="error" className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
        {t('planned.loadError')}
        <button
          type="button"
          onClick={() => void plans.refetch()}
          className="text-brand-700 underline"
        >
          {tc('state.retry')}
        </button>
      </p>
    );
  }
  if (list.length === 0) return null;
  return (
    <Card title={t('planned.title')} data-testid="planned-broadcasts">
      <p className="text-xs text-slate-500">{t('planned.intro')}</p>
      <ul className="divide-y divide-slate-100">
        {list.map((plan) => (
          <PlannedBroadcastItem key={plan.id} plan={plan} />
        ))}
      </ul>
      <LoadMore
        visible={plans.hasNextPage}
        loading={plans.isFetchingNextPage}
        onLoad={() => void plans.fetchNextPage()}
        label={t('planned.more')}
        testId="planned-broadcasts-more"
        className="mt-2 w-full"
      />
    </Card>
  );
}
