import type { ModeratedUser, RoomInfo } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useModerationMutation, useModerationQuery, type ModerationAction } from '../api';
import { formatUntil } from '../format';

type Group = 'admins' | 'muted' | 'shielded' | 'kicked';
const GROUPS: readonly Group[] = ['admins', 'muted', 'shielded', 'kicked'];

/** The undo action of each list: lift the mute, shield, kick, or the manager role. */
function liftAction(group: Group, userId: number): ModerationAction {
  switch (group) {
    case 'admins':
      return { kind: 'admin', userId, set: false };
    case 'muted':
      return { kind: 'unmute', userId };
    case 'shielded':
      return { kind: 'shield', userId, shield: false };
    case 'kicked':
      return { kind: 'unkick', userId };
  }
}

/**
 * The moderators' tab: room managers, muted, shielded and kicked users, each with its "lift"
 * button (only the anchor appoints or removes room managers). Socket moderation events refresh
 * it.
 */
export function ModerationPanel({ room }: { room: RoomInfo }) {
  const { t, i18n } = useTranslation('live');
  const lists = useModerationQuery(room.room_id, true);
  const moderate = useModerationMutation(room.room_id);

  if (lists.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (lists.isError) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-sm text-slate-600">
        <p>{t('moderation.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={() => void lists.refetch()}>
          {t('player.retry')}
        </Button>
      </div>
    );
  }

  const row = (group: Group, entry: ModeratedUser) => (
    <li key={entry.user_id} className="flex items-center justify-between gap-2 py-1.5">
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-800">{entry.nickname}</span>
        {group !== 'admins' && (
          <span className="text-xs text-slate-500">
            {entry.until
              ? t('userCard.until', { time: formatUntil(entry.until, i18n.language) })
              : t('userCard.untilLifted')}
          </span>
        )}
      </span>
      {(group !== 'admins' || room.me.role === 'anchor') && (
        <Button
          size="sm"
          variant="secondary"
          disabled={moderate.isPending}
          onClick={() =>
            moderate.mutate(liftAction(group, entry.user_id), {
              onSuccess: () => showToast(t('userCard.done'), { kind: 'success' }),
            })
          }
        >
          {t(`moderation.lift.${group}`)}
        </Button>
      )}
    </li>
  );

  return (
    <div className="space-y-4 p-3 text-sm" data-testid="moderation-panel">
      <p className="text-xs text-slate-500">{t('moderation.hint')}</p>
      {GROUPS.map((group) => (
        <section key={group}>
          <h3 className="mb-1 font-semibold text-slate-900">
            {t(`moderation.groups.${group}`, { count: lists.data[group].length })}
          </h3>
          {lists.data[group].length === 0 ? (
            <p className="text-xs text-slate-500">{t('moderation.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {lists.data[group].map((entry) => row(group, entry))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
