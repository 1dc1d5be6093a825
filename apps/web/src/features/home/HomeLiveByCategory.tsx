import { ANCHOR_CATEGORIES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Tabs } from '../../shared/ui/Tabs';
import { RoomCard, RoomGridSkeleton, useRoomPreviewQuery } from '../anchor';

const CATEGORIES = ['football', 'basketball', 'chessAndEsports', 'other'] as const;
type Category = (typeof CATEGORIES)[number];
const SHOWN = 6;

/** Live rooms by category (home): a tab per sport, its rooms live first. */
export function HomeLiveByCategory() {
  const { t: tNav } = useTranslation('nav');
  const { t } = useLazyTranslation('homeSections');
  const [category, setCategory] = useState<Category>('football');
  const type = ANCHOR_CATEGORIES[category];
  const rooms = useRoomPreviewQuery(type, SHOWN, true);
  const list = rooms.data ?? [];
  return (
    <div className="flex flex-col gap-3" data-testid="home-live-categories">
      <Tabs
        label={tNav('sidebar.label')}
        value={category}
        onChange={setCategory}
        items={CATEGORIES.map((value) => ({ value, label: tNav(`sidebar.${value}`) }))}
      />
      <div role="tabpanel" aria-label={tNav(`sidebar.${category}`)}>
        {rooms.isPending ? (
          <RoomGridSkeleton count={3} />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">{t('liveByCategory.empty')}</p>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((room) => (
              <RoomCard key={room.room_id} room={room} />
            ))}
          </div>
        )}
      </div>
      <Link
        to={`/anchor?type=${type}`}
        className="self-end text-sm font-medium text-brand-700 hover:text-brand-600"
      >
        {t('liveByCategory.more')}
      </Link>
    </div>
  );
}
