import { z } from 'zod';
import { PAYMENT_CURRENCIES } from './money';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * Payments an operator must look at (docs/operators.md "Payment incidents"): money a provider
 * collected that Tifo did not credit by itself.
 */
export const PAYMENT_INCIDENT_KINDS = [
  'late_payment',
  'amount_mismatch',
  'second_payment',
] as const;
export type PaymentIncidentKind = (typeof PAYMENT_INCIDENT_KINDS)[number];

export const PAYMENT_INCIDENT_RESOLUTIONS = ['credited', 'dismissed'] as const;

export const paymentIncidentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_INCIDENT_KINDS),
  order_no: z.string(),
  user_id: z.number().int(),
  provider: z.string(),
  /** The provider's reference for the payment (to find it in the vendor's console). */
  provider_ref: z.string(),
  /** What the provider collected, and what the order asked for, in `currency`. */
  currency: z.enum(PAYMENT_CURRENCIES),
  amount: z.number(),
  order_amount: z.number(),
  order_status: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.enum(PAYMENT_INCIDENT_RESOLUTIONS).nullable(),
  note: z.string(),
});
export type PaymentIncident = z.infer<typeof paymentIncidentSchema>;

export const paymentAdminCalls = {
  paymentIncidents: defineCall({
    method: 'GET',
    path: 'Admin/paymentIncidents',
    audience: 'administrator',
    summary: 'Operators: payments collected but not credited by themselves (open first)',
    tag: 'admin',
    query: z.object({
      state: z.enum(['open', 'resolved', 'all']).default('open'),
      page: pageNumberSchema,
    }),
    data: pageOf(paymentIncidentSchema),
  }),
  resolvePaymentIncident: defineCall({
    method: 'POST',
    path: 'Admin/resolvePaymentIncident',
    audience: 'administrator',
    summary:
      'Operators: credit a late payment (once) or dismiss an incident refunded in the vendor console',
    tag: 'admin',
    body: z.object({
      id: z.coerce.number().int().positive(),
      action: z.enum(['credit', 'dismiss']),
      note: z.string().trim().min(1).max(200),
    }),
    data: paymentIncidentSchema,
  }),
  setPackagePrice: defineCall({
    method: 'POST',
    path: 'Admin/setPackagePrice',
    audience: 'administrator',
    summary: "Operators: a package's VNPay price in đồng (null: not sold through VNPay)",
    tag: 'admin',
    body: z.object({
      id: z.coerce.number().int().positive(),
      // VNPay takes 5,000 đồng to under a billion.
      price_vnd: z.number().int().min(5_000).max(999_999_999).nullable(),
    }),
    data: z.object({ id: z.number().int(), price_vnd: z.number().int().nullable() }),
  }),
};
