import { RANKING_PERIODS } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { SiteDayNote } from '../../shared/ui/TimeZoneSelect';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState } from '../../shared/ui/Surface';
import { AnchorAvatar } from './AnchorAvatar';
import { useRoomRankingQuery, type RankingPeriod } from './api';
import { formatCount } from './format';

/**
 * The room's contribution ranking (贡献榜) by period: diamonds of gifts sent in the room. It
 * is read again shortly after each gift event (gifts/use-room-gifts.ts).
 */
export function RankingPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const [period, setPeriod] = useState<RankingPeriod>('day');
  const ranking = useRoomRankingQuery(roomId, period);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="ranking-panel">
      <div role="radiogroup" aria-label={t('ranking.period')} className="flex gap-1 px-3 pt-3">
        {RANKING_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={period === value}
            onClick={() => setPeriod(value)}
            className={cx(
              'rounded-full px-3 py-1 text-xs font-medium',
              period === value
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )}
          >
            {t(`ranking.periods.${value}`)}
          </button>
        ))}
      </div>
      <SiteDayNote className="px-3 pt-1.5 text-[11px] text-slate-500" />
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {ranking.isPending ? (
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner />
          </div>
        ) : ranking.isError ? (
          <div className="flex flex-col items-center gap-2 py-8 text-sm text-slate-600">
            <p>{t('ranking.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void ranking.refetch()}>
              {t('player.retry')}
            </Button>
          </div>
        ) : ranking.data.length === 0 ? (
          <EmptyState title={t('ranking.emptyTitle')} description={t('ranking.emptyText')} />
        ) : (
          <ol className="space-y-2">
            {ranking.data.map((entry) => (
              <li key={entry.user_id} className="flex items-center gap-3 text-sm">
                <span
                  className={cx(
                    'w-6 text-center font-bold tabular-nums',
                    entry.rank <= 3 ? 'text-amber-600' : 'text-slate-500',
                  )}
                >
                  {entry.rank}
                </span>
                <AnchorAvatar src={entry.avatar} name={entry.nickname} size="sm" />
                <span className="min-w-0 flex-1 truncate text-slate-800">{entry.nickname}</span>
                <span className="text-xs text-slate-500 tabular-nums">
                  {formatCount(entry.score)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
