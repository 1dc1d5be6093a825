import { type Language } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { showToast } from '../../shared/notifications';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { EmptyState, Skeleton } from '../../shared/ui/Surface';
import { AnchorIcon, MatchStreams } from '../anchor';
import { LoadError } from '../../shared/ui/LoadError';
import { kickoffTime, localName, viewerDate, statusTab } from '../scores';
import { LOCALES, pageLanguage } from '../../shared/format/locale';
import { useCancelReservationMutation, useReserveListQuery, type ReservedMatch } from './api';
import { dateTimeFormat } from '../../shared/format/intl';
import { viewerTimeZone } from '../../shared/format/time-zone';

/** "Sat, 22 Nov" in the page language, in the viewer's time zone (the day the list groups by). */
function dayHeading(kickoff: string, language: Language): string {
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: viewerTimeZone(),
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(kickoff));
}

/** Reservations grouped by kick-off day (the list comes soonest first). */
function byDay(matches: readonly ReservedMatch[]): [string, ReservedMatch[]][] {
  const days = new Map<string, ReservedMatch[]>();
  for (const match of matches) {
    const day = viewerDate(new Date(match.kickoff));
    days.set(day, [...(days.get(day) ?? []), match]);
  }
  return [...days.entries()];
}

function MatchRow({ match }: { match: ReservedMatch }) {
  const { t, i18n } = useTranslation('anchor');
  const language = pageLanguage(i18n.language);
  const cancel = useCancelReservationMutation();
  const tab = statusTab(match.status);
  const started = tab !== 'upcoming';

  const onCancel = () =>
    cancel.mutate(match.id, {
      onSuccess: () => showToast(t('reserve.cancelled'), { kind: 'success' }),
    });

  return (
    <li className="px-4 py-3" data-testid="reserved-match" data-match-id={match.id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex shrink-0 items-center gap-3 sm:w-40">
          <span className="text-lg font-semibold text-slate-900 tabular-nums">
            {kickoffTime(match.kickoff)}
          </span>
          <span
            className={cx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              tab === 'live' && 'bg-red-100 text-red-700',
              tab === 'upcoming' && 'bg-brand-50 text-brand-700',
              tab === 'finished' && 'bg-slate-100 text-slate-600',
            )}
          >
            {tab === 'live' && match.match_str ? match.match_str : t(`reserve.status.${tab}`)}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <AnchorIcon
              name={match.sport === 'basketball' ? 'basketball' : 'football'}
              className="size-3.5"
            />
            <span className="truncate">{localName(match.competition, language)}</span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 font-medium text-slate-900">
            <span>{localName(match.home, language)}</span>
            <span className="text-slate-500 tabular-nums">
              {started ? `${match.home.score} - ${match.away.score}` : t('reserve.versus')}
            </span>
            <span>{localName(match.away, language)}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={`/score-detail?id=${encodeURIComponent(match.id)}`}
            className={buttonClasses('ghost', 'sm')}
          >
            {t('reserve.detail')}
          </Link>
          {tab !== 'finished' && (
            <Button
              variant="secondary"
              size="sm"
              loading={cancel.isPending}
              onClick={onCancel}
              data-testid="cancel-reservation"
            >
              {t('reserve.cancel')}
            </Button>
          )}
        </div>
      </div>
      {/* Under the teams: which streamers will broadcast this match. */}
      <MatchStreams matchId={match.id} variant="compact" className="mt-2 sm:pl-43" />
    </li>
  );
}

/** The matches the member asked to be reminded of, by kick-off day, with cancel. */
export function ReservedMatches() {
  const { t, i18n } = useTranslation('anchor');
  const language = pageLanguage(i18n.language);
  const reservations = useReserveListQuery(true);

  if (reservations.isPending) {
    return (
      <div data-state="loading" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (reservations.isError) {
    return (
      <LoadError onRetry={() => void reservations.refetch()} retrying={reservations.isRefetching} />
    );
  }
  if (reservations.data.length === 0) {
    return (
      <div className="rounded-xl bg-white ring-1 ring-slate-200">
        <EmptyState
          title={t('reserve.empty')}
          description={t('reserve.emptyHint')}
          action={
            <Link to="/schedule" className={buttonClasses('primary', 'sm')}>
              {t('reserve.toSchedule')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="reserve-list">
      {byDay(reservations.data).map(([day, matches]) => (
        <section
          key={day}
          className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="border-b border-slate-100 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-700">
            {matches[0] ? dayHeading(matches[0].kickoff, language) : day}
          </h2>
          <ul className="divide-y divide-slate-100">
            {matches.map((match) => (
              <MatchRow key={match.id} match={match} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
