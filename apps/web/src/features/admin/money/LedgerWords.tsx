import { LEDGER_REASONS, type LedgerAccount } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatMinorAmount } from '../ui/amounts';
import { useLanguage } from '../ui/use-language';
import { ledgerPath } from './ledger-path';

/** A transaction's reason in words (the wallet's own words for it), or as stored. */
export function LedgerReason({ reason }: { reason: string }) {
  const { t } = useTranslation('money');
  const known = (LEDGER_REASONS as readonly string[]).includes(reason);
  return <>{known ? t(`reason.${reason as (typeof LEDGER_REASONS)[number]}`) : reason}</>;
}

/** Minor units as "12.50 diamonds" or "3 gold coins", so the unit is never guessed. */
export function LedgerAmount({ minor, currency }: { minor: number; currency: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const value = formatMinorAmount(minor, currency, language);
  return (
    <>
      {currency === 'diamond'
        ? t('fields.diamonds', { value })
        : currency === 'gold'
          ? t('fields.goldValue', { value })
          : `${value} ${currency}`}
    </>
  );
}

/** Whose account it is (the platform, or a member) and which, linking to its history. */
export function AccountLink({ account }: { account: LedgerAccount }) {
  const { t } = useTranslation('admin');
  const holder =
    account.holder === 0
      ? t('money.ledger.platform')
      : `${account.holder_nickname || '—'} (${t('fields.userId', { id: account.holder })})`;
  return (
    <Link to={ledgerPath({ account: account.id })} className="text-brand-700 underline">
      {holder}
      <span className="block font-mono text-xs text-slate-500">
        {t('money.ledger.accountKind', { kind: account.kind, slot: account.slot, id: account.id })}
      </span>
    </Link>
  );
}
