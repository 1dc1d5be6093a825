import { consoleShipmentRoutes, type CallBody, type SHIPMENT_STATES } from '@tifo/contract';
import { callApi } from '../../../shared/api-client';
import { adminKeys, useDecisionMutation, usePagedQuery } from '../api';

export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export function useShipmentsQuery(status: ShipmentState) {
  return usePagedQuery([...adminKeys.queue('shipments'), status], (page, signal) =>
    callApi(consoleShipmentRoutes.list, { query: { status, page }, signal, quiet: true }),
  );
}

/** Records a shipment's tracking number: it moves from waiting to shipped. */
export function useShipMutation() {
  return useDecisionMutation('shipments', (body: CallBody<typeof consoleShipmentRoutes.ship>) =>
    callApi(consoleShipmentRoutes.ship, { body, quiet: true }),
  );
}
