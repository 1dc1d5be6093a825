import { MONEY, paymentAdminCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../../platform/http/auth-context';
import { registerCall } from '../../../platform/http/register-call';
import type { PaymentIncidentsService } from './payment-incidents.service';
import type { TopupService } from './topup.service';

/** Operators' payment calls: incidents to resolve and the VNPay price table. */
export function registerPaymentAdminRoutes(
  app: FastifyInstance,
  services: { incidents: PaymentIncidentsService; topup: TopupService },
): void {
  registerCall(app, paymentAdminCalls.paymentIncidents, ({ query }) =>
    services.incidents.list(query.state, (query.page - 1) * MONEY.pageSize, MONEY.pageSize),
  );
  registerCall(app, paymentAdminCalls.resolvePaymentIncident, ({ request, body }) =>
    services.incidents.resolve(requireMember(request).userId, body.id, body.action, body.note),
  );
  registerCall(app, paymentAdminCalls.setPackagePrice, ({ body }) =>
    services.topup.setPackagePrice(body.id, body.price_vnd),
  );
}
