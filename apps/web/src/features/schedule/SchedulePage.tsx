import { SPORTS, type MatchSummary, type SportName } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import {
  addDays,
  CompetitionFilter,
  ListError,
  ListSkeleton,
  MatchTable,
  viewerDate,
  sortMatches,
  statusTab,
  useLiveScores,
  useMatchListsQueries,
  useMatchTableOptions,
} from '../scores';
import { dateTimeFormat } from '../../shared/format/intl';

const DAYS = 7;

/** `type` of /schedule: 1 football, 2 basketball, anything else (4 from the navigation) all. */
export function scheduleSports(type: string | null): SportName[] {
  if (type === '1') return ['football'];
  if (type === '2') return ['basketball'];
  return [...SPORTS];
}

function SportSchedule({ sport, dates }: { sport: SportName; dates: string[] }) {
  const { t, i18n } = useTranslation('scores');
  useLiveScores(sport);
  const filter = useStoredValue('competitionFilter')[sport];
  const lists = useMatchListsQueries(sport, 'upcoming', dates);
  const byDay = dates.map((date, index) => {
    const list = lists[index]?.data?.list ?? [];
    const upcoming: MatchSummary[] = sortMatches(
      list.filter(
        (match) =>
          statusTab(match.status) === 'upcoming' &&
          (filter.length === 0 || filter.includes(match.competition.id)),
      ),
    );
    return { date, matches: upcoming };
  });
  const options = useMatchTableOptions(
    sport,
    byDay.flatMap((day) => day.matches),
  );
  const heading = dateTimeFormat(i18n.language, {
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    timeZone: 'UTC',
  });
  if (lists.every((entry) => entry.isPending)) return <ListSkeleton />;
  const failed = lists.find((entry) => entry.isError);
  if (failed) return <ListError onRetry={() => void failed.refetch()} />;
  const days = byDay.filter((day) => day.matches.length > 0);
  return (
    <section className="flex flex-col gap-3" data-testid={`schedule-${sport}`}>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t(`sport.${sport}`)}</h2>
        <CompetitionFilter sport={sport} />
      </div>
      {days.length === 0 && <EmptyState title={t('schedule.empty')} />}
      {days.map((day) => (
        <div key={day.date} data-testid="schedule-day" data-date={day.date}>
          <h3 className="mb-1 text-sm font-semibold text-slate-600">
            {heading.format(new Date(`${day.date}T00:00:00Z`))}
          </h3>
          <MatchTable matches={day.matches} options={options} caption={day.date} />
        </div>
      ))}
    </section>
  );
}

/** /schedule?type=: upcoming fixtures of the next days, grouped by date. */
export function SchedulePage() {
  const { t: routeTitle } = useTranslation('routes');
  const [params] = useSearchParams();
  const today = viewerDate(Date.now());
  const dates = Array.from({ length: DAYS }, (_, index) => addDays(today, index));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{routeTitle('schedule')}</h1>
      {scheduleSports(params.get('type')).map((sport) => (
        <SportSchedule key={sport} sport={sport} dates={dates} />
      ))}
    </div>
  );
}
