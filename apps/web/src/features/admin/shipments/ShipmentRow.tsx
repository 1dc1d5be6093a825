import type { Shipment } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { Badge } from '../../../shared/ui/Surface';
import { formatWhole } from '../ui/amounts';
import { Facts } from '../ui/Facts';
import { Person } from '../ui/Person';
import { QueueRow } from '../ui/QueueTable';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { ShipDialog } from './ShipDialog';

/** One exchanged item: who, what, where to send it; Mark shipped while it waits. */
export function ShipmentRow({
  shipment,
  onShip,
}: {
  shipment: Shipment;
  onShip: (tracking: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [shipping, setShipping] = useState(false);
  const waiting = shipment.status === 'waiting';
  const goods = t('shipments.goods', { name: shipment.goods_name, count: shipment.count });

  const ship = async (tracking: string) => {
    await onShip(tracking);
    setShipping(false);
    showToast(t('shipments.shippedNotice', { goods, name: shipment.nickname }), {
      kind: 'success',
    });
  };

  return (
    <QueueRow
      testId="shipment"
      heading={<Person nickname={shipment.nickname} userId={shipment.user_id} />}
      aside={
        <>
          <When iso={shipment.created_at} />
          <Badge tone={waiting ? 'warning' : 'success'}>
            {t(`shipments.status.${shipment.status}`)}
          </Badge>
        </>
      }
      actions={
        waiting && (
          <>
            <Button size="sm" onClick={() => setShipping(true)}>
              {t('shipments.markShipped')}
            </Button>
            {shipping && (
              <ShipDialog
                summary={t('shipments.shipSummary', { goods, name: shipment.contact.name })}
                onClose={() => setShipping(false)}
                onConfirm={ship}
              />
            )}
          </>
        )
      }
    >
      <Facts
        items={[
          [t('fields.goods'), goods],
          [
            t('fields.gold'),
            t('fields.goldValue', { value: formatWhole(shipment.gold, language) }),
          ],
          [t('fields.recipient'), shipment.contact.name],
          [t('fields.phone'), shipment.contact.phone],
          [t('fields.address'), shipment.contact.address],
          [t('fields.exchangedAt'), <When key="exchanged" iso={shipment.created_at} />],
          [t('fields.tracking'), shipment.tracking],
          [t('fields.shippedAt'), <When key="shipped" iso={shipment.shipped_at} />],
        ]}
      />
    </QueueRow>
  );
}
