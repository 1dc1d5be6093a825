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
/**
 * One row that scrolls sideways, four cards wide on a desktop: the section is as tall with one
 * room as with eight, and as its skeleton, so the headlines below never jump when the rooms
 * arrive (issue 22: layout shift on /main).
 */
const ROW =
  'flex snap-x gap-4 overflow-x-auto pb-2 *:w-[min(18rem,80%)] *:shrink-0 *:snap-start sm:*:w-[calc((100%-1rem)/2)] lg:*:w-[calc((100%-3rem)/4)]';

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

  if (source.isPending) return <RoomGridSkeleton count={4} className={ROW} />;
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
      <div className={ROW}>
        {source.data.map((room) => (
          <RoomCard key={room.room_id} room={room} />
        ))}
      </div>
    </div>
  );
}
