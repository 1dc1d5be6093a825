import { ANCHOR_CATEGORIES } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { useFollowedRoomsQuery } from './api';
import { AnchorIcon } from './icons';
import { LoadError } from '../../shared/ui/LoadError';
import { LoginPrompt } from '../../shared/session/LoginPrompt';
import { ROOM_GRID_CLASSES, RoomCard, RoomGridSkeleton } from './RoomCard';

/** /attention (spec §2): rooms of the streamers a member follows, live first. */
export function AttentionPage() {
  const { t } = useTranslation('anchor');
  const user = useStoredValue('userInfo');
  const rooms = useFollowedRoomsQuery(user !== null);

  let body;
  if (!user) {
    body = (
      <LoginPrompt
        title={t('attention.loginTitle')}
        description={t('attention.loginHint')}
        icon={<AnchorIcon name="heart" className="size-6" />}
      />
    );
  } else if (rooms.isPending) {
    body = <RoomGridSkeleton count={4} />;
  } else if (rooms.isError) {
    body = <LoadError onRetry={() => void rooms.refetch()} retrying={rooms.isRefetching} />;
  } else if (rooms.data.length === 0) {
    body = (
      <div className="rounded-xl bg-white ring-1 ring-slate-200">
        <EmptyState
          title={t('attention.empty')}
          description={t('attention.emptyHint')}
          action={
            <Link
              to={`/anchor?type=${ANCHOR_CATEGORIES.recommended}`}
              className={buttonClasses('primary', 'sm')}
            >
              {t('attention.discover')}
            </Link>
          }
        />
      </div>
    );
  } else {
    const live = rooms.data.filter((room) => room.live_status === 'live').length;
    body = (
      <>
        <p className="mb-3 text-sm text-slate-500">
          {t('attention.summary', { count: rooms.data.length, live })}
        </p>
        <div className={ROOM_GRID_CLASSES} data-testid="room-grid">
          {rooms.data.map((room) => (
            <RoomCard key={room.room_id} room={room} />
          ))}
        </div>
      </>
    );
  }

  return (
    <div data-testid="attention-page">
      <h1 className="mb-4 text-xl font-bold text-slate-900">{t('attention.title')}</h1>
      {body}
    </div>
  );
}
