import {
  matchChangesDataSchema,
  type MatchEventItem,
  type MatchSummary,
  type Odds,
} from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { cx } from '../../shared/ui/cx';
import { EmptyState } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { MatchStreams } from '../anchor';
import { PlannedBroadcasts } from '../broadcast-plans';
import { matchKeys, useMatchDetailQuery, type MatchDetailData } from './api';
import { useLiveScores } from './live-updates';
import { FavouriteStar } from '../favourites';
import { MatchClock } from './MatchClock';
import { kickoffTime, localName, viewerDate } from './match-format';
import { pageLanguage } from '../../shared/format/locale';
import { ListError, ListSkeleton } from './ScoresPage';
import { MatchReplays } from '../video';
import { StandingsTables } from './StandingsTables';
import { FormTable, teamNamesOf } from './FormTable';

const DETAIL_TABS = ['timeline', 'statistics', 'standings', 'headToHead', 'form', 'index'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

/** Refetches the detail (new timeline entries) when a push changes this match's score or cards. */
function useTimelineRefresh(matchId: string) {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || !matchId) return;
    return socket.onMessage((message) => {
      if (message.code !== 100) return;
      const parsed = matchChangesDataSchema.safeParse(message.data);
      const change = parsed.success ? parsed.data.matches[matchId] : undefined;
      if (!change) return;
      if (
        change.home_score !== undefined ||
        change.cards !== undefined ||
        change.status !== undefined ||
        change.penalties !== undefined
      ) {
        void queryClient.invalidateQueries({ queryKey: matchKeys.detailsOf(matchId) });
      }
    });
  }, [socket, matchId, queryClient]);
}

