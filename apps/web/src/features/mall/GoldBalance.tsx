import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Skeleton } from '../../shared/ui/Surface';
import { useWalletQuery } from '../../shared/wallet/wallet-query';
import { TASK_CENTRE } from './ExchangeSummary';
import { useGoldFormat } from './use-gold-format';

/** The member's gold coins (the shared wallet query) and where to earn more. */
export function GoldBalance() {
  const { t } = useTranslation('mall');
  const { t: tc } = useTranslation();
  const { plain } = useGoldFormat();
  const wallet = useWalletQuery();
  if (wallet.isPending) return <Skeleton className="h-8 w-36" />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-1.5 text-sm">
      <span className="text-amber-800">
        {t('balance')}{' '}
        <strong data-testid="mall-gold-balance" className="text-amber-900 tabular-nums">
          {wallet.isError ? '—' : plain(wallet.data.gold_coins)}
        </strong>
      </span>
      {wallet.isError ? (
        <button
          type="button"
          className="text-brand-600 hover:underline"
          onClick={() => void wallet.refetch()}
        >
          {tc('state.retry')}
        </button>
      ) : (
        <Link to={TASK_CENTRE} className="text-brand-600 hover:underline">
          {t('earnGold')}
        </Link>
      )}
    </div>
  );
}
