import { LIVE_LIMITS, type ModeratedUser } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';
import { Card } from '../../../shared/ui/Surface';
import { LoadError } from '../../../shared/ui/LoadError';
import { Avatar } from '../../../shared/ui/Avatar';
import { pageLanguage } from '../../../shared/format/locale';
import {
  useModerationMutation,
  useModerationQuery,
  type ModerationAction,
  type ModerationList,
  type MyRoom,
} from '../streamer-api';
import { formatDateTime } from '../../../shared/format/date-time';

const LIFTABLE: readonly ModerationList[] = ['muted', 'shielded', 'kicked'];

function UserRow({
  user,
  actionLabel,
  busy,
  onAction,
  showUntil,
}: {
  user: ModeratedUser;
  actionLabel: string;
  busy: boolean;
  onAction: () => void;
  showUntil: boolean;
}) {
  const { t, i18n } = useTranslation('streamer');
  const language = pageLanguage(i18n.language);
  return (
    <li
      className="flex items-center gap-3 py-2.5"
      data-testid="moderated-user"
      data-user-id={user.user_id}
    >
      <Avatar src={user.avatar} name={user.nickname} className="size-9 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{user.nickname}</p>
        <p className="text-xs text-slate-500">
          {t('rooms.userId', { id: user.user_id })} ·{' '}
          {t('rooms.since', { time: formatDateTime(user.since, language) })}
          {showUntil &&
            ` · ${
              user.until
                ? t('rooms.until', { time: formatDateTime(user.until, language) })
                : t('rooms.untilLifted')
            }`}
        </p>
      </div>
      <Button variant="secondary" size="sm" disabled={busy} onClick={onAction}>
        {actionLabel}
      </Button>
    </li>
  );
}

function AddAdminForm({
  count,
  onAdd,
}: {
  count: number;
  onAdd: (userId: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('streamer');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const full = count >= LIVE_LIMITS.roomAdminsMax;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = Number(value.trim());
    const valid = /^\d+$/.test(value.trim()) && Number.isSafeInteger(userId) && userId > 0;
    setInvalid(!valid);
    if (!valid || full || busy) return;
    setBusy(true);
    try {
      if (await onAdd(userId)) setValue('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(event) => void onSubmit(event)}
      data-testid="add-admin"
    >
      <div className="flex-1">
        <TextField
          label={t('rooms.addLabel')}
          inputMode="numeric"
          value={value}
          maxLength={12}
          placeholder={t('rooms.addPlaceholder')}
          error={invalid ? t('rooms.addInvalid') : undefined}
          hint={full ? t('rooms.full', { max: LIVE_LIMITS.roomAdminsMax }) : t('rooms.addHint')}
          disabled={full}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" className="mt-6" disabled={full} loading={busy}>
        {t('rooms.add')}
      </Button>
    </form>
  );
}

/** Room and assistant management: admins (at most 200), and mutes, blocks and kicks to lift. */
export function RoomManagementPanel({ data }: { data: MyRoom }) {
  const { t } = useTranslation('streamer');
  const roomId = data.room.room_id;
  const moderation = useModerationQuery(roomId);
  const mutation = useModerationMutation(roomId);
  const [pendingUser, setPendingUser] = useState<number | null>(null);

  const run = async (action: ModerationAction, done: string): Promise<boolean> => {
    setPendingUser(action.userId);
    try {
      await mutation.mutateAsync(action);
      showToast(done, { kind: 'success' });
      return true;
    } catch {
      // The API client has shown the server's message.
      return false;
    } finally {
      setPendingUser(null);
    }
  };

  const removeAdmin = async (user: ModeratedUser) => {
    const confirmed = await requestConfirm({
      message: t('rooms.removeConfirm', { name: user.nickname }),
      confirmLabel: t('rooms.remove'),
    });
    if (confirmed) await run({ kind: 'removeAdmin', userId: user.user_id }, t('rooms.removed'));
  };

  if (moderation.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-600">
        <Spinner size="lg" />
      </div>
    );
  }
  if (moderation.isError) {
    return (
      <LoadError onRetry={() => void moderation.refetch()} retrying={moderation.isRefetching} />
    );
  }
  const { admins } = moderation.data;

  return (
    <div className="flex flex-col gap-4" data-testid="room-management">
      <Card
        title={t('rooms.admins')}
        actions={
          <span className="text-sm text-slate-500" data-testid="admin-count">
            {t('rooms.count', { count: admins.length, max: LIVE_LIMITS.roomAdminsMax })}
          </span>
        }
      >
        <p className="mb-3 text-sm text-slate-600">{t('rooms.adminsHint')}</p>
        <AddAdminForm
          count={admins.length}
          onAdd={(userId) => run({ kind: 'addAdmin', userId }, t('rooms.added'))}
        />
        {admins.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">{t('rooms.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {admins.map((user) => (
              <UserRow
                key={user.user_id}
                user={user}
                actionLabel={t('rooms.remove')}
                busy={pendingUser === user.user_id}
                showUntil={false}
                onAction={() => void removeAdmin(user)}
              />
            ))}
          </ul>
        )}
      </Card>
      {LIFTABLE.map((list) => {
        const users = moderation.data[list];
        return (
          <Card
            key={list}
            title={t(`rooms.lists.${list}`)}
            data-testid={`moderation-${list}`}
            actions={<span className="text-sm text-slate-500">{users.length}</span>}
          >
            {users.length === 0 ? (
              <p className="text-sm text-slate-500">{t('rooms.none')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {users.map((user) => (
                  <UserRow
                    key={user.user_id}
                    user={user}
                    actionLabel={t(`rooms.lift.${list}`)}
                    busy={pendingUser === user.user_id}
                    showUntil
                    onAction={() =>
                      void run({ kind: 'lift', list, userId: user.user_id }, t('rooms.lifted'))
                    }
                  />
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </div>
  );
}
