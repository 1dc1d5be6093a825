import type { Wallet } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Surface';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';
import { openRecharge } from '../../shared/wallet/recharge-opener';

const EARNINGS = ['withdrawable', 'pending', 'held', 'accumulated'] as const;

/** The consumption wallet, the income wallet's parts and the gold coins, side by side. */
export function BalanceCards({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('money');
  const language = pageLanguage(i18n.language);
  const amount = (value: number) => formatDiamonds(value, language);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t('wallet.spending')} data-testid="wallet-spending">
        <p className="text-xs text-slate-500">{t('wallet.diamonds')}</p>
        <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="wallet-diamonds">
          {amount(wallet.diamonds)}
        </p>
        <p className="mt-1 text-xs text-slate-500">{t('wallet.spendingHint')}</p>
        <Button className="mt-3" onClick={openRecharge} data-testid="wallet-recharge">
          {t('wallet.recharge')}
        </Button>
      </Card>
      <Card
        title={t('wallet.earnings')}
        data-testid="wallet-earnings"
        actions={
          <Link to="/member?section=withdrawal" className={buttonClasses('secondary', 'sm')}>
            {t('wallet.withdraw')}
          </Link>
        }
      >
        <dl className="grid grid-cols-2 gap-2">
          {EARNINGS.map((part) => (
            <div key={part} className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-500">{t(`wallet.${part}`)}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`wallet-${part}`}>
                {amount(wallet[part])}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('wallet.gold')} data-testid="wallet-gold" className="md:col-span-2">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-2xl font-bold tabular-nums" data-testid="wallet-gold-coins">
            {amount(wallet.gold_coins)}
          </span>
          <span className="text-xs text-slate-500">{t('wallet.goldHint')}</span>
        </p>
      </Card>
    </div>
  );
}
