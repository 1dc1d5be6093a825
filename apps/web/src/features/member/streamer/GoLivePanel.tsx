import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Surface';
import { formatCount } from '../../../shared/format/count';
import {
  AnchorIcon,
  CATEGORY_GRADIENTS,
  CATEGORY_ICONS,
  LiveStatusBadge,
  roomHref,
} from '../../anchor';
import { pageLanguage } from '../../../shared/format/locale';
import { useEndRoomMutation, useStartRoomMutation, type MyRoom } from '../streamer-api';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatDuration } from '../../../shared/format/duration';
import { StreamHealthCard } from './StreamHealthCard';

/** Go live: the room's state, start and end, and the way to the room page. */
export function GoLivePanel({
  data,
  settingsHref,
}: {
  data: MyRoom;
  /** Where the broadcast and push settings are. */
  settingsHref: string;
}) {
  const { t, i18n } = useTranslation('streamer');
  const language = pageLanguage(i18n.language);
  const start = useStartRoomMutation();
  const end = useEndRoomMutation();
  const { room } = data;
  const live = room.live_status === 'live';

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: () => showToast(t('goLive.started'), { kind: 'success' }),
    });

  const onEnd = async () => {
    const confirmed = await requestConfirm({
      title: t('goLive.endTitle'),
      message: t('goLive.endConfirm'),
      confirmLabel: t('goLive.end'),
    });
    if (!confirmed) return;
    end.mutate(undefined, {
      onSuccess: ({ record }) =>
        showToast(
          record
            ? t('goLive.endedWithDuration', { duration: formatDuration(record.duration_seconds) })
            : t('goLive.ended'),
          { kind: 'success' },
        ),
    });
  };

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="go-live-panel"
      data-live-status={room.live_status}
    >
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row">
          <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-slate-800 sm:w-56">
            {room.cover ? (
              <img src={room.cover} alt="" className="absolute inset-0 size-full object-cover" />
            ) : (
              <div
                className={`absolute inset-0 flex items-center justify-center bg-gradient-to-br text-white/90 ${CATEGORY_GRADIENTS[room.category_type] ?? CATEGORY_GRADIENTS[6] ?? ''}`}
              >
                <AnchorIcon
                  name={CATEGORY_ICONS[room.category_type] ?? 'grid'}
                  className="size-10"
                />
              </div>
            )}
            <span className="absolute top-2 left-2">
              <LiveStatusBadge status={room.live_status} />
            </span>
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="truncate text-lg font-semibold text-slate-900">
              {room.title || t('goLive.noTitle')}
            </p>
            <p className="text-sm text-slate-600">
              {room.category_name}
              {room.match_label && <span className="text-slate-500"> · {room.match_label}</span>}
            </p>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex items-center gap-1.5">
                <dt className="text-slate-500">{t('goLive.online')}</dt>
                <dd className="font-semibold text-slate-900" data-testid="my-room-online">
                  {live ? formatCount(room.online, language) : '—'}
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="text-slate-500">{t('goLive.heat')}</dt>
                <dd className="font-semibold text-slate-900">{formatCount(room.heat, language)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="text-slate-500">{t('goLive.followers')}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatCount(room.anchor_followers, language)}
                </dd>
              </div>
              {live && room.started_at && (
                <div className="flex items-center gap-1.5">
                  <dt className="text-slate-500">{t('goLive.startedAt')}</dt>
                  <dd className="text-slate-900">{formatDateTime(room.started_at, language)}</dd>
                </div>
              )}
            </dl>
            {room.sealed && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {room.sealed_reason
                  ? t('goLive.sealedReason', { reason: room.sealed_reason })
                  : t('goLive.sealed')}
              </p>
            )}
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              {live ? (
                <Button
                  variant="danger"
                  loading={end.isPending}
                  onClick={() => void onEnd()}
                  data-testid="end-broadcast"
                >
                  {t('goLive.end')}
                </Button>
              ) : (
                <Button
                  loading={start.isPending}
                  disabled={room.sealed}
                  onClick={onStart}
                  data-testid="start-broadcast"
                >
                  {t('goLive.start')}
                </Button>
              )}
              <Link to={roomHref(room.room_id)} className={buttonClasses('secondary')}>
                {t('goLive.openRoom')}
              </Link>
            </div>
          </div>
        </div>
      </Card>
      <StreamHealthCard live={live} />
      <Card title={t('goLive.stepsTitle')}>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-slate-700">
          <li>
            {t('goLive.step1')}{' '}
            <Link to={settingsHref} className="font-medium text-brand-700 hover:underline">
              {t('goLive.toSettings')}
            </Link>
          </li>
          <li>{t('goLive.step2')}</li>
          <li>{t('goLive.step3')}</li>
        </ol>
        {!data.push.hls_available && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
            {t('push.hlsUnavailable')}
          </p>
        )}
      </Card>
    </div>
  );
}
