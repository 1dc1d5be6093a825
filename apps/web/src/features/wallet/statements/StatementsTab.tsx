import { LEDGER_REASONS, WALLET_KINDS, type LedgerReason, type WalletKind } from '@tifo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { cx } from '../../../shared/ui/cx';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStatementsQuery } from '../api';
import { formatSignedDiamonds } from '../../../shared/format/money';
import { allowedRange, clampRange, type DateRange } from './date-range';
import { DataTable } from './DataTable';
import { SiteDayNote } from '../../../shared/ui/TimeZoneSelect';

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
      <SiteDayNote className="text-xs text-slate-500" />
      <DataTable
        query={statements}
        rows={entries}
        rowKey={(entry) => entry.id}
        rowTestId="statement-row"
        minWidth="min-w-[36rem]"
        columns={[
          {
            header: t('statements.time'),
            className: 'whitespace-nowrap text-slate-600',
            cell: (entry) => formatDateTime(entry.created_at, language),
          },
          { header: t('statements.wallet'), cell: (entry) => t(`walletKind.${entry.wallet}`) },
          { header: t('statements.reason'), cell: (entry) => t(`reason.${entry.reason}`) },
          {
            header: t('statements.memo'),
            className: 'text-slate-600',
            cell: (entry) => entry.memo,
          },
          {
            header: t('statements.amount'),
            align: 'right',
            className: (entry) =>
              cx(
                'font-semibold tabular-nums',
                entry.amount < 0 ? 'text-red-600' : 'text-green-700',
              ),
            cell: (entry) => formatSignedDiamonds(entry.amount, language),
          },
        ]}
      />
    </div>
  );
}
