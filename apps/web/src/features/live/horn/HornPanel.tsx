import type { Horn, RoomInfo } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { openLoginDialog } from '../../../shared/session/login-dialog-store';
import { HornSendForm, useRecentHornsQuery } from '../../horn';
import { NobleBadge } from '../chat/NobleBadge';
import { formatUntil } from '../format';

/**
 * The room's horn tab (spec §2 /live "global horn"): the approved horns of the last day,
 * newest first (kept current by the `horn` event), and for members the form that sends one
 * from this room.
 */
export function HornPanel({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const recent = useRecentHornsQuery();

  return (
    <div data-testid="horn-panel" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        <h3 className="mb-2 text-xs font-medium text-slate-500">{t('horn.recentTitle')}</h3>
        {recent.isPending ? (
          <div aria-busy="true" className="space-y-2">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-12" />
            ))}
          </div>
        ) : recent.isError ? (
          <div className="flex flex-col items-center gap-2 py-6 text-sm text-slate-600">
            <p>{t('horn.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void recent.refetch()}>
              {t('player.retry')}
            </Button>
          </div>
        ) : recent.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{t('horn.empty')}</p>
        ) : (
          <ul aria-label={t('horn.recentTitle')} className="space-y-2">
            {recent.data.map((horn) => (
              <RecentHorn key={horn.id} horn={horn} currentRoomId={room.room_id} />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 p-3">
        {user ? (
          <HornSendForm roomId={room.room_id} />
        ) : (
          <Button data-testid="horn-login" className="w-full" onClick={openLoginDialog}>
            {t('horn.login')}
          </Button>
        )}
      </div>
    </div>
  );
}

function RecentHorn({ horn, currentRoomId }: { horn: Horn; currentRoomId: number }) {
  const { t, i18n } = useTranslation('live');
  const elsewhere = horn.room_id !== null && horn.room_id !== currentRoomId;
  return (
    <li
      data-testid="horn-recent-item"
      data-horn-id={horn.id}
      className="rounded-lg bg-rose-50 px-2 py-1.5 text-sm ring-1 ring-rose-100"
    >
      <p className="flex items-center justify-between gap-2 text-xs text-slate-500">
        <span className="flex min-w-0 items-center">
          <NobleBadge tier={horn.sender.noble_tier ?? 0} />
          <span className="truncate font-medium text-rose-700">{horn.sender.nickname}</span>
        </span>
        <time dateTime={horn.reviewed_at ?? horn.created_at} className="shrink-0 tabular-nums">
          {formatUntil(horn.reviewed_at ?? horn.created_at, i18n.language)}
        </time>
      </p>
      <p className="mt-0.5 break-words text-slate-800">{horn.text}</p>
      {elsewhere && (
        <Link
          to={`/live?id=${horn.room_id}`}
          className="mt-0.5 inline-block text-xs text-brand-600 underline"
        >
          {t('horn.toRoom')}
        </Link>
      )}
    </li>
  );
}
