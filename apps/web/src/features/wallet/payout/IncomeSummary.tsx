import type { Wallet } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds, formatYuan, yuanOf } from '../../../shared/format/money';

const FIGURES = ['withdrawable', 'pending', 'held'] as const;

/** The income wallet's parts: what can be withdrawn, what is still settling, what is in review. */
export function IncomeSummary({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('payout');
  const language = pageLanguage(i18n.language);
  return (
    <Card title={t('wallet.title')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{t(`wallet.${figure}`)}</dt>
            <dd
              className="text-lg font-semibold text-slate-900 tabular-nums"
              data-testid={`income-${figure}`}
            >
              {t('unit.diamonds', { amount: formatDiamonds(wallet[figure], language) })}
            </dd>
            <dd className="text-xs text-slate-500 tabular-nums">
              {t('unit.yuan', { yuan: formatYuan(yuanOf(wallet[figure]), language) })}
            </dd>
          </div>
        ))}
      </dl>
      {wallet.held > 0 && <p className="mt-2 text-xs text-slate-500">{t('wallet.heldHint')}</p>}
    </Card>
  );
}
