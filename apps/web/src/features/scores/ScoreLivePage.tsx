import { SPORTS, type SportName } from '@tifo/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { useMatchListQuery } from './api';
import { useLiveScores } from './live-updates';
import { MatchTable } from './MatchTable';
import { sortMatches } from './match-format';
import { ListError, ListSkeleton } from './ScoresPage';
import { useMatchTableOptions } from './use-table-options';

/** /score-live: every match in play now, football or basketball, updated live. */
export function ScoreLivePage() {
  const { t } = useTranslation('scores');
  const { t: routeTitle } = useTranslation('routes');
  const [params, setParams] = useSearchParams();
  const sport: SportName = params.get('sport') === 'basketball' ? 'basketball' : 'football';
  useLiveScores(sport);
  const live = useMatchListQuery(sport, 'live', null);
  const matches = useMemo(() => sortMatches(live.data?.list ?? []), [live.data]);
  const options = useMatchTableOptions(sport, matches);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6" data-testid="score-live">
      <h1 className="text-2xl font-bold text-slate-900">{routeTitle('score_live')}</h1>
      <Tabs
        label={t('sport.label')}
        items={SPORTS.map((value) => ({ value, label: t(`sport.${value}`) }))}
        value={sport}
        onChange={(value) => setParams({ sport: value }, { replace: true })}
      />
      {live.isPending ? (
        <ListSkeleton />
      ) : live.isError ? (
        <ListError onRetry={() => void live.refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState title={t('empty.live')} />
      ) : (
        <MatchTable matches={matches} options={options} caption={t('tabs.live')} />
      )}
    </div>
  );
}
