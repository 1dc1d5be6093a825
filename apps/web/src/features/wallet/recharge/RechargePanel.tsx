import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { useChargePackagesQuery } from '../api';
import { formatPrice } from '../../../shared/format/money';
import { PackagePicker } from './PackagePicker';
import { PaymentMethodPicker, priceIn } from './PaymentMethodPicker';
import { RechargeStatusView } from './RechargeStatusView';
import { useRechargeOrder } from './use-recharge-order';

/**
 * Recharge (spec §2): pick a package, pay in a new tab, wait for the payment. Used by the
 * dialog and by the member centre's recharge section. Needs the `money` strings loaded.
 */
export function RechargePanel({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('money');
  const { t: tc } = useTranslation();
  const offer = useChargePackagesQuery();
  const recharge = useRechargeOrder();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [chosenType, setChosenType] = useState<number | null>(null);

  if (recharge.order && recharge.status) {
    return (
      <RechargeStatusView
        order={recharge.order}
        status={recharge.status}
        pushedDiamonds={recharge.pushedDiamonds}
        onAgain={recharge.reset}
        onDone={() => {
          recharge.reset();
          onDone?.();
        }}
      />
    );
  }
  if (offer.isPending) return <Skeleton className="h-48 w-full" />;
  if (offer.isError) {
    return (
      <EmptyState
        title={t('recharge.loadError')}
        action={
          <Button variant="secondary" onClick={() => void offer.refetch()}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }

  const { list, payment_methods: methods, diamonds_per_yuan: diamondsPerYuan } = offer.data;
  const method = methods.find((entry) => entry.type === chosenType) ?? methods[0];
  // The chosen package, if this method sells it; else the first one it does.
  const sold = list.filter((entry) => method && priceIn(entry, method.currency) !== null);
  const chosen = sold.find((entry) => entry.id === chosenId) ?? sold[0];
  const price = chosen && method ? priceIn(chosen, method.currency) : null;
  if (!chosen || !method || price === null) return <EmptyState title={t('recharge.empty')} />;

  return (
    <div className="flex flex-col gap-4">
      <PackagePicker
        packages={list}
        currency={method.currency}
        selectedId={chosen.id}
        onSelect={setChosenId}
      />
      {/* Shown even when there is one: the member sees how they will pay. */}
      <PaymentMethodPicker methods={methods} selectedType={method.type} onSelect={setChosenType} />
      <p className="text-xs text-slate-500">{t('recharge.rate', { diamonds: diamondsPerYuan })}</p>
      {recharge.payError && (
        <p role="alert" className="text-red-600">
          {recharge.payError}
        </p>
      )}
      <Button
        size="lg"
        data-testid="recharge-pay"
        loading={recharge.paying}
        onClick={() => recharge.start({ id: chosen.id, type: method.type })}
      >
        {t('recharge.pay', { price: formatPrice(method.currency, price) })}
      </Button>
    </div>
  );
}
