import type { BroadcastPlan } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Button } from '../../shared/ui/Button';
import { useStoredValue } from '../../shared/use-stored-value';
import { useReservePlanMutation } from './api';

/**
 * "Remind me" / "Reminder set" for an approved broadcast. Visitors get the login dialog; the
 * server's answer (with the new count) updates every list that shows the plan.
 */
export function ReserveToggle({ plan }: { plan: BroadcastPlan }) {
  const { t } = useTranslation('reservations');
  const user = useStoredValue('userInfo');
  const reserve = useReservePlanMutation();

  const onClick = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    if (reserve.isPending) return;
    reserve.mutate(
      { id: plan.id, reserve: !plan.reserved },
      {
        onSuccess: (result) =>
          showToast(
            result.reserved
              ? t('planned.reserveDone', { name: plan.anchor_nickname })
              : t('planned.reserveCancelled'),
            { kind: 'success' },
          ),
      },
    );
  };

  return (
    <Button
      variant={plan.reserved ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={plan.reserved}
      loading={reserve.isPending}
      onClick={onClick}
      data-testid="reserve-plan"
    >
      {plan.reserved ? t('planned.reserved') : t('planned.reserve')}
    </Button>
  );
}
