import type { PayoutAccounts, WithdrawalMethod } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { sectionHref } from '../../../shared/member-sections';

const BIND_SECTIONS = { bank: 'bankCard', alipay: 'alipay' } as const;

/** The masked account a method pays into, or null when none is bound. */
export function boundAccount(accounts: PayoutAccounts, method: WithdrawalMethod): string | null {
  if (method === 'alipay') return accounts.alipay?.account ?? null;
  const card = accounts.bank_card;
  return card ? `${card.bank_name} ${card.card_number}` : null;
}

/** One withdrawal method: its radio, the masked account it pays into, or a link to bind one. */
export function MethodChoice({
  method,
  chosen,
  onChoose,
  accounts,
}: {
  method: WithdrawalMethod;
  chosen: WithdrawalMethod | null;
  onChoose: (method: WithdrawalMethod) => void;
  accounts: PayoutAccounts | undefined;
}) {
  const { t } = useTranslation('payout');
  // While the accounts load (or if they failed to), every method stays open: the server decides.
  const account = accounts ? boundAccount(accounts, method) : undefined;
  const unbound = account === null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
      <label className="flex min-w-0 items-center gap-2 text-sm">
        <input
          type="radio"
          name="withdrawal-method"
          value={method}
          checked={chosen === method}
          disabled={unbound}
          onChange={() => onChoose(method)}
          data-testid="withdrawal-method"
        />
        <span className="font-medium text-slate-800">{t(`methods.${method}`)}</span>
        <span className="truncate text-slate-500">
          {unbound ? t('withdraw.notBound') : account}
        </span>
      </label>
      {unbound && (
        <Link to={sectionHref(BIND_SECTIONS[method])} className="text-sm text-brand-700 underline">
          {method === 'bank' ? t('withdraw.bindBank') : t('withdraw.bindAlipay')}
        </Link>
      )}
    </div>
  );
}
