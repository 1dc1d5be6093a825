import type { Wallet } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/Surface';
import { formatExactDiamonds, formatWhole } from '../ui/amounts';
import { useLanguage } from '../ui/use-language';

/**
 * The member's wallets with their units spelt out: diamonds (spending, and the income wallet's
 * three parts) and gold coins, which are a different currency and never mix with diamonds.
 */
export function WalletCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const diamonds = (value: number) =>
    t('fields.diamonds', { value: formatExactDiamonds(value, language) });
  const rows: readonly (readonly [string, string, string])[] = [
    ['diamonds', t('users.wallet.diamonds'), diamonds(wallet.diamonds)],
    ['withdrawable', t('users.wallet.withdrawable'), diamonds(wallet.withdrawable)],
    ['pending', t('users.wallet.pending'), diamonds(wallet.pending)],
    ['held', t('users.wallet.held'), diamonds(wallet.held)],
    ['accumulated', t('users.wallet.accumulated'), diamonds(wallet.accumulated)],
    [
      'gold',
      t('users.wallet.gold'),
      t('fields.goldValue', { value: formatWhole(wallet.gold_coins, language) }),
    ],
  ];
  return (
    <Card title={t('users.wallet.title')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`wallet-${key}`} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
