import type { LedgerEntry } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { Card } from '../../../shared/ui/Surface';
import { formatExactDiamonds, formatWhole } from '../ui/amounts';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { PagedList } from '../ui/PagedList';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useUserLedgerQuery } from './users-api';

/** Every line of the member's ledger, every wallet, newest first, a page at a time. */
export function LedgerCard({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('money');
  const query = useUserLedgerQuery(userId);
  return (
    <Card title={t('users.ledger.title')}>
      <PagedList query={query} emptyTitle={t('users.ledger.none')}>
        {(entries) => (
          <ConsoleTable
            label={t('users.ledger.title')}
            framed={false}
            minWidth="min-w-[40rem]"
            columns={[
              t('users.ledger.time'),
              t('users.ledger.wallet'),
              t('users.ledger.reason'),
              t('users.ledger.memo'),
              { label: t('users.ledger.amount'), end: true },
            ]}
          >
            {entries.map((entry) => (
              <tr
                key={`${entry.id}:${entry.wallet}`}
                className="border-t border-slate-100 align-top"
              >
                <td className={`${cellClass} whitespace-nowrap`}>
                  <When iso={entry.created_at} />
                </td>
                <td className={cellClass}>{tm(`walletKind.${entry.wallet}`)}</td>
                <td className={cellClass}>{tm(`reason.${entry.reason}`)}</td>
                <td className={`${cellClass} break-words text-slate-600`}>{entry.memo || '—'}</td>
                <td
                  className={cx(
                    cellClass,
                    'text-right font-semibold whitespace-nowrap tabular-nums',
                    entry.amount < 0 ? 'text-red-600' : 'text-green-700',
                  )}
                >
                  <SignedAmount entry={entry} />
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedList>
    </Card>
  );
}

/** "+12.50 diamonds" or "−3 gold coins": the sign, the amount and its unit, never ambiguous. */
function SignedAmount({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const magnitude = Math.abs(entry.amount);
  const value =
    entry.wallet === 'gold'
      ? t('fields.goldValue', { value: formatWhole(magnitude, language) })
      : t('fields.diamonds', { value: formatExactDiamonds(magnitude, language) });
  return <>{`${entry.amount < 0 ? '−' : '+'}${value}`}</>;
}
