import type { MatchSummary, SportName } from '@tifo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { sectionHref } from '../../shared/member-sections';
import { useStoredValue } from '../../shared/use-stored-value';
import { favouriteIds, useFavourites } from '../favourites';
import { Button } from '../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { useViewerTimeZone } from '../../shared/format/time-zone';
import { useMatchListQuery } from './api';
import { CompetitionFilter, useCompetitionFilter } from './CompetitionFilter';
import { DateStrip } from './DateStrip';
import { useLiveScores } from './live-updates';
import { MatchTable } from './MatchTable';
import {
  addDays,
  countByTab,
  isInPlay,
  viewerDate,
  sortMatches,
  statusTab,
  type StatusTab,
} from './match-format';
import { SettingsPanel } from './SettingsPanel';
import { useMatchTableOptions } from './use-table-options';

const TABS = ['live', 'upcoming', 'finished'] as const satisfies readonly StatusTab[];

function isTab(value: string | null): value is StatusTab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/** A member's own tab comes first: the matches of their favourites, live and today's. */
type PageTab = StatusTab | 'mine';

function mineOf(
  lists: readonly (readonly MatchSummary[])[],
  ids: ReturnType<typeof favouriteIds>,
): MatchSummary[] {
  const found = new Map<string, MatchSummary>();
  for (const list of lists) {
    for (const match of list) {
      if (
        ids.matches.has(match.id) ||
        ids.competitions.has(match.competition.id) ||
        ids.teams.has(match.home.id) ||
        ids.teams.has(match.away.id)
      ) {
        found.set(match.id, match);
      }
    }
  }
  return [...found.values()];
}

function byCompetition(matches: readonly MatchSummary[], selected: readonly string[]) {
  if (selected.length === 0) return matches;
  return matches.filter((match) => selected.includes(match.competition.id));
}

