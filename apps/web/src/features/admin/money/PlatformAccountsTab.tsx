import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { QueryState } from '../ui/QueryState';
import { ledgerPath } from './ledger-path';
import { LedgerAmount } from './LedgerWords';
import { usePlatformAccountsQuery } from './money-api';

/**
 * The platform's own accounts, summed over their slots (a busy account is spread over several
 * rows so concurrent writers do not queue); each slot opens in the ledger explorer.
 */
export function PlatformAccountsTab() {
  const { t } = useTranslation('admin');
  const query = usePlatformAccountsQuery();
  return (
    <QueryState query={query}>
      {({ list }) => (
        <ConsoleTable
          label={t('money.tab.platform')}
          columns={[
            t('money.platform.kind'),
            t('money.ledger.currency'),
            { label: t('money.ledger.balance'), end: true },
            t('money.platform.slots'),
          ]}
        >
          {list.map((row) => (
            <tr key={`${row.kind}:${row.currency}`} className="border-t border-slate-100 align-top">
              <td className={`${cellClass} font-mono text-xs`}>{row.kind}</td>
              <td className={cellClass}>{row.currency}</td>
              <td
                className={`${cellClass} text-right font-semibold whitespace-nowrap tabular-nums`}
              >
                <LedgerAmount minor={row.balance} currency={row.currency} />
              </td>
              <td className={cellClass}>
                <span className="flex flex-wrap gap-x-2 gap-y-1">
                  {row.account_ids.map((id) => (
                    <Link
                      key={id}
                      to={ledgerPath({ account: id })}
                      className="text-brand-700 underline tabular-nums"
                    >
                      {t('money.platform.account', { id })}
                    </Link>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </QueryState>
  );
}
