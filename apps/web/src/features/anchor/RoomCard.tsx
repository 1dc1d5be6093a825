import type { RoomSummary } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../shared/ui/Avatar';
import { cx } from '../../shared/ui/cx';
import { Skeleton } from '../../shared/ui/Surface';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { AnchorIcon, CATEGORY_GRADIENTS, CATEGORY_ICONS } from './icons';

/** The link of a room's page. */
export function roomHref(roomId: number): string {
  return `/live?id=${roomId}`;
}

/** Live, offline or ended, as a small pill over the cover. */
export function LiveStatusBadge({ status }: { status: RoomSummary['live_status'] }) {
  const { t } = useTranslation('anchor');
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'live' ? 'bg-red-600 text-white' : 'bg-slate-900/70 text-slate-100',
      )}
    >
      {status === 'live' && (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />
      )}
      {t(`status.${status}`)}
    </span>
  );
}

/** A tasteful stand-in for a missing cover: the category's colours, icon and name. */
function CoverPlaceholder({ room }: { room: RoomSummary }) {
  return (
    <div
      data-testid="cover-placeholder"
      className={cx(
        'absolute inset-0 flex flex-col items-center justify-center gap-1 bg-gradient-to-br text-white/90',
        CATEGORY_GRADIENTS[room.category_type] ?? CATEGORY_GRADIENTS[6],
      )}
    >
      <AnchorIcon name={CATEGORY_ICONS[room.category_type] ?? 'grid'} className="size-10" />
      <span className="text-xs font-medium tracking-wide">{room.category_name}</span>
    </div>
  );
}

/** One room of a grid: cover, status, viewers, title and streamer; links to /live?id=. */
export function RoomCard({ room }: { room: RoomSummary }) {
  const { t, i18n } = useTranslation('anchor');
  const language = pageLanguage(i18n.language);
  const [coverBroken, setCoverBroken] = useState(false);
  const live = room.live_status === 'live';
  const title = room.title || t('room.untitled', { name: room.anchor_nickname });

  return (
    <Link
      to={roomHref(room.room_id)}
      data-testid="room-card"
      data-room-id={room.room_id}
      data-live-status={room.live_status}
      className="group flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-video overflow-hidden bg-slate-800">
        {room.cover && !coverBroken ? (
          <img
            src={room.cover}
            alt=""
            loading="lazy"
            onError={() => setCoverBroken(true)}
            className={cx(
              'absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-105',
              !live && 'saturate-50',
            )}
          />
        ) : (
          <CoverPlaceholder room={room} />
        )}
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-2">
          <LiveStatusBadge status={room.live_status} />
          {live && (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs text-white"
              title={t('room.onlineTitle', { count: room.online })}
            >
              <AnchorIcon name="eye" className="size-3.5" />
              <span className="sr-only">{t('room.online')}</span>
              <span data-testid="room-online">{formatCount(room.online, language)}</span>
            </span>
          )}
        </div>
        {room.match_label && (
          <div className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-slate-900/85 to-transparent px-2 pt-6 pb-1.5 text-xs font-medium text-white">
            {room.match_label}
          </div>
        )}
      </div>
      <div className="flex items-center gap-2.5 p-3">
        <Avatar src={room.anchor_avatar} name={room.anchor_nickname} className="size-9 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900 group-hover:text-brand-700">
            {title}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <span className="truncate">{room.anchor_nickname}</span>
            <span className="shrink-0 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-800">
              {t('room.level', { level: room.anchor_level })}
            </span>
            <span className="ml-auto shrink-0 truncate text-slate-500">{room.category_name}</span>
          </p>
        </div>
      </div>
    </Link>
  );
}

export function RoomCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex items-center gap-2.5 p-3">
        <Skeleton className="size-9 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3.5 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
    </div>
  );
}

/** The grid every room list uses: 1 to 4 columns by width. */
export const ROOM_GRID_CLASSES =
  'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4';

/** A grid of skeleton cards while a list loads. */
export function RoomGridSkeleton({
  count = 8,
  className = ROOM_GRID_CLASSES,
}: {
  count?: number;
  /** The layout of the list it stands for. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-state="loading"
      aria-busy="true"
      aria-label={t('state.loading')}
      className={className}
    >
      {Array.from({ length: count }, (_, index) => (
        <RoomCardSkeleton key={index} />
      ))}
    </div>
  );
}
