import { SPORTS, type SportName } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { Tabs } from '../../shared/ui/Tabs';
import { useForesightQuery } from '../specialist';
import { ForesightMatchCard } from './ForesightMatchCard';

/**
 * /foresight (spec §2 predictions): the coming matches of a sport with how many analyses each
 * has, how experts picked, the analyses themselves and the pre-match intelligence.
 * `?sport=basketball` switches sport, `?match=<id>` opens a match's analyses.
 */
export function ForesightPage() {
  const { t } = useTranslation('experts');
  const { t: ts } = useTranslation('scores');
  const [params, setParams] = useSearchParams();
  const sport: SportName = params.get('sport') === 'basketball' ? 'basketball' : 'football';
  const openMatch = params.get('match');
  const foresight = useForesightQuery(sport);
  const list = foresight.data?.pages.flatMap((page) => page.list) ?? [];

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6" data-testid="foresight-page">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-slate-900">{t('foresight.title')}</h1>
          <p className="text-sm text-slate-600">{t('foresight.intro')}</p>
        </div>
        <Link to="/specialist" className="text-sm text-brand-700 hover:underline">
          {t('foresight.toRanking')}
        </Link>
      </header>
      <Tabs
        label={ts('sport.label')}
        value={sport}
        onChange={(next) => update({ sport: next === 'football' ? null : next, match: null })}
        items={SPORTS.map((value) => ({ value, label: ts(`sport.${value}`) }))}
      />
      <div role="tabpanel" aria-label={ts(`sport.${sport}`)}>
        <ListStates
          pending={foresight.isPending}
          error={foresight.isError}
          empty={list.length === 0}
          placeholder={
            <ListSkeleton count={4} className="flex flex-col gap-3" itemClassName="h-40" />
          }
          errorTitle={t('problem.loadFailed')}
          emptyTitle={t('foresight.empty')}
          onRetry={() => void foresight.refetch()}
        >
          <ul className="flex flex-col gap-3">
            {list.map((entry) => (
              <li key={entry.match.id}>
                <ForesightMatchCard
                  entry={entry}
                  analysesOpen={openMatch === entry.match.id}
                  onToggleAnalyses={() =>
                    update({ match: openMatch === entry.match.id ? null : entry.match.id })
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore
            visible={foresight.hasNextPage}
            loading={foresight.isFetchingNextPage}
            onLoad={() => void foresight.fetchNextPage()}
            label={t('foresight.more')}
            testId="foresight-more"
            className="mt-3 w-full"
          />
        </ListStates>
      </div>
    </div>
  );
}
