import type { FanGroup } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { refusalMessage, useLeaveFanGroupMutation } from '../../fan-groups';

/** Leaving, after a confirmation that says what is lost (intimacy, level, fees paid). */
export function LeaveGroup({ group }: { group: FanGroup }) {
  const { t } = useTranslation('fans');
  const leave = useLeaveFanGroupMutation(group.anchor_id);
  const [confirming, setConfirming] = useState(false);

  if (!confirming) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-slate-500"
        data-testid="fan-group-leave"
        onClick={() => setConfirming(true)}
      >
        {t('membership.leave')}
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-label={t('membership.leave')} className="rounded-lg bg-red-50 p-3">
      <p className="text-red-900">{t('membership.leaveConfirm')}</p>
      {leave.isError && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {refusalMessage(leave.error) ?? t('membership.leaveFailed')}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
          {t('join.cancel')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          data-testid="fan-group-leave-confirm"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () => showToast(t('membership.left'), { kind: 'success' }),
            })
          }
        >
          {t('membership.leaveYes')}
        </Button>
      </div>
    </div>
  );
}
