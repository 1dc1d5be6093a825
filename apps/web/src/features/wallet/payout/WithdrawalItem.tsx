import type { Withdrawal, WithdrawalStatus } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatDiamonds, formatYuan } from '../../../shared/format/money';

// The kit's `live` tone is its red: a rejected withdrawal should stand out like one.
const STATUS_TONES: Record<WithdrawalStatus, BadgeTone> = {
  waiting: 'warning',
  succeeded: 'success',
  failed: 'live',
};

/** A review state (spec §4): waiting review, review succeeded, review failed. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('payout');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** Amount in diamonds and yuan, then where it goes. */
export function WithdrawalFacts({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation('payout');
  const language = pageLanguage(i18n.language);
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-semibold text-slate-900 tabular-nums">
        {t('unit.diamonds', { amount: formatDiamonds(withdrawal.amount, language) })}
        <span className="ml-2 text-sm font-normal text-slate-500">
          {t('unit.yuan', { yuan: formatYuan(withdrawal.yuan, language) })}
        </span>
      </span>
      <span className="truncate text-xs text-slate-500">
        {t('history.to', {
          method: t(`methods.${withdrawal.method}`),
          account: withdrawal.account,
        })}
      </span>
    </div>
  );
}

/** One row of the withdrawal history; a rejection says why and that the money came back. */
export function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation('payout');
  const language = pageLanguage(i18n.language);
  return (
    <li
      data-testid="withdrawal-item"
      data-status={withdrawal.status}
      className="flex flex-col gap-1 py-3"
    >
      <div className="flex items-start justify-between gap-3">
        <WithdrawalFacts withdrawal={withdrawal} />
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-slate-500 tabular-nums">
        <time dateTime={withdrawal.created_at}>
          {formatDateTime(withdrawal.created_at, language)}
        </time>
        {withdrawal.reviewed_at && (
          <span>
            {t('history.reviewedAt', { time: formatDateTime(withdrawal.reviewed_at, language) })}
          </span>
        )}
      </div>
      {withdrawal.review_note && (
        <p className="text-xs text-slate-700">
          {t('history.note', { note: withdrawal.review_note })}
        </p>
      )}
      {withdrawal.status === 'failed' && (
        <p className="text-xs text-red-700">{t('history.returned')}</p>
      )}
    </li>
  );
}

/** The withdrawal just applied for, shown under the form in its review state. */
export function WithdrawalReceipt({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('payout');
  return (
    <div
      role="status"
      data-testid="withdrawal-receipt"
      className="flex flex-col gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      <p>{t('withdraw.submitted')}</p>
      <div className="flex items-start justify-between gap-3">
        <WithdrawalFacts withdrawal={withdrawal} />
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
    </div>
  );
}
