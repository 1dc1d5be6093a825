import type { BookCheck } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { QueryState } from '../ui/QueryState';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { LedgerAmount } from './LedgerWords';
import { useBooksQuery } from './money-api';

/** The checks this build explains; another one the server adds shows by its name. */
const KNOWN_CHECKS = [
  'sumsZero',
  'accountsMatchPostings',
  'noNegativeMembers',
  'paymentsMatchOrders',
] as const;
/** The figures' names this build puts in words. */
const KNOWN_FIGURES = [
  'diamond',
  'gold',
  'accounts',
  'mismatched',
  'negative',
  'issued',
  'paid_orders',
] as const;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The books' checks, computed by the server when asked: each passes (✓) or fails (✗). */
export function BooksTab() {
  const { t } = useTranslation('admin');
  const query = useBooksQuery();
  return (
    <QueryState query={query}>
      {({ checks, checked_at }) => (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>
              {t('money.books.checkedAt')} <When iso={checked_at} />
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('money.books.refresh')}
            </Button>
          </div>
          <ConsoleTable
            label={t('money.tab.books')}
            columns={[t('money.books.result'), t('money.books.check'), t('money.books.figures')]}
          >
            {checks.map((check) => (
              <CheckRow key={check.name} check={check} />
            ))}
          </ConsoleTable>
        </div>
      )}
    </QueryState>
  );
}

function CheckRow({ check }: { check: BookCheck }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const known = isOneOf(KNOWN_CHECKS, check.name) ? check.name : null;
  return (
    <tr data-testid="book-check" className="border-t border-slate-100 align-top">
      <td
        className={cx(
          cellClass,
          'font-semibold whitespace-nowrap',
          check.ok ? 'text-green-700' : 'text-red-600',
        )}
      >
        <span aria-hidden="true">{check.ok ? '✓' : '✗'}</span>{' '}
        {t(check.ok ? 'money.books.ok' : 'money.books.failed')}
      </td>
      <td className={cellClass}>
        <span className="font-medium text-slate-900">
          {known ? t(`money.books.name.${known}`) : check.name}
        </span>
        {known && (
          <span className="block text-xs text-slate-600">{t(`money.books.explain.${known}`)}</span>
        )}
      </td>
      <td className={cellClass}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-xs">
          {Object.entries(check.figures).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-slate-500">
                {isOneOf(KNOWN_FIGURES, name) ? t(`money.books.figure.${name}`) : name}
              </dt>
              <dd className="tabular-nums text-slate-900">
                {/* The sums per currency are ledger minor units; the other figures are counts or diamonds. */}
                {known === 'sumsZero' ? (
                  <LedgerAmount minor={value} currency={name} />
                ) : (
                  formatDiamonds(value, language)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  );
}
