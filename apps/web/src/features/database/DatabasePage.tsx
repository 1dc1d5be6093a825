import type { SportName } from '@tifo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { EmptyState } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import {
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
  useTeamQuery,
} from '../scores';
import { pageLanguage } from '../../shared/format/locale';

const SECTIONS = ['standings', 'fixtures', 'teams'] as const;
type Section = (typeof SECTIONS)[number];

function Fixtures({ sport, competitionId }: { sport: SportName; competitionId: string }) {
  const { t } = useTranslation('scores');
  const today = viewerDate(Date.now());
  const [date, setDate] = useState(today);
  useLiveScores(sport);
  const list = useMatchListQuery(sport, 'all', date, competitionId);
  const matches = useMemo(() => sortMatches(list.data?.list ?? []), [list.data]);
  const options = useMatchTableOptions(sport, matches);
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

export function TeamPanel({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const team = useTeamQuery(teamId);
  const recent = team.data?.recent ?? [];
  const upcoming = team.data?.upcoming ?? [];
  const options = useMatchTableOptions(team.data?.sport ?? 'football', [...recent, ...upcoming]);
  if (team.isPending) return <ListSkeleton />;
  if (team.isError) return <ListError onRetry={() => void team.refetch()} />;
  return (
    <section className="flex flex-col gap-3" data-testid="team-panel">
      <h3 className="text-lg font-semibold">
        {localName(team.data, language)}
        {team.data.code && <span className="ml-2 text-sm text-slate-500">{team.data.code}</span>}
      </h3>
      <p className="text-xs text-slate-600">
        {team.data.competitions.map((competition) => localName(competition, language)).join(' · ')}
      </p>
      <h4 className="font-semibold">{t('database.recent')}</h4>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.noMatches')}</p>
      ) : (
        <MatchTable matches={recent} options={options} caption={t('database.recent')} />
      )}
      <h4 className="font-semibold">{t('database.upcoming')}</h4>
      {upcoming.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.noMatches')}</p>
      ) : (
        <MatchTable matches={upcoming} options={options} caption={t('database.upcoming')} />
      )}
    </section>
  );
}

/** /base-football and /base-basketball: competitions → standings, fixtures, teams. */
export function DatabasePage({ sport }: { sport: SportName }) {
  const { t, i18n } = useTranslation('scores');
  const { t: routeTitle } = useTranslation('routes');
  const language = pageLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const competitions = useCompetitionsQuery(sport);
  const competitionId = params.get('competition') ?? competitions.data?.[0]?.id ?? null;
  const section: Section = (SECTIONS as readonly string[]).includes(params.get('section') ?? '')
    ? (params.get('section') as Section)
    : 'standings';
  const teamId = params.get('team');
  const standings = useStandingsQuery(competitionId);
  const set = (next: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) search.delete(key);
      else search.set(key, value);
    }
    setParams(search, { replace: true });
  };
  const teams = standings.data?.tables.flatMap((table) => table.rows.map((row) => row.team)) ?? [];

  return (
    <div
      className="mx-auto grid max-w-7xl gap-4 px-4 py-6 lg:grid-cols-[16rem_1fr]"
      data-testid={`database-${sport}`}
    >
      <h1 className="text-2xl font-bold text-slate-900 lg:col-span-2">
        {routeTitle(sport === 'football' ? 'base_football' : 'base_basketball')}
      </h1>
      <nav
        aria-label={t('database.competitions')}
        className="rounded-xl bg-white p-2 ring-1 ring-slate-200"
      >
        {competitions.isPending && <ListSkeleton />}
        {competitions.isError && <ListError onRetry={() => void competitions.refetch()} />}
        <ul className="flex flex-col gap-0.5">
          {competitions.data?.map((competition) => (
            <li key={competition.id}>
              <button
                type="button"
                aria-current={competition.id === competitionId || undefined}
                onClick={() => set({ competition: competition.id, team: null })}
                className={cx(
                  'w-full rounded px-2 py-1.5 text-left text-sm',
                  competition.id === competitionId
                    ? 'bg-brand-600 text-white'
                    : 'hover:bg-slate-100',
                )}
              >
                {localName(competition, language)}
                <span className="ml-1 text-xs">{competition.season}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-col gap-3">
        <Tabs
          label={t('database.sections')}
          items={SECTIONS.map((value) => ({ value, label: t(`database.section.${value}`) }))}
          value={section}
          onChange={(value) => set({ section: value })}
        />
        <div
          role="tabpanel"
          aria-label={t(`database.section.${section}`)}
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          {!competitionId ? (
            competitions.isSuccess && <EmptyState title={t('database.noCompetitions')} />
          ) : section === 'fixtures' ? (
            <Fixtures sport={sport} competitionId={competitionId} />
          ) : standings.isPending ? (
            <ListSkeleton />
          ) : standings.isError ? (
            <ListError onRetry={() => void standings.refetch()} />
          ) : section === 'standings' ? (
            <StandingsTables
              standings={standings.data}
              onTeam={(id) => set({ section: 'teams', team: id })}
            />
          ) : (
            <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
              <ul className="flex flex-col gap-0.5 text-sm">
                {teams.map((team) => (
                  <li key={team.id}>
                    <button
                      type="button"
                      aria-current={team.id === teamId || undefined}
                      onClick={() => set({ team: team.id })}
                      className={cx(
                        'w-full rounded px-2 py-1 text-left',
                        team.id === teamId ? 'bg-slate-200 font-semibold' : 'hover:bg-slate-100',
                      )}
                    >
                      {localName(team, language)}
                    </button>
                  </li>
                ))}
              </ul>
              {teamId ? (
                <TeamPanel teamId={teamId} />
              ) : (
                <EmptyState title={t('database.chooseTeam')} />
              )}
            </div>
          )}
        </div>
        <p className="text-xs text-slate-500">
          <Link to={sport === 'football' ? '/football' : '/basketball'} className="underline">
            {t('detail.toScores')}
          </Link>
        </p>
      </div>
    </div>
  );
}
