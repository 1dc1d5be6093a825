import { useState } from 'react';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { GoldBalance } from './GoldBalance';
import { GoodsTab } from './GoodsTab';
import { RecordsTab } from './RecordsTab';

type MallTab = 'goods' | 'records';

/**
 * The member centre's exchange mall (spec §2 "task centre and exchange mall"): gold coins
 * earned with tasks buy gifts for the backpack or items shipped home.
 */
export function MallSection() {
  const { t, ready } = useLazyTranslation('mall');
  const [tab, setTab] = useState<MallTab>('goods');
  if (!ready) return <Skeleton className="h-64 w-full" />;
  return (
    <Card title={t('title')} actions={<GoldBalance />} data-testid="mall-section">
      <p className="mb-3 text-sm text-slate-600">{t('intro')}</p>
      <Tabs
        items={[
          { value: 'goods', label: t('tabs.goods') },
          { value: 'records', label: t('tabs.records') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('tabs.label')}
      />
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)} className="pt-4">
        {tab === 'goods' ? <GoodsTab /> : <RecordsTab onBrowse={() => setTab('goods')} />}
      </div>
    </Card>
  );
}
