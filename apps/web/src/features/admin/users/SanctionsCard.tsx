import type { ConsoleUser, MemberSanction, MemberSanctionKind } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Badge, Card } from '../../../shared/ui/Surface';
import { When } from '../ui/When';
import { SanctionDialog, type SanctionInput } from './SanctionDialog';
import { useUserAction } from './use-user-action';
import { useLiftSanctionMutation, useSanctionMutation } from './users-api';

/** Site-wide bans and mutes, newest first: Ban and Mute above, Lift on those in force. */
export function SanctionsCard({
  user,
  sanctions,
}: {
  user: ConsoleUser;
  sanctions: readonly MemberSanction[];
}) {
  const { t } = useTranslation('admin');
  const [opening, setOpening] = useState<MemberSanctionKind | null>(null);
  const sanction = useSanctionMutation();
  const lift = useLiftSanctionMutation();
  const action = useUserAction();

  const impose = async (input: SanctionInput) => {
    await sanction.mutateAsync({ user_id: user.user_id, ...input });
    setOpening(null);
    showToast(t(`users.sanction.done.${input.kind}`, { name: user.nickname }), { kind: 'success' });
  };

  const liftOne = (item: MemberSanction) =>
    action.run({
      confirm: t('users.sanction.confirmLift', {
        name: user.nickname,
        kind: t(`users.sanction.kinds.${item.kind}`),
      }),
      confirmLabel: t('users.sanction.lift'),
      send: () => lift.mutateAsync({ id: item.id }),
      done: t('users.sanction.lifted', { name: user.nickname }),
    });

  return (
    <Card
      title={t('users.sanction.history')}
      actions={
        <div className="flex gap-2">
          <Button size="sm" variant="danger" onClick={() => setOpening('ban')}>
            {t('users.sanction.ban')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpening('mute')}>
            {t('users.sanction.mute')}
          </Button>
        </div>
      }
    >
      <FormProblem text={action.problem} />
      {sanctions.length === 0 ? (
        <p className="text-sm text-slate-500">{t('users.sanction.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {sanctions.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2 text-sm">
              <span className="flex items-center gap-2">
                <Badge tone={item.kind === 'ban' ? 'live' : 'warning'}>
                  {t(`users.sanction.kinds.${item.kind}`)}
                </Badge>
                <Badge tone={item.active ? 'brand' : 'neutral'}>
                  {t(
                    item.active
                      ? 'users.sanction.active'
                      : item.lifted_at
                        ? 'users.sanction.wasLifted'
                        : 'users.sanction.expired',
                  )}
                </Badge>
              </span>
              <span className="min-w-0 flex-1 break-words text-slate-900">{item.reason}</span>
              <span className="text-xs text-slate-500">
                {t('users.sanction.from')} <When iso={item.created_at} />
                {' · '}
                {t('users.sanction.until')}{' '}
                {item.until ? <When iso={item.until} /> : t('users.sanction.durations.untilLifted')}
                {' · '}
                {t('users.sanction.by', { id: item.created_by })}
              </span>
              {item.active && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={action.busy}
                  onClick={() => void liftOne(item)}
                >
                  {t('users.sanction.lift')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {opening && (
        <SanctionDialog
          name={user.nickname}
          initialKind={opening}
          onClose={() => setOpening(null)}
          onConfirm={impose}
        />
      )}
    </Card>
  );
}
