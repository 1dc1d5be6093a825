import { CIRCLE_KINDS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ListStates } from '../../shared/ui/ListStates';
import { useCirclesQuery } from './api';
import { CircleCard } from './CircleCard';
import { CIRCLE_GRID, CircleSkeletons } from './CircleSkeletons';

/** Every open circle, by kind (teams, competitions, topics), most members first. */
export function DiscoverCircles() {
  const { t } = useTranslation('circles');
  const circles = useCirclesQuery();
  const list = circles.data ?? [];
  return (
    <ListStates
      pending={circles.isPending}
      error={circles.isError}
      empty={list.length === 0}
      placeholder={<CircleSkeletons count={6} />}
      errorTitle={t('discover.loadError')}
      emptyTitle={t('discover.empty')}
      onRetry={() => void circles.refetch()}
    >
      <div className="flex flex-col gap-6">
        {CIRCLE_KINDS.map((kind) => {
          const group = list.filter((circle) => circle.kind === kind);
          if (group.length === 0) return null;
          return (
            <section
              key={kind}
              aria-labelledby={`circle-kind-${kind}`}
              className="flex flex-col gap-3"
            >
              <h2 id={`circle-kind-${kind}`} className="text-base font-semibold text-slate-900">
                {t(`discover.kind.${kind}`)}
              </h2>
              <div className={CIRCLE_GRID}>
                {group.map((circle) => (
                  <CircleCard key={circle.id} circle={circle} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </ListStates>
  );
}
