import type { RoomSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { useMatchRoomsQuery, useRoomStatusRefresh } from './api';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { AnchorIcon } from './icons';
import { Avatar } from '../../shared/ui/Avatar';
import { roomHref } from './RoomCard';

/** Rooms shown for one match; the busiest matches rarely have more streamers than this. */
export const MATCH_STREAMS_LIMIT = 6;

export type MatchStreamsVariant = 'full' | 'compact';

/** Red "live" with the online count, or a grey "offline"/"ended". */
function StreamStatus({ room, small }: { room: RoomSummary; small: boolean }) {
  const { t, i18n } = useTranslation('anchor');
  if (room.live_status !== 'live') {
    return (
      <span data-status={room.live_status} className="shrink-0 text-xs text-slate-500">
        {t(`status.${room.live_status}`)}
      </span>
    );
  }
  return (
    <span
      data-status="live"
      title={t('room.onlineTitle', { count: room.online })}
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-red-600 font-semibold text-white',
        small ? 'px-1.5 text-[10px] leading-4' : 'px-2 py-0.5 text-xs',
      )}
    >
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />
      {t('matchStreams.live')}
      <AnchorIcon name="eye" className="size-3" />
      <span className="sr-only">{t('room.online')}</span>
      <span data-testid="stream-online" className="tabular-nums">
        {formatCount(room.online, pageLanguage(i18n.language))}
      </span>
    </span>
  );
}

function StreamRow({ room }: { room: RoomSummary }) {
  const { t } = useTranslation('anchor');
  return (
    <li>
      <Link
        to={roomHref(room.room_id)}
        data-testid="match-stream"
        data-room-id={room.room_id}
        className="group flex items-center gap-2.5 rounded-lg p-2 ring-1 ring-slate-200 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar src={room.anchor_avatar} name={room.anchor_nickname} className="size-8 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-slate-900 group-hover:text-brand-700">
            {room.anchor_nickname}
          </span>
          <span className="block truncate text-xs text-slate-500">
            {room.title || t('room.untitled', { name: room.anchor_nickname })}
          </span>
        </span>
        <StreamStatus room={room} small={false} />
      </Link>
    </li>
  );
}

function StreamChip({ room }: { room: RoomSummary }) {
  return (
    <li>
      <Link
        to={roomHref(room.room_id)}
        data-testid="match-stream"
        data-room-id={room.room_id}
        className="flex items-center gap-1.5 rounded-full bg-slate-50 py-0.5 pr-2 pl-0.5 ring-1 ring-slate-200 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar
          src={room.anchor_avatar}
          name={room.anchor_nickname}
          className="size-5 text-[10px]"
        />
        <span className="max-w-32 truncate text-xs font-medium text-slate-800">
          {room.anchor_nickname}
        </span>
        <StreamStatus room={room} small />
      </Link>
    </li>
  );
}

/**
 * The streamers who linked a match to their room, live first, each linking to its room page.
 * `full` is a card with one row per room and says so when there is none; `compact` is a line of
 * chips under a match and shows nothing when there is none (or when the list fails to load).
 * Kept free of the room page's modules (player, barrages): it sits on score and reserve pages.
 */
export function MatchStreams({
  matchId,
  variant,
  className,
}: {
  matchId: string;
  variant: MatchStreamsVariant;
  /** Classes of the outer element (spacing in the host page). */
  className?: string;
}) {
  const { t } = useTranslation('anchor');
  const { t: tCommon } = useTranslation();
  useRoomStatusRefresh();
  const rooms = useMatchRoomsQuery(matchId, MATCH_STREAMS_LIMIT);
  const compact = variant === 'compact';

  if (!matchId) return null;
  if (compact && (rooms.isError || (rooms.isSuccess && rooms.data.length === 0))) return null;

  let body;
  if (rooms.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={tCommon('state.loading')}>
        <Skeleton className={compact ? 'h-5 w-48' : 'h-12 w-full'} />
      </div>
    );
  } else if (rooms.isError) {
    body = (
      <p data-state="error" className="flex items-center gap-2 text-sm text-slate-500">
        {tCommon('state.error')}
        <button
          type="button"
          onClick={() => void rooms.refetch()}
          className="text-brand-700 underline"
        >
          {tCommon('state.retry')}
        </button>
      </p>
    );
  } else if (rooms.data.length === 0) {
    body = (
      <p data-state="empty" className="text-sm text-slate-500">
        {t('matchStreams.empty')}
      </p>
    );
  } else if (compact) {
    body = (
      <ul aria-label={t('matchStreams.rooms')} className="flex flex-wrap items-center gap-1.5">
        {rooms.data.map((room) => (
          <StreamChip key={room.room_id} room={room} />
        ))}
      </ul>
    );
  } else {
    body = (
      <ul
        aria-label={t('matchStreams.rooms')}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {rooms.data.map((room) => (
          <StreamRow key={room.room_id} room={room} />
        ))}
      </ul>
    );
  }

  if (compact) {
    return (
      <div
        data-testid="match-streams"
        data-variant="compact"
        className={cx('flex flex-wrap items-center gap-x-2 gap-y-1', className)}
      >
        <span className="text-xs text-slate-500">{t('matchStreams.label')}</span>
        {body}
      </div>
    );
  }
  return (
    <Card
      title={t('matchStreams.title')}
      data-testid="match-streams"
      data-variant="full"
      className={className}
    >
      {body}
    </Card>
  );
}
