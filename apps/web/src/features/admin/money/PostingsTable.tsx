import type { LedgerPosting } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { cx } from '../../../shared/ui/cx';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { When } from '../ui/When';
import { ledgerPath } from './ledger-path';
import { AccountLink, LedgerAmount, LedgerReason } from './LedgerWords';

/**
 * Postings, each moving an amount from its debit account to its credit account. In an
 * account's history each also names its transaction (and why), linking to it, and the amount
 * is signed from the account's side.
 */
export function PostingsTable({
  label,
  postings,
  accountId,
}: {
  label: string;
  postings: readonly (LedgerPosting & { reason?: string })[];
  /** In an account's history: money into it is signed +, out of it −. */
  accountId?: number;
}) {
  const { t } = useTranslation('admin');
  const inAccount = accountId !== undefined;
  return (
    <ConsoleTable
      label={label}
      minWidth="min-w-[44rem]"
      columns={[
        ...(inAccount ? [t('money.ledger.transaction')] : []),
        t('money.ledger.debit'),
        t('money.ledger.credit'),
        { label: t('money.ledger.amount'), end: true },
        t('money.ledger.time'),
      ]}
    >
      {postings.map((posting) => {
        const incoming = posting.credit.id === accountId;
        return (
          <tr
            key={posting.id}
            data-testid="posting"
            className="border-t border-slate-100 align-top"
          >
            {inAccount && (
              <td className={cellClass}>
                <Link
                  to={ledgerPath({ transaction: posting.transaction_id })}
                  className="text-brand-700 underline tabular-nums"
                >
                  {t('money.ledger.transactionNo', { id: posting.transaction_id })}
                </Link>
                {posting.reason && (
                  <span className="block text-xs text-slate-500">
                    <LedgerReason reason={posting.reason} />
                  </span>
                )}
              </td>
            )}
            <td className={cellClass}>
              <AccountLink account={posting.debit} />
            </td>
            <td className={cellClass}>
              <AccountLink account={posting.credit} />
            </td>
            <td
              className={cx(
                cellClass,
                'text-right font-semibold whitespace-nowrap tabular-nums',
                inAccount && (incoming ? 'text-green-700' : 'text-red-600'),
              )}
            >
              {inAccount && (incoming ? '+' : '−')}
              <LedgerAmount minor={posting.amount} currency={posting.currency} />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <When iso={posting.created_at} />
            </td>
          </tr>
        );
      })}
    </ConsoleTable>
  );
}
