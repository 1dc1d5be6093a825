import type { PaymentIncident } from '@tifo/contract';
import { AppError } from '../../../platform/http/app-error';
import type { LedgerService } from '../ledger/ledger.service';
import type { WalletNotifier } from '../wallet-notifier';
import type { PaymentIncidentRepository } from './payment-incident.repository';
import { majorAmount } from './payment-provider';
import { creditOrder, type OrderListener } from './payment-settlement.service';
import type { TopupRepository } from './topup.repository';

type IncidentRow = NonNullable<Awaited<ReturnType<PaymentIncidentRepository['byId']>>>;

function toIncident({ incident, order }: IncidentRow): PaymentIncident {
  return {
    id: incident.id,
    kind: incident.kind as PaymentIncident['kind'],
    order_no: order.orderNo,
    user_id: order.userId,
    provider: incident.provider,
    provider_ref: incident.providerRef,
    currency: incident.currency as PaymentIncident['currency'],
    amount: majorAmount(incident.currency, incident.amountMinor),
    order_amount: majorAmount(order.currency, order.amountMinor),
    order_status: order.status,
    created_at: incident.createdAt.toISOString(),
    resolved_at: incident.resolvedAt?.toISOString() ?? null,
    resolution: incident.resolution as PaymentIncident['resolution'],
    note: incident.note ?? '',
  };
}

export interface PaymentIncidentsDeps {
  orders: TopupRepository;
  ledger: LedgerService;
  notifier: WalletNotifier;
  /** Run in the transaction that credits an order. */
  creditListeners?: readonly OrderListener[];
  now?: () => number;
}

/** Operators' side of payment incidents (docs/operators.md "Payment incidents"). */
export class PaymentIncidentsService {
  constructor(
    private readonly repository: PaymentIncidentRepository,
    private readonly deps: PaymentIncidentsDeps,
  ) {}

  async list(state: 'open' | 'resolved' | 'all', offset: number, limit: number) {
    const rows = await this.repository.list(state, offset, limit + 1);
    return { list: rows.slice(0, limit).map(toIncident), has_more: rows.length > limit };
  }

  /**
   * `credit`: a late payment's diamonds go to the member, and the order becomes paid, in one
   * transaction (the ledger's key is the order: never twice). `dismiss`: refunded or settled in
   * the vendor's console; nothing moves here.
   */
  async resolve(
    operatorId: number,
    id: number,
    action: 'credit' | 'dismiss',
    note: string,
  ): Promise<PaymentIncident> {
    const at = new Date(this.deps.now?.() ?? Date.now());
    const credited = await this.deps.ledger.transaction(async (tx) => {
      const found = await this.repository.lockOpen(tx, id);
      if (!found) throw new AppError('money.incidentNotFound', { httpStatus: 404 });
      if (action === 'credit') {
        if (found.incident.kind !== 'late_payment')
          throw new AppError('money.incidentNotCreditable');
        const order = await this.deps.orders.reopenAsPaid(
          tx,
          found.order.id,
          found.incident.providerRef,
          at,
        );
        if (!order) throw new AppError('money.incidentNotCreditable');
        await creditOrder(this.deps.ledger, tx, order, this.deps.creditListeners);
      }
      await this.repository.resolve(tx, id, {
        resolution: action === 'credit' ? 'credited' : 'dismissed',
        resolvedBy: operatorId,
        note,
        at,
      });
      return action === 'credit' ? found.order : null;
    });
    if (credited) await this.deps.notifier.notify(credited.userId, 'topup', credited.orderNo);
    const row = await this.repository.byId(id);
    if (!row) throw new AppError('money.incidentNotFound', { httpStatus: 404 });
    return toIncident(row);
  }
}
