import { WITHDRAWAL_STATUSES, type CallData, type moneyRoutes } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds, formatYuan } from '../../../shared/format/money';
import { Badge } from '../../../shared/ui/Surface';
import { ReviewActions, type ReviewDecision } from '../review/ReviewActions';
import { isAdministrator, useStaff } from '../staff';
import { AdministratorsOnlyNote, ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { QueueRow } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useReviewWithdrawalMutation, useWithdrawalsQuery } from './queue-api';
import { ReviewQueue } from './ReviewQueue';
import { WithdrawalBackgroundToggle } from './WithdrawalBackground';

type AdminWithdrawal = CallData<typeof moneyRoutes.adminWithdrawalList>['list'][number];

/** The review API's note limit (moneyRoutes.reviewWithdrawal). */
const NOTE_MAX = 200;

/** Withdrawals (administrators only): approving pays the money out, refusing returns it. */
export function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  return (
    <ConsolePage title={t('nav.withdrawals')} description={t('withdrawals.description')}>
      {isAdministrator(staff) ? (
        <WithdrawalQueue />
      ) : (
        <AdministratorsOnlyNote text={t('withdrawals.administratorsOnly')} />
      )}
    </ConsolePage>
  );
}

function WithdrawalQueue() {
  const { t } = useTranslation('admin');
  const review = useReviewWithdrawalMutation();
  return (
    <ReviewQueue
      label={t('nav.withdrawals')}
      statuses={WITHDRAWAL_STATUSES}
      labelOf={(status) => t(`withdrawals.status.${status}`)}
      useItems={useWithdrawalsQuery}
      keyOf={(withdrawal) => withdrawal.id}
      decide={(withdrawal, decision: ReviewDecision) =>
        review.mutateAsync({ id: withdrawal.id, ...decision })
      }
    >
      {(withdrawal, onDecide) => <WithdrawalItem withdrawal={withdrawal} onDecide={onDecide} />}
    </ReviewQueue>
  );
}

function WithdrawalItem({
  withdrawal,
  onDecide,
}: {
  withdrawal: AdminWithdrawal;
  onDecide: (decision: ReviewDecision) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const amount = t('withdrawals.amount', {
    diamonds: formatDiamonds(withdrawal.amount, language),
    yuan: formatYuan(withdrawal.yuan, language),
  });
  return (
    <QueueRow
      testId="withdrawal"
      heading={<Person nickname={withdrawal.nickname} userId={withdrawal.user_id} />}
      aside={
        <>
          <When iso={withdrawal.created_at} />
          <Badge tone={withdrawal.status === 'waiting' ? 'warning' : 'neutral'}>
            {t(`withdrawals.status.${withdrawal.status}`)}
          </Badge>
        </>
      }
      actions={
        withdrawal.status === 'waiting' && (
          <ReviewActions
            subject={t('withdrawals.subject', { name: withdrawal.nickname, amount })}
            noteMax={NOTE_MAX}
            onDecide={onDecide}
          />
        )
      }
    >
      <Facts
        items={[
          [t('fields.withdrawalId'), String(withdrawal.id)],
          [t('fields.amount'), amount],
          [t('fields.method'), t(`withdrawals.method.${withdrawal.method}`)],
          [t('fields.realName'), withdrawal.real_name],
          [t('fields.account'), withdrawal.full_account || withdrawal.account],
          [t('fields.reviewedAt'), <When key="reviewed" iso={withdrawal.reviewed_at} />],
          [t('fields.reviewNote'), withdrawal.review_note],
        ]}
      />
      <WithdrawalBackgroundToggle userId={withdrawal.user_id} />
    </QueueRow>
  );
}
