import type { Commission, CommissionStatus } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';
import { cx } from '../../shared/ui/cx';
import { Badge, type BadgeTone } from '../../shared/ui/Surface';

const STATUS_TONES: Record<CommissionStatus, BadgeTone> = {
  pending: 'warning',
  settled: 'success',
  reversed: 'neutral',
  withheld: 'neutral',
};

/** Only pending and settled commissions are (or will be) money: the others are struck out. */
const AMOUNT_CLASSES: Record<CommissionStatus, string> = {
  pending: 'text-amber-700',
  settled: 'text-green-700',
  reversed: 'text-slate-500 line-through',
  withheld: 'text-slate-500 line-through',
};

/** One line of the earnings statement: whose top-up, how it was counted, and where it stands. */
export function CommissionRow({ commission }: { commission: Commission }) {
  const { t, i18n } = useTranslation('distribution');
  const language = pageLanguage(i18n.language);
  const date = (iso: string) => formatDateTime(iso, language);
  const when: Record<CommissionStatus, string> = {
    pending: t('commissions.settlesAt', { date: date(commission.settle_at) }),
    settled: t('commissions.settledAt', { date: date(commission.settle_at) }),
    reversed: t('commissions.reversedNote'),
    withheld: t('commissions.withheldNote'),
  };
  return (
    <li
      className="flex flex-col gap-1 py-3"
      data-testid="commission-row"
      data-status={commission.status}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone="brand">{t(`kind.${commission.kind}`)}</Badge>
          <span className="truncate font-medium text-slate-900">{commission.invitee_nickname}</span>
        </p>
        <span
          className={cx('shrink-0 font-semibold tabular-nums', AMOUNT_CLASSES[commission.status])}
          data-testid="commission-amount"
        >
          {t('commissions.amount', { amount: formatDiamonds(commission.amount, language) })}
        </span>
      </div>
      <p className="text-xs break-words text-slate-500">
        {t('commissions.detail', {
          order: commission.order_no,
          diamonds: formatDiamonds(commission.topup_diamonds, language),
          rate: commission.rate_percent,
        })}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge tone={STATUS_TONES[commission.status]}>{t(`status.${commission.status}`)}</Badge>
        <span data-testid="commission-when">{when[commission.status]}</span>
        <span className="text-slate-500">{date(commission.created_at)}</span>
      </p>
    </li>
  );
}
