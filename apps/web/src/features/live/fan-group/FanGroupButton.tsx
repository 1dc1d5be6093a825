import type { RoomInfo } from '@tifo/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCount } from '../../../shared/format/count';
import { pageLanguage } from '../../../shared/format/locale';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Surface';
import { FanBadgePill, FanClubIcon, useFanGroupInfoQuery } from '../../fan-groups';

// The panel (membership, joining, leaving) loads when first opened, not with the room.
const FanGroupPanel = lazy(async () => ({
  default: (await import('./FanGroupPanel')).FanGroupPanel,
}));

/**
 * The fan club strip under the sidebar's tabs, shown when the room's streamer has a fan group:
 * the group, the viewer's badge while a member, and the panel it opens.
 */
export function FanGroupButton({ room, myUserId }: { room: RoomInfo; myUserId: number | null }) {
  const { t, i18n } = useTranslation('fans');
  const info = useFanGroupInfoQuery(room.anchor_id);
  const [open, setOpen] = useState(false);
  const group = info.data?.group;
  if (!group) return null;
  const me = info.data?.me ?? null;
  const close = () => setOpen(false);

  return (
    <div className="flex shrink-0 items-center justify-end border-b border-slate-100 px-3 py-1.5">
      <button
        type="button"
        data-testid="fan-group-button"
        aria-haspopup="dialog"
        title={t('button.describe', {
          name: group.name,
          count: formatCount(group.member_count, pageLanguage(i18n.language)),
        })}
        onClick={() => setOpen(true)}
        className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-pink-50 px-3 py-1 text-xs font-semibold text-pink-700 ring-1 ring-pink-200 hover:bg-pink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-600"
      >
        <FanClubIcon className="size-4" />
        {t('button.label')}
        {me?.active && <FanBadgePill name={group.badge} level={me.level} />}
      </button>
      {open && (
        <Suspense
          fallback={
            <Dialog open onClose={close} title={t('button.label')} testId="fan-group-panel">
              <div aria-busy="true" className="space-y-3">
                <Skeleton className="h-12" />
                <Skeleton className="h-24" />
              </div>
            </Dialog>
          }
        >
          <FanGroupPanel room={room} myUserId={myUserId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
