import { LEDGER_REASONS, WALLET_KINDS, type LedgerReason, type WalletKind } from '@tifo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { cx } from '../../../shared/ui/cx';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStatementsQuery } from '../api';
import { formatSignedDiamonds } from '../../../shared/format/money';
import { allowedRange, clampRange, type DateRange } from './date-range';
import { ListSkeleton, ListStates, LoadMore } from '../../../shared/ui/ListStates';

/** Wallet statements (Order/getList type=ledger): filter by wallet, reason and dates. */
export function StatementsTab() {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  const allowed = useMemo(() => allowedRange(), []);
  const [wallet, setWallet] = useState<WalletKind | ''>('');
  const [reason, setReason] = useState<LedgerReason | ''>('');
  const [range, setRange] = useState<DateRange>(allowed);
  const statements = useStatementsQuery({
    ...(wallet && { wallet }),
    ...(reason && { reason }),
    from: range.from,
    to: range.to,
  });
  const entries = statements.data?.pages.flatMap((page) => page.entries) ?? [];
  const setDay = (end: keyof DateRange, day: string) =>
    setRange(clampRange({ ...range, [end]: day }, allowed));

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-2 sm:grid-cols-4">
        <SelectField
          label={t('statements.filterWallet')}
          value={wallet}
          onChange={(event) => setWallet(event.target.value as WalletKind | '')}
          data-testid="statements-wallet"
        >
          <option value="">{t('statements.all')}</option>
          {WALLET_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`walletKind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('statements.filterReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as LedgerReason | '')}
          data-testid="statements-reason"
        >
          <option value="">{t('statements.all')}</option>
          {LEDGER_REASONS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`reason.${entry}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={t('statements.from')}
          min={allowed.from}
          max={range.to}
          value={range.from}
          onChange={(event) => setDay('from', event.target.value)}
          data-testid="statements-from"
        />
        <TextField
          type="date"
          label={t('statements.to')}
          min={range.from}
          max={allowed.to}
          value={range.to}
          onChange={(event) => setDay('to', event.target.value)}
          data-testid="statements-to"
        />
      </div>
      <p className="text-xs text-slate-500">{t('statements.rangeHint')}</p>
      <ListStates
        pending={statements.isPending}
        error={statements.isError}
        empty={entries.length === 0}
        onRetry={() => void statements.refetch()}
        placeholder={
          <ListSkeleton count={3} className="flex flex-col gap-2" itemClassName="h-10 w-full" />
        }
        errorTitle={t('statements.loadError')}
        emptyTitle={t('statements.empty')}
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-2 font-medium">{t('statements.time')}</th>
                <th className="py-2 font-medium">{t('statements.wallet')}</th>
                <th className="py-2 font-medium">{t('statements.reason')}</th>
                <th className="py-2 font-medium">{t('statements.memo')}</th>
                <th className="py-2 text-right font-medium">{t('statements.amount')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="statement-row">
                  <td className="py-2 whitespace-nowrap text-slate-600">
                    {formatDateTime(entry.created_at, language)}
                  </td>
                  <td className="py-2">{t(`walletKind.${entry.wallet}`)}</td>
                  <td className="py-2">{t(`reason.${entry.reason}`)}</td>
                  <td className="py-2 text-slate-600">{entry.memo}</td>
                  <td
                    className={cx(
                      'py-2 text-right font-semibold tabular-nums',
                      entry.amount < 0 ? 'text-red-600' : 'text-green-700',
                    )}
                  >
                    {formatSignedDiamonds(entry.amount, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore
          visible={statements.hasNextPage}
          loading={statements.isFetchingNextPage}
          onLoad={() => void statements.fetchNextPage()}
          label={t('statements.more')}
          testId="statements-more"
          className="mt-2 w-full"
        />
      </ListStates>
    </div>
  );
}
