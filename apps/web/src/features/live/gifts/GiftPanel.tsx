import type { Gift, RoomInfo } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { useGiftListQuery } from './api';
import { DiamondIcon } from './GiftIcons';
import { GiftSendBar } from './GiftSendBar';
import { GiftTile } from './GiftTile';

const SKELETON_TILES = 8;

/**
 * The room's gifts tab (spec §2): the gifts with their prices, and the bar that sends the
 * chosen one to the streamer. The first gift is chosen until the viewer picks another.
 */
export function GiftPanel({ room, myUserId }: { room: RoomInfo; myUserId: number | null }) {
  const { t } = useTranslation('live');
  const gifts = useGiftListQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = gifts.data?.find((gift) => gift.id === chosenId) ?? gifts.data?.[0];

  return (
    <div data-testid="gift-panel" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {gifts.isPending ? (
          <div aria-busy="true" className="grid grid-cols-4 gap-2">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : gifts.isError ? (
          <div className="flex flex-col items-center gap-2 py-8 text-sm text-slate-600">
            <p>{t('gifts.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void gifts.refetch()}>
              {t('player.retry')}
            </Button>
          </div>
        ) : gifts.data.length === 0 ? (
          <EmptyState title={t('gifts.empty')} />
        ) : (
          <ul className="grid grid-cols-4 gap-2">
            {gifts.data.map((gift) => (
              <li key={gift.id}>
                <GiftOption
                  gift={gift}
                  chosen={gift.id === chosen?.id}
                  onChoose={() => setChosenId(gift.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen && (
        <GiftSendBar
          roomId={room.room_id}
          gift={chosen}
          ownRoom={myUserId !== null && myUserId === room.anchor_id}
        />
      )}
    </div>
  );
}

function GiftOption({
  gift,
  chosen,
  onChoose,
}: {
  gift: Gift;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('live');
  return (
    <GiftTile testId="gift-option" gift={gift} chosen={chosen} onChoose={onChoose}>
      <span aria-hidden="true" className="flex items-center gap-0.5 text-slate-500 tabular-nums">
        <DiamondIcon />
        {gift.price}
      </span>
      <span className="sr-only">{t('gifts.price', { count: gift.price })}</span>
    </GiftTile>
  );
}