function Header({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const started = match.status !== 'not_started';
  return (
    <section
      className="rounded-xl bg-gradient-to-br from-slate-900 to-slate-700 p-4 text-white"
      data-testid="detail-header"
    >
      <p className="mb-2 flex items-center justify-center gap-1 text-center text-xs text-slate-300">
        <FavouriteStar
          kind="competition"
          id={match.competition.id}
          name={localName(match.competition, language)}
          className="text-base"
        />
        {localName(match.competition, language)} · {match.round} ·{' '}
        {viewerDate(new Date(match.kickoff))} {kickoffTime(match.kickoff)}
      </p>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-4">
        <p className="flex items-center justify-end gap-2 text-right text-lg font-semibold">
          {localName(match.home, language)}
          <FavouriteStar kind="team" id={match.home.id} name={localName(match.home, language)} />
        </p>
        <div className="text-center">
          <p className="text-3xl font-bold tabular-nums" data-testid="detail-score">
            {started ? `${match.home.score} - ${match.away.score}` : t('table.versus')}
          </p>
          <div className="rounded bg-white/90 px-2 text-xs">
            <MatchClock match={match} />
          </div>
          {match.half_time && match.sport === 'football' && (
            <p className="mt-1 text-xs text-slate-300">
              {t('table.halfTime')} {match.half_time.home}-{match.half_time.away}
            </p>
          )}
          {match.penalties && (
            <p className="text-xs text-slate-300">
              {t('status.penalties')} {match.penalties.home}-{match.penalties.away}
            </p>
          )}
        </div>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <FavouriteStar kind="team" id={match.away.id} name={localName(match.away, language)} />
          {localName(match.away, language)}
        </p>
      </div>
    </section>
  );
}

function eventText(event: MatchEventItem, t: ReturnType<typeof useTranslation<'scores'>>['t']) {
  switch (event.type) {
    case 'goal':
      return t(
        `goal.kind.${event.detail === 'penalty' ? 'penalty' : event.detail === 'own_goal' ? 'own_goal' : 'normal'}`,
      );
    case 'card':
      return event.detail === 'red' ? t('table.redCards') : t('table.yellowCards');
    case 'status':
      return event.status ? t(`status.${event.status}`) : '';
    case 'corner':
      return t('table.corners');
    case 'substitution':
      return t('detail.substitution');
    case 'shootout_kick':
      return event.scored ? t('detail.kickScored') : t('detail.kickMissed');
    case 'basket':
      return t('detail.basket', { points: event.detail ?? '' });
  }
}

function Timeline({ detail }: { detail: MatchDetailData }) {
  const { t } = useTranslation('scores');
  const events = detail.events.filter((event) => event.type !== 'basket' || event.side !== null);
  if (events.length === 0) return <EmptyState title={t('detail.noEvents')} />;
  return (
    <ol className="flex flex-col" data-testid="timeline">
      {[...events].reverse().map((event) => (
        <li
          key={event.id}
          className={cx(
            'grid grid-cols-[1fr_4rem_1fr] items-center gap-2 border-b border-slate-100 py-1.5 text-sm',
          )}
        >
          <span className="text-right">
            {event.side === 'home' && <EventBody event={event} text={eventText(event, t)} />}
          </span>
          <span className="text-center text-xs font-semibold text-slate-500 tabular-nums">
            {event.match_str}
          </span>
          <span>
            {event.side === 'away' && <EventBody event={event} text={eventText(event, t)} />}
            {event.side === null && <span className="text-slate-500">{eventText(event, t)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function EventBody({ event, text }: { event: MatchEventItem; text: string }) {
  const { t } = useTranslation('scores');
  return (
    <span data-event={event.type}>
      <span
        className={cx(
          'font-medium',
          event.type === 'goal' && 'text-brand-700',
          event.type === 'card' && event.detail === 'red' && 'text-red-600',
        )}
      >
        {text}
      </span>
      {event.score && (
        <span className="ml-1 tabular-nums">
          {event.score.home}-{event.score.away}
        </span>
      )}
      {event.player && <span className="ml-1 text-slate-600">{event.player}</span>}
      {event.type === 'substitution' && (
        <span className="ml-1 text-slate-600">
          {t('detail.playerIn', { name: event.player_in ?? '' })}{' '}
          {t('detail.playerOut', { name: event.player_out ?? '' })}
        </span>
      )}
    </span>
  );
}

function Statistics({ detail }: { detail: MatchDetailData }) {
  const { t } = useTranslation('scores');
  if (detail.statistics.length === 0) return <EmptyState title={t('detail.noStatistics')} />;
  return (
    <ul className="flex flex-col gap-3" data-testid="statistics">
      {detail.statistics.map((row) => {
        const total = row.home + row.away || 1;
        return (
          <li key={row.key}>
            <div className="flex justify-between text-sm">
              <span className="tabular-nums">{row.home}</span>
              <span className="text-slate-600">{t(`detail.stat.${row.key}`)}</span>
              <span className="tabular-nums">{row.away}</span>
            </div>
            <div className="flex h-1.5 overflow-hidden rounded bg-slate-100">
              <div className="bg-brand-600" style={{ width: `${(row.home / total) * 100}%` }} />
              <div
                className="ml-auto bg-slate-500"
                style={{ width: `${(row.away / total) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function oddsRows(
  odds: Odds,
  t: ReturnType<typeof useTranslation<'scores'>>['t'],
): [string, string][] {
  if ('europe' in odds) {
    return [
      [t('detail.odds.europe'), `${odds.europe.home} / ${odds.europe.draw} / ${odds.europe.away}`],
      [t('detail.odds.asian'), `${odds.asian.home} / ${odds.asian.line} / ${odds.asian.away}`],
      [
        t('detail.odds.overUnder'),
        `${odds.over_under.over} / ${odds.over_under.line} / ${odds.over_under.under}`,
      ],
    ];
  }
  return [
    [t('detail.odds.spread'), `${odds.spread.home} / ${odds.spread.line} / ${odds.spread.away}`],
    [t('detail.odds.total'), `${odds.total.over} / ${odds.total.line} / ${odds.total.under}`],
    [t('detail.odds.moneyline'), `${odds.moneyline.home} / ${odds.moneyline.away}`],
  ];
}

function IndexPanel({
  detail,
  companyId,
  onCompany,
}: {
  detail: MatchDetailData;
  companyId: number;
  onCompany: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const index = detail.index;
  if (!index) {
    return <EmptyState title={t('detail.odds.none')} />;
  }
  const opening = oddsRows(index.opening, t);
  const live = oddsRows(index.live, t);
  return (
    <div data-testid="index-panel" className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm">
        <span>{t('detail.bookmaker')}</span>
        <select
          value={companyId}
          onChange={(event) => onCompany(Number(event.target.value))}
          className="rounded border border-slate-300 px-2 py-1"
        >
          {index.bookmakers.map((bookmaker) => (
            <option key={bookmaker.company_id} value={bookmaker.company_id}>
              {localName(bookmaker, language)}
            </option>
          ))}
        </select>
      </label>
      <table className="w-full text-sm">
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="text-left font-medium">
              {t('detail.odds.market')}
            </th>
            <th scope="col" className="font-medium">
              {t('detail.odds.opening')}
            </th>
            <th scope="col" className="font-medium">
              {t('detail.odds.live')}
            </th>
          </tr>
        </thead>
        <tbody>
          {opening.map(([market, value], row) => (
            <tr key={market} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-medium">
                {market}
              </th>
              <td className="text-center tabular-nums">{value}</td>
              <td className="text-center tabular-nums">{live[row]?.[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary className="cursor-pointer text-sm text-slate-600">
          {t('detail.odds.history', { count: index.history.length })}
        </summary>
        <ul className="mt-2 max-h-64 overflow-y-auto text-xs">
          {[...index.history].reverse().map((entry, position) => (
            <li
              key={`${entry.at}-${position}`}
              className="flex gap-2 border-b border-slate-100 py-1"
            >
              <span className="w-12 text-slate-500">{entry.match_str}</span>
              <span className="tabular-nums">
                {oddsRows(entry.odds, t)
                  .map(([, value]) => value)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** /score-detail?id=: the match centre. */
export function ScoreDetailPage() {
  const { t, i18n } = useTranslation('scores');
  const language = pageLanguage(i18n.language);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [tab, setTab] = useState<DetailTab>('timeline');
  const [window, setWindow] = useState<number | null>(null);
  const [companyId, setCompanyId] = useState(1);
  const effectiveWindow = window ?? 10;
  const detail = useMatchDetailQuery(id, effectiveWindow, companyId);
  const sport = detail.data?.match.sport ?? null;
  // Recent-form windows (spec §9): 5, 10, 15 for football, 6 for basketball.
  const windows = sport === 'basketball' ? [6] : [5, 10, 15];
  useEffect(() => {
    if (sport === 'basketball' && window === null) setWindow(6);
  }, [sport, window]);
  useLiveScores(sport, companyId);
  useTimelineRefresh(id);

  if (!id) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <EmptyState
          title={t('detail.noId')}
          action={
            <Link to="/football" className="text-brand-700 underline">
              {t('detail.toScores')}
            </Link>
          }
        />
      </div>
    );
  }
  if (detail.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <ListSkeleton />
      </div>
    );
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <ListError onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const data = detail.data;
  const match = data.match;
  const teamNames = teamNamesOf(data, language);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6" data-testid="score-detail">
      <Header match={match} />
      <MatchStreams matchId={match.id} variant="full" />
      <PlannedBroadcasts filter={{ matchId: match.id }} />
      <MatchReplays matchId={match.id} />
      <Tabs
        label={t('detail.tabsLabel')}
        items={DETAIL_TABS.map((value) => ({ value, label: t(`detail.tab.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div
        role="tabpanel"
        aria-label={t(`detail.tab.${tab}`)}
        className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        {tab === 'timeline' && <Timeline detail={data} />}
        {tab === 'statistics' && <Statistics detail={data} />}
        {tab === 'standings' && (
          <StandingsTables standings={data.standings} highlight={[match.home.id, match.away.id]} />
        )}
        {(tab === 'headToHead' || tab === 'form') && (
          <div
            className="mb-3 flex items-center gap-2 text-sm"
            role="group"
            aria-label={t('detail.window')}
          >
            <span>{t('detail.window')}</span>
            {windows.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === effectiveWindow}
                onClick={() => setWindow(value)}
                className={cx(
                  'rounded px-2 py-0.5',
                  value === effectiveWindow ? 'bg-brand-600 text-white' : 'bg-slate-100',
                )}
              >
                {t('detail.lastN', { count: value })}
              </button>
            ))}
          </div>
        )}
        {tab === 'headToHead' && (
          <FormTable
            title={t('detail.tab.headToHead')}
            summary={data.head_to_head}
            teamNames={teamNames}
          />
        )}
        {tab === 'form' && (
          <div className="flex flex-col gap-4 md:flex-row">
            <FormTable
              title={localName(match.home, language)}
              summary={data.recent_form.home}
              teamNames={teamNames}
            />
            <FormTable
              title={localName(match.away, language)}
              summary={data.recent_form.away}
              teamNames={teamNames}
            />
          </div>
        )}
        {tab === 'index' && (
          <IndexPanel detail={data} companyId={companyId} onCompany={setCompanyId} />
        )}
      </div>
    </div>
  );
}
