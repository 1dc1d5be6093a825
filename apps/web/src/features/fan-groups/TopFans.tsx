import { useTranslation } from '../../shared/i18n/use-translation';
import { pageLanguage } from '../../shared/format/locale';
import { Avatar } from '../../shared/ui/Avatar';
import { ListSkeleton, LoadMore } from '../../shared/ui/ListStates';
import { Card, EmptyState } from '../../shared/ui/Surface';
import { useFanRankingQuery } from './api';
import { FanBadgePill } from './FanBadgePill';
import { formatIntimacy } from './intimacy';
import { SectionError } from './SectionError';

/** The streamer's fans by intimacy (active memberships), a page at a time. */
export function TopFans({ anchorId, badge }: { anchorId: number; badge: string }) {
  const { t, i18n } = useTranslation('fans');
  const language = pageLanguage(i18n.language);
  const ranking = useFanRankingQuery(anchorId);
  const fans = ranking.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Card title={t('ranking.title')} data-testid="fan-group-ranking">
      {ranking.isPending ? (
        <ListSkeleton count={3} className="space-y-2" itemClassName="h-12 w-full" />
      ) : ranking.isError ? (
        <SectionError
          text={t('ranking.loadError')}
          onRetry={() => void ranking.refetch()}
          retrying={ranking.isRefetching}
        />
      ) : fans.length === 0 ? (
        <EmptyState title={t('ranking.empty')} description={t('ranking.emptyText')} />
      ) : (
        <>
          <ol className="divide-y divide-slate-100">
            {fans.map((fan) => (
              <li
                key={fan.user_id}
                data-testid="fan-rank-row"
                className="flex items-center gap-3 py-2 text-sm"
              >
                <span className="w-6 shrink-0 text-center font-semibold text-slate-500 tabular-nums">
                  {fan.rank}
                </span>
                <Avatar src={fan.avatar} name={fan.nickname} className="size-8" />
                <span className="min-w-0 flex-1 truncate text-slate-900">{fan.nickname}</span>
                <FanBadgePill name={badge} level={fan.level} />
                <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                  {t('membership.intimacy', { value: formatIntimacy(fan.intimacy, language) })}
                </span>
              </li>
            ))}
          </ol>
          <LoadMore
            visible={ranking.hasNextPage}
            loading={ranking.isFetchingNextPage}
            onLoad={() => void ranking.fetchNextPage()}
            label={t('ranking.more')}
            testId="fan-rank-more"
            className="mt-2 w-full"
          />
        </>
      )}
    </Card>
  );
}
