import { LoadError } from '../../../shared/ui/LoadError';
import { usePayoutWalletQuery } from './api';
import { ConversionForm } from './ConversionCard';
import { IncomeSummary } from './IncomeSummary';
import { PayoutSkeleton, PayoutStrings } from './PayoutStrings';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalHistory } from './WithdrawalHistory';

function WithdrawalScreen() {
  const wallet = usePayoutWalletQuery();
  return (
    <div className="flex flex-col gap-6" data-testid="withdrawal-section">
      {wallet.isPending ? (
        <PayoutSkeleton rows={4} />
      ) : wallet.isError ? (
        <LoadError onRetry={() => void wallet.refetch()} retrying={wallet.isRefetching} />
      ) : (
        <>
          <IncomeSummary wallet={wallet.data} />
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <WithdrawalForm wallet={wallet.data} />
            <ConversionForm wallet={wallet.data} />
          </div>
        </>
      )}
      <WithdrawalHistory />
    </div>
  );
}

/**
 * Member centre `withdrawal`: the income wallet, a withdrawal application, the conversion of
 * income into spending diamonds and the withdrawal history with its review states.
 */
export function WithdrawalSection() {
  return (
    <PayoutStrings rows={4}>
      <WithdrawalScreen />
    </PayoutStrings>
  );
}
