import { ANCHOR_CATEGORIES } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/Surface';
import {
  RoomCard,
  RoomGridSkeleton,
  useLiveNowQuery,
  useRoomPreviewQuery,
  useRoomStatusRefresh,
} from '../anchor';
import { LoadError } from '../../shared/ui/LoadError';

const HOT_ROOMS = 8;
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

/**
 * Home "hot anchors": up to eight rooms live now, hottest first; when nobody is live, the
 * recommended rooms instead, so the section is never a dead end.
 */
export function HotAnchors() {
  const { t } = useTranslation('home');
  useRoomStatusRefresh();
  const live = useLiveNowQuery(HOT_ROOMS);
  const noneLive = live.isSuccess && live.data.length === 0;
  const recommended = useRoomPreviewQuery(ANCHOR_CATEGORIES.recommended, HOT_ROOMS, noneLive);
  const source = noneLive ? recommended : live;

  if (source.isPending) return <RoomGridSkeleton count={4} />;
  if (source.isError) {
    return <LoadError onRetry={() => void source.refetch()} retrying={source.isRefetching} />;
  }
  if (source.data.length === 0) {
    return (
      <EmptyState
        title={t('hotAnchors.empty')}
        action={
          <Link to="/schedule" className={buttonClasses('secondary', 'sm')}>
            {t('hotAnchors.toSchedule')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid="hot-anchors" data-source={noneLive ? 'recommended' : 'live'}>
      {noneLive && <p className="mb-3 text-sm text-slate-500">{t('hotAnchors.noneLive')}</p>}
      <div className={GRID}>
        {source.data.map((room) => (
          <RoomCard key={room.room_id} room={room} />
        ))}
      </div>
    </div>
  );
}
