import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { Avatar } from '../../shared/ui/Avatar';
import { Badge } from '../../shared/ui/Surface';
import type { MyFanGroup } from './api';
import { FanBadgePill } from './FanBadgePill';
import { IntimacyProgress } from './IntimacyProgress';

/**
 * One group the member joined: the streamer (to their live room when they have one), the
 * group and badge, intimacy towards the next level and how long the membership runs.
 */
export function MyFanGroupRow({ entry }: { entry: MyFanGroup }) {
  const { t, i18n } = useTranslation('fans');
  const { group, membership } = entry;
  const date = formatDateTime(membership.expires_at, pageLanguage(i18n.language));
  const roomPath = group.room_id === null ? null : `/live?id=${group.room_id}`;
  const streamer = (
    <>
      <Avatar src={group.anchor_avatar} name={group.anchor_nickname} className="size-10" />
      <span className="min-w-0 truncate font-medium text-slate-900">{group.anchor_nickname}</span>
    </>
  );
  return (
    <li
      data-testid="my-fan-group"
      data-anchor-id={group.anchor_id}
      data-active={membership.active}
      className="flex flex-col gap-2 py-3"
    >
      <div className="flex items-center gap-3">
        {roomPath ? (
          <Link
            to={roomPath}
            data-testid="my-fan-group-room"
            title={t('mine.watch')}
            className="flex min-w-0 items-center gap-3 hover:text-brand-700"
          >
            {streamer}
          </Link>
        ) : (
          <span className="flex min-w-0 items-center gap-3">{streamer}</span>
        )}
        <span className="ml-auto shrink-0">
          <Badge tone={membership.active ? 'success' : 'neutral'}>
            {membership.active ? t('membership.active') : t('membership.expiredBadge')}
          </Badge>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FanBadgePill name={group.badge} level={membership.level} />
        <span className="text-slate-700">{group.name}</span>
        <span className="text-xs text-slate-500">{t('level', { level: membership.level })}</span>
      </div>
      <IntimacyProgress membership={membership} />
      <p
        data-testid="my-fan-group-expiry"
        className={membership.active ? 'text-xs text-slate-500' : 'text-xs text-amber-700'}
      >
        {membership.active ? t('membership.expires', { date }) : t('membership.expired', { date })}
      </p>
    </li>
  );
}
