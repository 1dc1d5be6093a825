import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Button } from '../../shared/ui/Button';
import { Card, EmptyState, Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { useWalletQuery } from '../../shared/wallet/wallet-query';
import { BalanceCards } from './BalanceCards';
import { OrdersTab } from './statements/OrdersTab';
import { StatementsTab } from './statements/StatementsTab';

type RecordsTab = 'ledger' | 'orders';

/** The member centre's `wallet` section: both wallets and gold, then statements and orders. */
export function WalletSection() {
  const { ready } = useLazyTranslation('money');
  if (!ready) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="flex flex-col gap-4">
      <WalletBalances />
      <WalletRecords />
    </div>
  );
}

function WalletBalances() {
  const { t } = useTranslation('money');
  const { t: tc } = useTranslation();
  const wallet = useWalletQuery();
  if (wallet.isPending) return <Skeleton className="h-40 w-full" />;
  if (wallet.isError) {
    return (
      <Card>
        <EmptyState
          title={t('wallet.loadError')}
          action={
            <Button variant="secondary" onClick={() => void wallet.refetch()}>
              {tc('state.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return <BalanceCards wallet={wallet.data} />;
}

function WalletRecords() {
  const { t } = useTranslation('money');
  const [tab, setTab] = useState<RecordsTab>('ledger');
  return (
    <Card>
      <Tabs
        items={[
          { value: 'ledger', label: t('statements.ledger') },
          { value: 'orders', label: t('statements.orders') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('statements.tabs')}
      />
      <div role="tabpanel" aria-label={t(`statements.${tab}`)} className="pt-4">
        {tab === 'ledger' ? <StatementsTab /> : <OrdersTab />}
      </div>
    </Card>
  );
}
