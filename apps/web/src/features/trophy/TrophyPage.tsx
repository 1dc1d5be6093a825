import { useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Card, EmptyState } from '../../shared/ui/Surface';
import {
  type Competition,
  DateStrip,
  ListError,
  ListSkeleton,
  localName,
  MatchTable,
  viewerDate,
  sortMatches,
  StandingsTables,
  useCompetitionsQuery,
  useLiveScores,
  useMatchListQuery,
  useMatchTableOptions,
  useStandingsQuery,
} from '../scores';
import { pageLanguage } from '../../shared/format/locale';
import { WorldCupBracket } from './KnockoutBracket';

/** The 2026 World Cup when the server has it, else the newest World Cup it has. */
export function pickWorldCup(competitions: readonly Competition[]): Competition | undefined {
  const cups = competitions.filter((competition) =>
    /world.?cup/i.test(`${competition.id} ${competition.name}`),
  );
  return (
    cups.find((competition) => competition.season.includes('2026')) ??
    cups.sort((a, b) => b.season.localeCompare(a.season))[0]
  );
}

function WorldCupMatches({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('scores');
  const today = viewerDate(Date.now());
  const [date, setDate] = useState(today);
  useLiveScores('football');
  const list = useMatchListQuery('football', 'all', date, competitionId);
  const matches = useMemo(() => sortMatches(list.data?.list ?? []), [list.data]);
  const options = useMatchTableOptions('football', matches);
  return (
    <div className="flex flex-col gap-3">
      <DateStrip today={today} value={date} onChange={setDate} />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState title={t('database.noFixtures')} />
      ) : (
        <MatchTable matches={matches} options={options} caption={date} />
      )}
    </div>
  );
}

/** /trophy/home: the World Cup — groups, knockout bracket, matches by day. */
export function TrophyPage() {
  const { t, i18n } = useTranslation('scores');
  const { t: routeTitle } = useTranslation('routes');
  const language = pageLanguage(i18n.language);
  const competitions = useCompetitionsQuery('football');
  const cup = competitions.data ? pickWorldCup(competitions.data) : undefined;
  const standings = useStandingsQuery(cup?.id ?? null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6" data-testid="trophy">
      <h1 className="text-2xl font-bold text-slate-900">
        {cup ? `${localName(cup, language)} ${cup.season}` : routeTitle('trophy')}
      </h1>
      {competitions.isPending && <ListSkeleton />}
      {competitions.isError && <ListError onRetry={() => void competitions.refetch()} />}
      {competitions.isSuccess && !cup && <EmptyState title={t('trophy.none')} />}
      {cup && (
        <>
          <Card title={t('trophy.groups')}>
            {standings.isPending ? (
              <ListSkeleton />
            ) : standings.isError ? (
              <ListError onRetry={() => void standings.refetch()} />
            ) : (
              <StandingsTables standings={standings.data} />
            )}
          </Card>
          <Card title={t('trophy.bracket')}>
            <WorldCupBracket competitionId={cup.id} />
          </Card>
          <Card title={t('trophy.matches')}>
            <WorldCupMatches competitionId={cup.id} />
          </Card>
        </>
      )}
    </div>
  );
}
