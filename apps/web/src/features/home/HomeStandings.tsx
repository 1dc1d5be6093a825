import { useState } from 'react';
import { Link } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { localName, StandingsTables, useCompetitionsQuery, useStandingsQuery } from '../scores';

/** The leagues a fan switches between on the home page: those played live now, five at most. */
const SHOWN = 5;

/** Standings of the main leagues, with a switch between them (home, spec §2). */
export function HomeStandings() {
  const { t, i18n, ready } = useLazyTranslation('homeSections');
  const language = pageLanguage(i18n.language);
  const competitions = useCompetitionsQuery('football');
  const leagues = (competitions.data ?? [])
    .filter((competition) => competition.live && competition.kind === 'league')
    .slice(0, SHOWN);
  const [chosen, setChosen] = useState<string | null>(null);
  const competitionId = chosen ?? leagues[0]?.id ?? null;
  const standings = useStandingsQuery(competitionId);

  if (!ready || competitions.isPending) return <Skeleton className="h-80 w-full" />;
  if (leagues.length === 0 || !competitionId) {
    return <p className="text-sm text-slate-500">{t('standings.empty')}</p>;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="home-standings">
      <Tabs
        label={t('standings.competition')}
        value={competitionId}
        onChange={setChosen}
        items={leagues.map((league) => ({
          value: league.id,
          label: localName(league, language),
        }))}
      />
      <div role="tabpanel" className="max-h-96 overflow-y-auto">
        {standings.data ? (
          <StandingsTables standings={standings.data} />
        ) : standings.isError ? (
          <p className="text-sm text-slate-500">{t('standings.loadError')}</p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </div>
      <Link
        to={`/base-football?competition=${encodeURIComponent(competitionId)}`}
        className="self-end text-sm font-medium text-brand-700 hover:text-brand-600"
      >
        {t('standings.more')}
      </Link>
    </div>
  );
}
