import { EXPERT_LIMITS, EXPERT_RANKINGS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { ListSkeleton, ListStates } from '../../shared/ui/ListStates';
import { Tabs } from '../../shared/ui/Tabs';
import { useExpertRankingQuery, type RankingOrder, type RecordFilter } from './api';
import { isMarket } from './format';
import { RankingRow } from './ranking/RankingRow';
import { RecordFilters } from './record/RecordFilters';

function isOrder(value: string | null): value is RankingOrder {
  return (EXPERT_RANKINGS as readonly (string | null)[]).includes(value);
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The ranking's state in the URL: `?sort=&market=&competition=&page=`. */
function useRankingParams() {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const rawMarket = params.get('market');
  const sort: RankingOrder = isOrder(rawSort) ? rawSort : 'hit_rate';
  const filter: RecordFilter = {
    market: isMarket(rawMarket) ? rawMarket : null,
    competitionId: params.get('competition') || null,
  };
  const page = pageNumber(params.get('page'));
  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  return { sort, filter, page, update };
}

/** /specialist: experts ranked by hit rate, current streak or return, per market and competition. */
export function SpecialistPage() {
  const { t } = useTranslation('experts');
  const { sort, filter, page, update } = useRankingParams();
  const ranking = useExpertRankingQuery(sort, filter, page);
  const list = ranking.data?.list ?? [];
  const offset = (page - 1) * EXPERT_LIMITS.pageSize;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6" data-testid="specialist-page">
      <header>
        <h1 className="text-xl font-bold text-slate-900">{t('ranking.title')}</h1>
        <p className="text-sm text-slate-600">{t('ranking.intro')}</p>
      </header>
      <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Tabs
          label={t('ranking.sortLabel')}
          value={sort}
          onChange={(next) => update({ sort: next, page: null })}
          items={EXPERT_RANKINGS.map((value) => ({ value, label: t(`ranking.sort.${value}`) }))}
        />
        <RecordFilters
          value={filter}
          testId="ranking-filters"
          onChange={(next) =>
            update({ market: next.market, competition: next.competitionId, page: null })
          }
        />
        {sort === 'hit_rate' && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-500">
            {t('ranking.minSample', { count: EXPERT_LIMITS.rankingMinSample })}
          </p>
        )}
        <div role="tabpanel" aria-label={t(`ranking.sort.${sort}`)}>
          <ListStates
            pending={ranking.isPending}
            error={ranking.isError}
            empty={list.length === 0}
            placeholder={
              <ListSkeleton count={6} className="flex flex-col gap-2" itemClassName="h-14" />
            }
            errorTitle={t('problem.loadFailed')}
            emptyTitle={t('ranking.empty')}
            onRetry={() => void ranking.refetch()}
          >
            <div
              aria-hidden="true"
              className="hidden grid-cols-[2rem_minmax(10rem,1.4fr)_repeat(4,minmax(4.5rem,1fr))_15rem] gap-x-3 border-b border-slate-100 px-2 pb-2 text-center text-xs text-slate-500 lg:grid"
            >
              <span />
              <span className="text-left">{t('ranking.expert')}</span>
              <span>{t('record.hitRate')}</span>
              <span>{t('record.wpl')}</span>
              <span>{t('record.return')}</span>
              <span>{t('record.streak')}</span>
              <span>{t('record.recent')}</span>
            </div>
            <ol
              className="divide-y divide-slate-100"
              data-testid="expert-ranking"
              data-sort={sort}
              aria-busy={ranking.isPlaceholderData || undefined}
            >
              {list.map((entry, index) => (
                <RankingRow key={entry.expert.id} entry={entry} rank={offset + index + 1} />
              ))}
            </ol>
          </ListStates>
          {(page > 1 || ranking.data?.has_more) && (
            <nav
              aria-label={t('ranking.pages')}
              className="mt-3 flex items-center justify-between gap-2"
            >
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}
              >
                {t('ranking.previous')}
              </Button>
              <span className="text-sm text-slate-600">{t('ranking.page', { page })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!ranking.data?.has_more}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t('ranking.next')}
              </Button>
            </nav>
          )}
        </div>
      </section>
    </div>
  );
}
