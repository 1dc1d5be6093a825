import { ANCHOR_CATEGORIES, type RoomSummary } from '@tifo/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/Surface';
import { liveFirst, useCategoryListQuery } from './api';
import { categoryKey, readAnchorQuery } from './categories';
import { LoadError } from '../../shared/ui/LoadError';
import { ROOM_GRID_CLASSES, RoomCard, RoomGridSkeleton } from './RoomCard';
import { useRoomListQuery } from './room-list-query';

/** Rooms of every loaded page, each once (a room can move between pages as heat changes). */
function uniqueRooms(pages: readonly { list: RoomSummary[] }[]): RoomSummary[] {
  const seen = new Set<number>();
  const rooms: RoomSummary[] = [];
  for (const room of pages.flatMap((page) => page.list)) {
    if (seen.has(room.room_id)) continue;
    seen.add(room.room_id);
    rooms.push(room);
  }
  return rooms;
}

function ToRecommended() {
  const { t } = useTranslation('anchor');
  return (
    <Link
      to={`/anchor?type=${ANCHOR_CATEGORIES.recommended}`}
      className={buttonClasses('primary', 'sm')}
    >
      {t('list.toRecommended')}
    </Link>
  );
}

/** /anchor (spec §2): the rooms of one type (type 3 optionally one sub-category), live first. */
export function AnchorPage() {
  const { t } = useTranslation('anchor');
  const { t: tn } = useTranslation('nav');
  const [params] = useSearchParams();
  const { type, categoryId, categoryName } = readAnchorQuery(params);
  const categories = useCategoryListQuery();
  const rooms = useRoomListQuery(type, categoryId);
  const isRecommended = type === ANCHOR_CATEGORIES.recommended;

  const subName =
    categoryId === null
      ? ''
      : (categories.data?.find((category) => category.id === categoryId)?.name ?? categoryName);
  const list = useMemo(() => liveFirst(uniqueRooms(rooms.data?.pages ?? [])), [rooms.data]);
  const total = rooms.data?.pages.at(-1)?.total ?? 0;
  const anyLive = list.some((room) => room.live_status === 'live');

  let body;
  if (rooms.isPending) {
    body = <RoomGridSkeleton />;
  } else if (rooms.isError) {
    body = <LoadError onRetry={() => void rooms.refetch()} retrying={rooms.isRefetching} />;
  } else if (list.length === 0) {
    body = (
      <div className="rounded-xl bg-white ring-1 ring-slate-200">
        <EmptyState
          title={t('list.emptyTitle')}
          description={isRecommended ? t('list.emptyRecommended') : t('list.emptyHint')}
          action={isRecommended ? undefined : <ToRecommended />}
        />
      </div>
    );
  } else {
    body = (
      <>
        {!anyLive && (
          <div
            role="status"
            data-testid="none-live"
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <span>{t('list.emptyTitle')}</span>
            {!isRecommended && <ToRecommended />}
          </div>
        )}
        <div className={ROOM_GRID_CLASSES} data-testid="room-grid">
          {list.map((room) => (
            <RoomCard key={room.room_id} room={room} />
          ))}
        </div>
        {rooms.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              loading={rooms.isFetchingNextPage}
              onClick={() => void rooms.fetchNextPage()}
              data-testid="load-more"
            >
              {t('list.more')}
            </Button>
          </div>
        )}
        {rooms.isFetchNextPageError && (
          <p role="alert" className="mt-2 text-center text-sm text-red-700">
            {t('list.moreFailed')}
          </p>
        )}
      </>
    );
  }

  return (
    <div data-testid="anchor-page" data-type={type}>
      <header className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold text-slate-900">
          {tn(`sidebar.${categoryKey(type)}`)}
          {subName && <span className="text-slate-500"> · {subName}</span>}
        </h1>
        {rooms.isSuccess && total > 0 && (
          <p className="text-sm text-slate-500">{t('list.total', { count: total })}</p>
        )}
      </header>
      {body}
    </div>
  );
}
