import type { RoomInfo } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Badge } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { useAttentionMutation } from '../member';
import { AnchorAvatar } from './AnchorAvatar';
import { updateRoomInfo } from './api';
import { formatCount } from './format';

/** Below `sm` a header button is a 44 px icon square (its words stay for screen readers). */
const ICON_ON_PHONE = 'max-sm:size-11 max-sm:px-0';

/**
 * The title bar above the player: the anchor (avatar, name, level, followers), the room title,
 * category and match, the online count, and follow, share and report (operators: seal).
 * On a phone it is one compact row under the player: title, streamer and online count, follow,
 * and share and report as icons, so the chat keeps the screen.
 */
export function RoomHeader({
  room,
  onShare,
  onReport,
  onSeal,
}: {
  room: RoomInfo;
  onShare: () => void;
  onReport: () => void;
  onSeal: () => void;
}) {
  const { t } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const queryClient = useQueryClient();
  const attention = useAttentionMutation();
  const followed = room.me.is_followed;

  const toggleFollow = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    attention.mutate(
      { anchorid: room.anchor_id, type: followed ? 0 : 1 },
      {
        onSuccess: (result) =>
          updateRoomInfo(queryClient, room.room_id, (current) => ({
            ...current,
            anchor_followers: result.followers,
            me: { ...current.me, is_followed: result.is_followed },
          })),
      },
    );
  };

  const requireLogin = (action: () => void) => () => (user ? action() : openLoginDialog());

  return (
    <header
      data-testid="room-header"
      className="flex items-center gap-2 bg-white px-3 py-2 sm:flex-wrap sm:gap-3 sm:px-4 sm:py-3"
    >
      <Link
        to={`/persona?id=${room.anchor_id}`}
        className="shrink-0"
        aria-label={room.anchor_nickname}
      >
        <AnchorAvatar src={room.anchor_avatar} name={room.anchor_nickname} />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 className="flex items-center gap-2 text-base font-semibold text-slate-900 sm:text-lg">
          {room.live_status === 'live' && (
            <span className="shrink-0 whitespace-nowrap">
              <Badge tone="live">{t('header.live')}</Badge>
            </span>
          )}
          <span className="truncate" data-testid="room-title">
            {room.title}
          </span>
        </h1>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 sm:text-sm">
          <span className="font-medium text-slate-800" data-testid="anchor-nickname">
            {room.anchor_nickname}
          </span>
          <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-800 max-sm:hidden">
            {t('header.level', { level: room.anchor_level })}
          </span>
          {room.category_name && (
            <Link
              to={`/anchor?type=${room.category_type}`}
              className="hover:text-brand-700 max-sm:hidden"
            >
              {room.category_name}
            </Link>
          )}
          {room.match_label && room.match_id && (
            <Link
              to={`/score-detail?id=${encodeURIComponent(room.match_id)}`}
              className="hover:text-brand-700 max-sm:hidden"
            >
              {room.match_label}
            </Link>
          )}
          <span data-testid="room-online">
            {t('header.online', { count: formatCount(room.online) })}
          </span>
          <span className="max-sm:hidden">
            {t('header.followers', { count: formatCount(room.anchor_followers) })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 items-center justify-end gap-1 sm:flex-wrap sm:gap-2">
        {room.me.role !== 'anchor' && (
          <Button
            size="sm"
            variant={followed ? 'secondary' : 'primary'}
            data-testid="follow-button"
            aria-pressed={followed}
            loading={attention.isPending}
            onClick={toggleFollow}
          >
            {followed ? t('header.following') : t('header.follow')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          data-testid="share-button"
          className={ICON_ON_PHONE}
          onClick={onShare}
        >
          <Icon name="share" className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">{t('header.share')}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-testid="report-button"
          className={ICON_ON_PHONE}
          onClick={requireLogin(onReport)}
        >
          <Icon name="flag" className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">{t('header.report')}</span>
        </Button>
        {room.me.role === 'operator' && (
          <Button size="sm" variant="danger" data-testid="seal-button" onClick={onSeal}>
            {t('header.seal')}
          </Button>
        )}
      </div>
    </header>
  );
}
