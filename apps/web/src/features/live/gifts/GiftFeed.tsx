import { useTranslation } from '../../../shared/i18n/use-translation';
import { Avatar } from '../../../shared/ui/Avatar';
import type { GiftFeedEntry } from './use-room-gifts';

/**
 * The latest gifts of the room, newest first, under the sidebar's tabs. Screen readers hear
 * each new gift here (the effects over the video are decorative).
 */
export function GiftFeed({ feed }: { feed: readonly GiftFeedEntry[] }) {
  const { t } = useTranslation('live');
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t('gifts.feed')}
      data-testid="gift-feed"
      className="max-h-24 shrink-0 overflow-y-auto border-t border-slate-200 empty:border-0"
    >
      {feed.length > 0 && (
        <ol className="space-y-1 px-3 py-2 text-xs">
          {feed.map(({ key, gift }) => (
            <li key={key} data-testid="gift-feed-item" className="flex items-center gap-1.5">
              <Avatar
                src={gift.sender.avatar}
                name={gift.sender.nickname}
                className="size-5 text-[10px]"
              />
              <span className="min-w-0 truncate text-slate-700">
                {t('gifts.sentBy', { name: gift.sender.nickname, gift: gift.gift_name })}
              </span>
              <img src={gift.image} alt="" className="size-5 shrink-0" />
              <span className="font-semibold text-amber-600 tabular-nums">×{gift.count}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
