import type { GuessRecord } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { formatDateTime } from '../../../shared/format/date-time';
import { StakeStatusBadge } from '../GuessStatusBadge';
import { useGuessFormat } from '../use-guess-format';

/** One stake: the match, what was picked at which odds, the amount, its status and payout. */
export function GuessRecordItem({ record }: { record: GuessRecord }) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();
  const kind = format.kind(record.kind, record.line);
  const price =
    record.mode === 'odds' && record.odds !== null
      ? t('records.odds', { odds: format.odds(record.odds) })
      : t('records.pool');
  const payout =
    record.status === 'pending' || record.status === 'lost'
      ? t(`records.payout.${record.status}`)
      : t(`records.payout.${record.status}`, { amount: format.gold(record.payout) });

  return (
    <li
      data-testid="guess-record"
      data-status={record.status}
      data-record-id={record.id}
      className="flex flex-col gap-1 py-3 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">{record.match_label}</p>
        <StakeStatusBadge status={record.status} />
      </div>
      <p data-testid="guess-record-pick" className="text-slate-700">
        {t('records.pick', { kind, option: format.option(record.option, record.line) })}
        <span className="text-slate-500"> · {price}</span>
      </p>
      <p className="flex flex-wrap justify-between gap-x-3 tabular-nums">
        <span data-testid="guess-record-amount" className="text-slate-700">
          {t('records.amount', { amount: format.gold(record.amount) })}
        </span>
        <span
          data-testid="guess-record-payout"
          className={cx(
            'font-medium',
            record.status === 'won' ? 'text-green-700' : 'text-slate-600',
          )}
        >
          {payout}
        </span>
      </p>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        <time dateTime={record.created_at}>
          {t('records.placed', { time: formatDateTime(record.created_at, format.language) })}
        </time>
        {record.settled_at && (
          <time dateTime={record.settled_at}>
            {t('records.settled', { time: formatDateTime(record.settled_at, format.language) })}
          </time>
        )}
      </p>
    </li>
  );
}
