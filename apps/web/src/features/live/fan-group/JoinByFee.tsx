import { FAN_GROUP_LIMITS, type FanGroup, type FanMembership } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { randomId } from '../../../shared/random-id';
import { Button } from '../../../shared/ui/Button';
import { refusalMessage, useJoinByFeeMutation } from '../../fan-groups';
import { JoinNotice } from './JoinNotice';

/**
 * Joining (or renewing) a fee-mode group: the fee on the button, a confirmation that says what
 * is paid for, then Group/join. One request id per confirmation, so a retry pays once.
 */
export function JoinByFee({ group, me }: { group: FanGroup; me: FanMembership | null }) {
  const { t } = useTranslation('fans');
  const pay = useJoinByFeeMutation(group.anchor_id);
  const [requestId, setRequestId] = useState<string | null>(null);
  const days = FAN_GROUP_LIMITS.membershipDays;
  const fee = group.fee_diamonds;

  if (requestId === null) {
    return (
      <Button
        data-testid="fan-group-join"
        className="w-full"
        onClick={() => {
          pay.reset();
          setRequestId(randomId());
        }}
      >
        {me ? t('join.renewByFee', { days }) : t('join.byFee')}
        <span className="font-normal opacity-90">{t('join.feePrice', { fee })}</span>
      </Button>
    );
  }

  const renewing = me?.active === true;
  return (
    <div
      role="alertdialog"
      aria-label={t('join.byFee')}
      data-testid="fan-group-join-confirmation"
      className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3"
    >
      <p className="text-amber-900">{t('join.confirm', { fee, name: group.name, days })}</p>
      {pay.isError && (
        <JoinNotice kind="alert" text={refusalMessage(pay.error) ?? t('join.failed')} />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRequestId(null)}>
          {t('join.cancel')}
        </Button>
        <Button
          size="sm"
          data-testid="fan-group-join-confirm"
          loading={pay.isPending}
          onClick={() =>
            pay.mutate(
              { requestId },
              {
                onSuccess: () => {
                  setRequestId(null);
                  showToast(renewing ? t('join.renewed') : t('join.joined', { name: group.name }), {
                    kind: 'success',
                  });
                },
              },
            )
          }
        >
          {t('join.confirmPay')}
        </Button>
      </div>
    </div>
  );
}
