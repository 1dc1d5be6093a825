import { SHIPMENT_STATES } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ReviewQueue } from '../queues/ReviewQueue';
import { ConsolePage } from '../ui/ConsolePage';
import { ShipmentRow } from './ShipmentRow';
import { useShipMutation, useShipmentsQuery } from './shipments-api';

/** Mall items members exchanged gold for, waiting to be sent; sent ones with their tracking. */
export function ShipmentsPage() {
  const { t } = useTranslation('admin');
  const ship = useShipMutation();
  return (
    <ConsolePage title={t('nav.shipments')} description={t('shipments.description')}>
      <ReviewQueue
        label={t('nav.shipments')}
        statuses={SHIPMENT_STATES}
        labelOf={(status) => t(`shipments.status.${status}`)}
        tabsLabel={t('shipments.statusFilter')}
        useItems={useShipmentsQuery}
        keyOf={(shipment) => shipment.id}
        decide={(shipment, tracking: string) => ship.mutateAsync({ id: shipment.id, tracking })}
      >
        {(shipment, onShip) => <ShipmentRow shipment={shipment} onShip={onShip} />}
      </ReviewQueue>
    </ConsolePage>
  );
}