export function ListSkeleton() {
  return (
    <div
      data-state="loading"
      className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-8 w-full" />
      ))}
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('scores');
  return (
    <div
      data-state="error"
      role="alert"
      className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200"
    >
      <p className="mb-3 text-slate-700">{t('state.error')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

/** /football and /basketball: live scores with tabs, calendar, filter and settings. */
export function ScoresPage({ sport }: { sport: SportName }) {
  const { t } = useTranslation('scores');
  const { t: routeTitle } = useTranslation('routes');
  const [params, setParams] = useSearchParams();
  // "Today" is the viewer's day by the server's clock (a demo feed may run ahead of ours).
  const timeZone = useViewerTimeZone();
  const [serverTime, setServerTime] = useState<string | null>(null);
  const today = viewerDate(serverTime ? new Date(serverTime) : Date.now(), timeZone);
  const member = Boolean(useStoredValue('userInfo'));
  const favourites = useFavourites(member);
  const ids = favouriteIds(favourites.data);
  const hasFavourites = ids.teams.size + ids.competitions.size + ids.matches.size > 0;
  const requested = params.get('tab');
  const tab: PageTab =
    requested === 'mine' && member
      ? 'mine'
      : isTab(requested)
        ? requested
        : member && (favourites.isPending || hasFavourites)
          ? 'mine'
          : 'live';
  const date = params.get('date') ?? today;
  const selected = useCompetitionFilter(sport);

  useLiveScores(sport);
  const live = useMatchListQuery(sport, 'live', null);
  const liveServerTime = live.data?.server_time ?? null;
  if (liveServerTime && viewerDate(new Date(liveServerTime), timeZone) !== today) {
    setServerTime(liveServerTime);
  }
  const day = useMatchListQuery(sport, 'all', date);
  const todayList = useMatchListQuery(sport, 'all', today);

  const liveMatches = useMemo(
    () => sortMatches(byCompetition(live.data?.list ?? [], selected)),
    [live.data, selected],
  );
  const dayMatches = useMemo(
    () => sortMatches(byCompetition(day.data?.list ?? [], selected)),
    [day.data, selected],
  );
  const dayCounts = countByTab(dayMatches);
  const counts: Record<StatusTab, number> = {
    live: liveMatches.filter((match) => isInPlay(match.status)).length,
    upcoming: dayCounts.upcoming,
    finished: dayCounts.finished,
  };
  const upcomingToday = countByTab(byCompetition(todayList.data?.list ?? [], selected)).upcoming;

  const mineMatches = useMemo(
    () => sortMatches(mineOf([live.data?.list ?? [], todayList.data?.list ?? []], ids)),
    // `ids` is rebuilt each render from the favourites; their data is what changes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live.data, todayList.data, favourites.data],
  );
  // Late in the day nothing may be left to come today: the upcoming tab then shows tomorrow's
  // first matches, so it is never empty while the game goes on somewhere.
  const todayIsOver =
    tab === 'upcoming' && date === today && day.isSuccess && dayCounts.upcoming === 0;
  const tomorrow = useMatchListQuery(sport, 'all', addDays(today, 1), undefined, todayIsOver);
  const tomorrowUpcoming = useMemo(
    () =>
      sortMatches(byCompetition(tomorrow.data?.list ?? [], selected)).filter(
        (match) => statusTab(match.status) === 'upcoming',
      ),
    [tomorrow.data, selected],
  );
  const shown =
    tab === 'mine'
      ? mineMatches
      : tab === 'live'
        ? liveMatches
        : todayIsOver
          ? tomorrowUpcoming
          : dayMatches.filter((match) => statusTab(match.status) === tab);
  const query = tab === 'live' ? live : tab === 'mine' ? todayList : todayIsOver ? tomorrow : day;
  const options = useMatchTableOptions(sport, shown);

  const update = (next: { tab?: PageTab; date?: string }) => {
    const search = new URLSearchParams(params);
    if (next.tab) search.set('tab', next.tab);
    if (next.date) search.set('date', next.date);
    setParams(search, { replace: true });
  };

  const tabLabel = (value: PageTab) => {
    if (value === 'mine') {
      return todayList.isSuccess && live.isSuccess
        ? t('tabs.withCount', { label: t('mine.tab'), count: mineMatches.length })
        : t('mine.tab');
    }
    const loaded = value === 'live' ? live.isSuccess : day.isSuccess;
    return loaded
      ? t('tabs.withCount', { label: t(`tabs.${value}`), count: counts[value] })
      : t(`tabs.${value}`);
  };
  const tabs: readonly PageTab[] = member ? ['mine', ...TABS] : TABS;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid={`scores-${sport}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{routeTitle(sport)}</h1>
        <div className="flex items-center gap-2">
          <CompetitionFilter sport={sport} />
          <SettingsPanel />
        </div>
      </div>
      <Tabs
        label={t('tabs.label')}
        items={tabs.map((value) => ({ value, label: tabLabel(value) }))}
        value={tab}
        onChange={(value) => update({ tab: value })}
      />
      <div
        role="tabpanel"
        aria-label={tab === 'mine' ? t('mine.tab') : t(`tabs.${tab}`)}
        className="mt-3 flex flex-col gap-3"
      >
        {tab === 'mine' && (
          <Link
            to={sectionHref('alerts')}
            className="self-end text-sm font-medium text-brand-700 hover:underline"
            data-testid="alert-settings-link"
          >
            {t('mine.settings')}
          </Link>
        )}
        {tab !== 'live' && tab !== 'mine' && (
          <DateStrip today={today} value={date} onChange={(value) => update({ date: value })} />
        )}
        {todayIsOver && tomorrowUpcoming.length > 0 && (
          <p className="text-sm text-slate-600" data-testid="upcoming-tomorrow">
            {t('empty.tomorrowInstead')}
          </p>
        )}
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          tab === 'mine' ? (
            <EmptyState title={t('mine.empty')} description={t('mine.hint')} />
          ) : (
            <EmptyState
              title={t(`empty.${tab}`)}
              description={
                tab === 'live' && todayList.isSuccess && upcomingToday > 0
                  ? t('empty.liveHint', { count: upcomingToday })
                  : selected.length > 0
                    ? t('empty.filtered')
                    : undefined
              }
              action={
                tab === 'live' && upcomingToday > 0 ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => update({ tab: 'upcoming', date: today })}
                  >
                    {t('empty.showUpcoming')}
                  </Button>
                ) : undefined
              }
            />
          )
        ) : (
          <MatchTable
            matches={shown}
            options={options}
            caption={tab === 'mine' ? t('mine.tab') : t(`tabs.${tab}`)}
          />
        )}
      </div>
    </div>
  );
}
