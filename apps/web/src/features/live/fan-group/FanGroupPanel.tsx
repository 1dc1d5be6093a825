import type { FanGroup, RoomInfo } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Surface';
import { FanClubIcon, useFanGroupInfoQuery, type FanGroupInfo } from '../../fan-groups';
import { GroupSummary } from './GroupSummary';
import { JoinByFee } from './JoinByFee';
import { JoinByGift } from './JoinByGift';
import { MembershipDetails } from './MembershipDetails';

/**
 * The room's fan club: the group (badge, members, perks, how to join) and, for the viewer, what
 * fits them: visitors are asked to log in, fans see their level, intimacy and expiry (and may
 * renew or leave), others may join; the streamer is pointed to the settings.
 */
export function FanGroupPanel({
  room,
  myUserId,
  onClose,
}: {
  room: RoomInfo;
  myUserId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('fans');
  const info = useFanGroupInfoQuery(room.anchor_id);
  const group = info.data?.group ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={group?.name ?? t('button.label')}
      testId="fan-group-panel"
      fullScreenOnPhone
    >
      {info.isPending ? (
        <div aria-busy="true" className="space-y-3" data-state="loading">
          <Skeleton className="h-12" />
          <Skeleton className="h-24" />
        </div>
      ) : info.isError || !group ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <p>{t('panel.loadError')}</p>
          <Button
            size="sm"
            variant="secondary"
            loading={info.isRefetching}
            onClick={() => void info.refetch()}
          >
            {t('panel.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <GroupSummary group={group} me={info.data.me} />
          <ViewerPart
            room={room}
            myUserId={myUserId}
            group={group}
            me={info.data.me}
            onClose={onClose}
          />
        </div>
      )}
    </Dialog>
  );
}

function ViewerPart({
  room,
  myUserId,
  group,
  me,
  onClose,
}: {
  room: RoomInfo;
  myUserId: number | null;
  group: FanGroup;
  me: FanGroupInfo['me'];
  onClose: () => void;
}) {
  const { t } = useTranslation('fans');
  if (myUserId === null) {
    return (
      <LoginPrompt
        title={t('panel.loginTitle')}
        description={t('panel.loginText')}
        icon={<FanClubIcon className="size-6" />}
        // The login dialog takes the screen: this one closes first.
        onLogin={onClose}
      />
    );
  }
  if (myUserId === group.anchor_id) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-lg bg-slate-50 p-3">
        <p>{t('panel.ownGroup')}</p>
        <Link to="/member?section=fanGroup" className={buttonClasses('secondary', 'sm')}>
          {t('panel.ownGroupSettings')}
        </Link>
      </div>
    );
  }
  const join =
    group.join_mode === 'gift' ? (
      <JoinByGift room={room} group={group} me={me} />
    ) : (
      <JoinByFee group={group} me={me} />
    );
  return me ? (
    <MembershipDetails group={group} me={me}>
      {join}
    </MembershipDetails>
  ) : (
    join
  );
}
