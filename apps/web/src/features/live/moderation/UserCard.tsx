import type { RoomInfo } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { showToast } from '../../../shared/notifications';
import { openLoginDialog } from '../../../shared/session/login-dialog-store';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { ReportMemberDialog, type MemberReportTarget } from '../../chat';
import { useModerationMutation, useUserStatusQuery, type ModerationAction } from '../api';
import type { PickedUser } from '../chat/RoomChatList';
import { formatUntil } from '../format';
import { SanctionControls } from './SanctionControls';
import { isModerator } from '../../../shared/session/room-roles';

/** Mute lengths in minutes (0 = until lifted). */
export const MUTE_MINUTES = [10, 60, 1440, 0] as const;
/** Kick lengths in minutes (0 = until lifted). */
export const KICK_MINUTES = [60, 1440, 0] as const;
type MuteMinutes = (typeof MUTE_MINUTES)[number];
type KickMinutes = (typeof KICK_MINUTES)[number];

/**
 * The card of a user picked in the chat: their name and profile link for everyone, and
 * "report this message / this member" for anyone but themselves; for the room's moderators
 * (anchor, room managers, operators) their state and mute, shield and kick controls, and for
 * the anchor "make / remove room manager". The server refuses the calls to anyone else too.
 */
export function UserCard({
  room,
  user,
  myUserId,
  onClose,
}: {
  room: RoomInfo;
  user: PickedUser;
  myUserId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('live');
  const [reporting, setReporting] = useState<MemberReportTarget | null>(null);
  const moderator = isModerator(room.me.role);
  const self = user.user_id === myUserId;
  if (reporting) {
    // The report takes the card's place: Cancel comes back to the card, a sent report closes.
    return (
      <ReportMemberDialog
        target={reporting}
        onClose={() => setReporting(null)}
        onReported={onClose}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} title={user.nickname} testId="user-card">
      <div className="space-y-4">
        <Link
          to={`/persona?id=${user.user_id}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t('userCard.profile')}
        </Link>
        {!self && (
          <ReportActions
            user={user}
            onReport={(target) => {
              if (myUserId !== null) {
                setReporting(target);
                return;
              }
              // Visitors are asked to log in, as the room's own Report button does.
              onClose();
              openLoginDialog();
            }}
          />
        )}
        {moderator && !self && <ModerationControls room={room} user={user} />}
      </div>
    </Dialog>
  );
}

/** Report the line the name was picked from, or its sender. */
function ReportActions({
  user,
  onReport,
}: {
  user: PickedUser;
  onReport: (target: MemberReportTarget) => void;
}) {
  const { t } = useTranslation('live');
  const message = user.message;
  return (
    <div className="flex flex-wrap gap-2">
      {message && (
        <Button
          size="sm"
          variant="secondary"
          data-testid="report-message"
          onClick={() => onReport({ kind: 'message', messageId: message.id, text: message.text })}
        >
          {t('userCard.reportMessage')}
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        data-testid="report-user"
        onClick={() => onReport({ kind: 'user', userId: user.user_id, nickname: user.nickname })}
      >
        {t('userCard.reportUser')}
      </Button>
    </div>
  );
}

function ModerationControls({ room, user }: { room: RoomInfo; user: PickedUser }) {
  const { t, i18n } = useTranslation('live');
  const status = useUserStatusQuery(room.room_id, user.user_id, true);
  const moderate = useModerationMutation(room.room_id);
  const [muteMinutes, setMuteMinutes] = useState<MuteMinutes>(MUTE_MINUTES[0]);
  const [kickMinutes, setKickMinutes] = useState<KickMinutes>(KICK_MINUTES[0]);

  if (status.isPending) {
    return (
      <div className="flex justify-center py-4 text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (status.isError) {
    return <p className="text-sm text-red-700">{t('userCard.statusError')}</p>;
  }
  const target = status.data;
  // The anchor and operators are beyond a room's moderation.
  if (target.role === 'anchor' || target.role === 'operator') {
    return <p className="text-sm text-slate-600">{t(`roles.${target.role}`)}</p>;
  }

  const run = (action: ModerationAction) =>
    moderate.mutate(action, {
      onSuccess: () => showToast(t('userCard.done'), { kind: 'success' }),
    });
  const until = (iso: string | null) =>
    iso
      ? t('userCard.until', { time: formatUntil(iso, i18n.language) })
      : t('userCard.untilLifted');
  const durationLabel = (minutes: MuteMinutes | KickMinutes) => t(`durations.${minutes}`);

  return (
    <div className="space-y-3" data-testid="moderation-controls">
      <ul className="space-y-1 text-sm text-slate-700">
        <li>{t(`roles.${target.role}`)}</li>
        {target.muted && (
          <li data-testid="status-muted">{`${t('userCard.muted')} · ${until(target.muted_until)}`}</li>
        )}
        {target.shielded && <li>{t('userCard.shielded')}</li>}
        {target.kicked && <li>{`${t('userCard.kicked')} · ${until(target.kicked_until)}`}</li>}
      </ul>

      <div className="flex flex-wrap items-center gap-2">
        <SanctionControls
          active={target.muted}
          busy={moderate.isPending}
          choices={MUTE_MINUTES}
          minutes={muteMinutes}
          onMinutes={setMuteMinutes}
          choiceLabel={t('userCard.muteFor')}
          durationLabel={durationLabel}
          apply={{ label: t('userCard.mute'), testId: 'mod-mute', variant: 'primary' }}
          lift={{ label: t('userCard.unmute'), testId: 'mod-unmute' }}
          onApply={() => run({ kind: 'mute', userId: user.user_id, minutes: muteMinutes })}
          onLift={() => run({ kind: 'unmute', userId: user.user_id })}
        />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          data-testid="mod-shield"
          disabled={moderate.isPending}
          onClick={() => run({ kind: 'shield', userId: user.user_id, shield: !target.shielded })}
        >
          {target.shielded ? t('userCard.unshield') : t('userCard.shield')}
        </Button>
        {room.me.role === 'anchor' && (
          <Button
            size="sm"
            variant="secondary"
            data-testid="mod-admin"
            disabled={moderate.isPending}
            onClick={() =>
              run({ kind: 'admin', userId: user.user_id, set: target.role !== 'admin' })
            }
          >
            {target.role === 'admin' ? t('userCard.removeAdmin') : t('userCard.makeAdmin')}
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <SanctionControls
          active={target.kicked}
          busy={moderate.isPending}
          choices={KICK_MINUTES}
          minutes={kickMinutes}
          onMinutes={setKickMinutes}
          choiceLabel={t('userCard.kickFor')}
          durationLabel={durationLabel}
          apply={{ label: t('userCard.kick'), testId: 'mod-kick', variant: 'danger' }}
          lift={{ label: t('userCard.unkick'), testId: 'mod-unkick' }}
          onApply={() => run({ kind: 'kick', userId: user.user_id, minutes: kickMinutes })}
          onLift={() => run({ kind: 'unkick', userId: user.user_id })}
        />
      </div>
    </div>
  );
}
