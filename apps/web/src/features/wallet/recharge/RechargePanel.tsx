import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { useChargePackagesQuery } from '../api';
import { formatPlainYuan } from '../../../shared/format/money';
import { PackagePicker } from './PackagePicker';
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
  const chosen = list.find((entry) => entry.id === chosenId) ?? list[0];
  // One payment method today (the wallet); it is shown so the member sees how they pay.
  const method = methods[0];
  if (!chosen || !method) return <EmptyState title={t('recharge.empty')} />;

  return (
    <div className="flex flex-col gap-4">
      <PackagePicker packages={list} selectedId={chosen.id} onSelect={setChosenId} />
      <fieldset>
        <legend className="mb-2 font-medium text-slate-800">{t('recharge.method')}</legend>
        {methods.map((entry) => (
          <label
            key={entry.type}
            className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
          >
            <input type="radio" name="recharge-method" checked={entry === method} readOnly />
            <span className="font-medium">{t('recharge.methodWallet')}</span>
            <span className="text-xs text-slate-500">{entry.provider}</span>
          </label>
        ))}
      </fieldset>
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
        {t('recharge.pay', { money: formatPlainYuan(chosen.money) })}
      </Button>
    </div>
  );
}
