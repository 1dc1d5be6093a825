import type { AnalysisDetail } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { BalanceRow } from '../../../shared/wallet/BalanceRow';
import { useWalletQuery } from '../../../shared/wallet/wallet-query';
import { useBuyAnalysisMutation } from '../api';

/**
 * Confirms a purchase: the price, the balance, and when the diamonds come back (a void match
 * always; a lost pick only when the expert refunds). A refusal (after kick-off, not enough
 * diamonds…) stays in the dialog beside the recharge button.
 */
export function BuyDialog({
  analysis,
  onClose,
}: {
  analysis: AnalysisDetail;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const wallet = useWalletQuery();
  const buy = useBuyAnalysisMutation();
  const amount = (value: number) => formatDiamonds(value, language);
  const balance = wallet.data?.diamonds;
  const short = balance !== undefined && balance < analysis.price;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('buy.title')}
      testId="analysis-buy-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('buy.cancel')}
          </Button>
          <Button
            loading={buy.isPending}
            disabled={short}
            onClick={() => buy.mutate(analysis.id, { onSuccess: onClose })}
            data-testid="analysis-buy-confirm"
          >
            {t('buy.confirm', { amount: amount(analysis.price) })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-slate-900">{analysis.title}</p>
        <p>{t('buy.price', { amount: amount(analysis.price) })}</p>
        <BalanceRow
          testId="analysis-wallet"
          balance={
            balance === undefined ? undefined : t('buy.balance', { amount: amount(balance) })
          }
          recharge={t('buy.recharge')}
          short={short}
          className="text-sm"
        />
        {short && balance !== undefined && (
          <p role="alert" className="text-red-600" data-testid="analysis-buy-short">
            {t('buy.short', { amount: amount(analysis.price - balance) })}
          </p>
        )}
        <div
          className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600"
          data-testid="analysis-buy-refund"
        >
          <p>{t('buy.refundVoid')}</p>
          <p>{analysis.refund_if_wrong ? t('buy.refundLost') : t('buy.noRefundLost')}</p>
        </div>
        {buy.error && (
          <p role="alert" className="text-red-600" data-testid="analysis-buy-error">
            {buy.error.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
