import { RANKING_PERIODS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { EmptyState, Skeleton } from '../../shared/ui/Surface';
import { SiteDayNote } from '../../shared/ui/TimeZoneSelect';
import { Tabs } from '../../shared/ui/Tabs';
import { useStreamerRankingQuery, type RankingEntry, type RankingPeriod } from './api';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { LoadError } from '../../shared/ui/LoadError';
import { Avatar } from '../../shared/ui/Avatar';
import { LiveStatusBadge, roomHref } from './RoomCard';

function isPeriod(value: string | null): value is RankingPeriod {
  return (RANKING_PERIODS as readonly (string | null)[]).includes(value);
}

/** Where an entry leads: the streamer's room, or their card when they have none yet. */
function entryHref(entry: RankingEntry): string {
  return entry.room_id === null ? `/persona?id=${entry.user_id}` : roomHref(entry.room_id);
}

const MEDALS = [
  {
    ring: 'ring-amber-400',
    badge: 'bg-amber-400 text-amber-950',
    block: 'h-24 bg-gradient-to-t from-amber-200 to-amber-50',
    order: 'order-2',
  },
  {
    ring: 'ring-slate-300',
    badge: 'bg-slate-300 text-slate-900',
    block: 'h-16 bg-gradient-to-t from-slate-200 to-slate-50',
    order: 'order-1',
  },
  {
    ring: 'ring-orange-300',
    badge: 'bg-orange-300 text-orange-950',
    block: 'h-12 bg-gradient-to-t from-orange-200 to-orange-50',
    order: 'order-3',
  },
] as const;

function Score({ entry }: { entry: RankingEntry }) {
  const { t, i18n } = useTranslation('anchor');
  return (
    <span className="text-sm text-slate-600">
      <span className="font-semibold text-slate-900">
        {formatCount(entry.score, pageLanguage(i18n.language))}
      </span>{' '}
      {t('rank.unit')}
    </span>
  );
}

/** The top three, second-first-third like a podium. */
function Podium({ entries }: { entries: readonly RankingEntry[] }) {
  return (
    <ol className="grid grid-cols-3 items-end gap-2 sm:gap-4" data-testid="rank-podium">
      {entries.map((entry, index) => {
        const medal = MEDALS[index] ?? MEDALS[2];
        return (
          <li key={entry.user_id} className={cx('min-w-0', medal.order)}>
            <Link
              to={entryHref(entry)}
              className="group flex flex-col items-center gap-1.5 text-center"
              data-testid="rank-entry"
              data-rank={entry.rank}
            >
              <span className="relative">
                <Avatar
                  src={entry.avatar}
                  name={entry.nickname}
                  className={cx(
                    'ring-4',
                    medal.ring,
                    index === 0 ? 'size-20 text-2xl' : 'size-16 text-xl',
                  )}
                />
                <span
                  className={cx(
                    'absolute -bottom-1 left-1/2 flex size-6 -translate-x-1/2 items-center justify-center rounded-full text-xs font-bold shadow',
                    medal.badge,
                  )}
                >
                  {entry.rank}
                </span>
              </span>
              <span className="mt-1 w-full truncate text-sm font-semibold text-slate-900 group-hover:text-brand-700">
                {entry.nickname}
              </span>
              <Score entry={entry} />
              {entry.live_status === 'live' && <LiveStatusBadge status="live" />}
              <span aria-hidden="true" className={cx('mt-1 w-full rounded-t-lg', medal.block)} />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

function RankSkeleton() {
  return (
    <div data-state="loading" className="flex flex-col gap-3">
      <div className="grid grid-cols-3 items-end gap-4">
        {['h-16', 'h-24', 'h-12'].map((height) => (
          <div key={height} className="flex flex-col items-center gap-2">
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-3 w-20" />
            <Skeleton className={`w-full ${height}`} />
          </div>
        ))}
      </div>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** /rank (spec §2): streamers by viewer minutes over a day, week, month or all time. */
export function RankPage() {
  const { t } = useTranslation('anchor');
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period: RankingPeriod = isPeriod(raw) ? raw : 'day';
  const ranking = useStreamerRankingQuery(period);

  const choose = (next: RankingPeriod) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );

  let body;
  if (ranking.isPending) {
    body = <RankSkeleton />;
  } else if (ranking.isError) {
    body = <LoadError onRetry={() => void ranking.refetch()} retrying={ranking.isRefetching} />;
  } else if (ranking.data.length === 0) {
    body = <EmptyState title={t('rank.empty')} description={t('rank.emptyHint')} />;
  } else {
    const top = ranking.data.slice(0, 3);
    const rest = ranking.data.slice(3);
    body = (
      <div className="flex flex-col gap-6">
        <Podium entries={top} />
        {rest.length > 0 && (
          <ol className="divide-y divide-slate-100" data-testid="rank-list">
            {rest.map((entry) => (
              <li key={entry.user_id}>
                <Link
                  to={entryHref(entry)}
                  data-testid="rank-entry"
                  data-rank={entry.rank}
                  className="flex items-center gap-3 px-1 py-2.5 hover:bg-slate-50"
                >
                  <span className="w-8 shrink-0 text-center text-sm font-bold text-slate-500">
                    {entry.rank}
                  </span>
                  <Avatar src={entry.avatar} name={entry.nickname} className="size-9 text-sm" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                    {entry.nickname}
                  </span>
                  {entry.live_status === 'live' && <LiveStatusBadge status="live" />}
                  <Score entry={entry} />
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  }

  return (
    <div data-testid="rank-page">
      <h1 className="mb-3 text-xl font-bold text-slate-900">{t('rank.title')}</h1>
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Tabs
          label={t('rank.periodLabel')}
          value={period}
          onChange={choose}
          items={RANKING_PERIODS.map((value) => ({ value, label: t(`rank.period.${value}`) }))}
        />
        <div role="tabpanel" aria-label={t(`rank.period.${period}`)} className="pt-5">
          {body}
        </div>
        <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-500">
          {t('rank.note')}
        </p>
        <SiteDayNote className="mt-2 px-3 text-xs text-slate-500" />
      </div>
    </div>
  );
}
