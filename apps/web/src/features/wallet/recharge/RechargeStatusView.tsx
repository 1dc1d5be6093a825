import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { useWalletQuery } from '../../../shared/wallet/wallet-query';
import { formatDiamonds } from '../../../shared/format/money';
import type { PlacedOrder, RechargeStatus } from './use-recharge-order';

/** What happened to the order: waiting (with the link when the tab was blocked), or the end. */
export function RechargeStatusView({
  order,
  status,
  pushedDiamonds,
  onAgain,
  onDone,
}: {
  order: PlacedOrder;
  status: RechargeStatus;
  pushedDiamonds: number | null;
  onAgain: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('money');
  return (
    <div
      data-testid="recharge-status"
      data-status={status}
      role="status"
      className="flex flex-col items-center gap-3 py-4 text-center"
    >
      {status === 'waiting' && (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-10 animate-spin rounded-full border-4 border-brand-600 border-r-transparent"
          />
          <p className="font-semibold text-slate-900">{t('recharge.waiting')}</p>
          {order.blocked ? (
            <p className="text-amber-800">{t('recharge.blocked')}</p>
          ) : (
            <p className="text-slate-600">{t('recharge.waitingHint')}</p>
          )}
          {order.blocked && (
            <a
              href={order.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="recharge-open-link"
              className="font-medium text-brand-700 underline"
            >
              {t('recharge.openLink')}
            </a>
          )}
        </>
      )}
      {status === 'paid' && <PaidBalance pushedDiamonds={pushedDiamonds} />}
      {(status === 'cancelled' || status === 'expired') && (
        <p className="font-semibold text-slate-900">{t(`recharge.${status}`)}</p>
      )}
      <p className="text-xs text-slate-500">{t('recharge.orderNo', { orderNo: order.orderNo })}</p>
      {status === 'paid' && <Button onClick={onDone}>{t('recharge.done')}</Button>}
      {(status === 'cancelled' || status === 'expired') && (
        <Button onClick={onAgain}>{t('recharge.again')}</Button>
      )}
    </div>
  );
}

/** The new balance: the push's when it brought one, else the wallet fetched again. */
function PaidBalance({ pushedDiamonds }: { pushedDiamonds: number | null }) {
  const { t, i18n } = useTranslation('money');
  const wallet = useWalletQuery();
  const diamonds = pushedDiamonds ?? (wallet.isFetching ? undefined : wallet.data?.diamonds);
  return (
    <>
      <p className="text-lg font-semibold text-green-700">{t('recharge.paid')}</p>
      {diamonds === undefined ? (
        // A failed fetch just leaves the balance out: the payment itself went through.
        !wallet.isError && <Skeleton className="h-5 w-40" />
      ) : (
        <p data-testid="recharge-balance">
          {t('recharge.balance', {
            amount: formatDiamonds(diamonds, pageLanguage(i18n.language)),
          })}
        </p>
      )}
    </>
  );
}
