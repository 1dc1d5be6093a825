import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database';
import { member, platform } from '../ledger/ledger-accounts';
import { wholeDiamondsToMinor, type LedgerService } from '../ledger/ledger.service';
import type { WalletNotifier } from '../wallet-notifier';
import type { IncidentKind, PaymentIncidentRepository } from './payment-incident.repository';
import {
  WebhookRejected,
  type CallbackOutcome,
  type CallbackRequest,
  type PaymentCurrency,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderTradeState,
} from './payment-provider';
import type { OrderRow, TopupRepository } from './topup.repository';

/** Pending orders younger than this are left to the provider's callback. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** An order is asked about again at most this often. */
export const RECONCILE_EVERY_MS = 2 * 60_000;
/** How long past its expiry an unpaid order stays pending (a payment may be in flight). */
export const EXPIRY_GRACE_MS = 2 * 60_000;
const RECONCILE_BATCH = 50;

export function providerOrderOf(row: OrderRow): ProviderOrder {
  return {
    orderNo: row.orderNo,
    amountMinor: row.amountMinor,
    currency: row.currency as PaymentCurrency,
    diamonds: row.coin + row.give,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/**
 * What else happens in the transaction that credits an order, the first time only (the
 * distribution centre's commissions). Listeners are added by later modules.
 */
export type OrderListener = (tx: Database, order: OrderRow) => Promise<void>;

/** Credits an order's diamonds once (the ledger's idempotency key is the order). */
export async function creditOrder(
  ledger: LedgerService,
  tx: Database,
  order: OrderRow,
  listeners: readonly OrderListener[] = [],
) {
  const posted = await ledger.post(tx, {
    reason: 'topup',
    causeId: order.id,
    idempotencyKey: `order:${order.id}`,
    movements: [
      {
        from: platform('payments'),
        to: member(order.userId, 'diamonds'),
        amount: wholeDiamondsToMinor(order.coin + order.give),
      },
    ],
  });
  if (posted === null) return;
  for (const listener of listeners) await listener(tx, order);
}

export interface PaymentSettlementDeps {
  db: Database;
  ledger: LedgerService;
  incidents: PaymentIncidentRepository;
  providers: readonly PaymentProvider[];
  notifier: WalletNotifier;
  logger: FastifyBaseLogger;
  /** Run in the transaction that credits an order. */
  creditListeners?: readonly OrderListener[];
  now?: () => number;
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  closed: number;
  failed: number;
}

/**
 * Where provider news becomes money: callbacks, reconciliation queries and the return page all
 * end in `applyEvent`, which credits a paid order in the same transaction that marks it paid.
 * Anything that cannot be credited by itself (a late, short or second payment) is recorded as
 * an incident for operators, once.
 */
export class PaymentSettlementService {
  constructor(
    private readonly repository: TopupRepository,
    private readonly deps: PaymentSettlementDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  provider(name: string): PaymentProvider | undefined {
    return this.deps.providers.find((provider) => provider.name === name);
  }

  /** A callback as the route received it: verified by its provider, then applied. */
  async handleCallback(
    provider: PaymentProvider,
    request: CallbackRequest,
  ): Promise<CallbackOutcome> {
    let event: PaymentEvent | null;
    try {
      event = await provider.readCallback(request);
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      this.deps.logger.warn(
        { provider: provider.name, reason: error.reason },
        'payment callback refused',
      );
      return error.reason;
    }
    return event === null ? 'duplicate' : this.applyEvent(provider.name, event);
  }

  async applyEvent(providerName: string, event: PaymentEvent): Promise<CallbackOutcome> {
    const order = await this.repository.orderByNo(event.orderNo);
    if (!order || order.provider !== providerName) return 'notFound';
    if (event.status === 'paid' && event.amountMinor !== order.amountMinor) {
      // Never credit what was not paid for: an operator refunds it in the vendor's console.
      this.deps.logger.error(
        { order: order.orderNo, expected: order.amountMinor, got: event.amountMinor },
        'payment amount does not match the order',
      );
      await this.deps.ledger.transaction(async (tx) => {
        await this.recordIncident(order, 'amount_mismatch', event, tx);
        // Closed, so reconciliation stops asking; the incident keeps what was collected.
        await this.repository.closeOrder(tx, order.orderNo, {
          status: 'cancelled',
          providerRef: event.providerRef,
          paidAt: null,
        });
      });
      return 'amountMismatch';
    }
    const outcome = await this.deps.ledger.transaction(async (tx) => {
      const closed = await this.repository.closeOrder(tx, order.orderNo, {
        status: event.status,
        providerRef: event.providerRef,
        paidAt: event.status === 'paid' ? new Date(this.now()) : null,
      });
      if (closed) {
        if (event.status === 'paid') {
          await creditOrder(this.deps.ledger, tx, closed, this.deps.creditListeners);
        }
        return 'applied' as const;
      }
      const current = await this.repository.orderByNo(order.orderNo, tx);
      if (event.status !== 'paid' || !current) return 'duplicate' as const;
      if (current.status === 'paid') {
        if (current.providerRef === event.providerRef) return 'duplicate' as const;
        await this.recordIncident(current, 'second_payment', event, tx);
        return 'recorded' as const;
      }
      // Cancelled or expired here, yet paid there: an operator credits it or refunds it.
      await this.recordIncident(current, 'late_payment', event, tx);
      return 'recorded' as const;
    });
    if (outcome === 'applied' && event.status === 'paid') {
      await this.deps.notifier.notify(order.userId, 'topup', order.orderNo);
    }
    return outcome;
  }

  /** Asks the provider about one pending order now (the return page): paid lands at once. */
  async settleFromProvider(order: OrderRow): Promise<void> {
    const provider = this.provider(order.provider);
    if (!provider || order.status !== 'pending') return;
    const state = await provider.query(providerOrderOf(order));
    if (state.state === 'paid') {
      await this.applyEvent(provider.name, {
        orderNo: order.orderNo,
        status: 'paid',
        providerRef: state.providerRef,
        amountMinor: state.amountMinor,
      });
    }
  }

  /**
   * The housekeeping run: pending orders older than a few minutes are asked about at their
   * provider. Paid ones are credited; closed ones, and open ones past their expiry and grace,
   * are closed here (a payment after that becomes a late-payment incident).
   */
  async reconcile(): Promise<ReconcileReport> {
    const now = this.now();
    const due = await this.repository.claimPendingToCheck(
      new Date(now - RECONCILE_AFTER_MS),
      new Date(now - RECONCILE_EVERY_MS),
      new Date(now),
      RECONCILE_BATCH,
    );
    const report: ReconcileReport = { checked: due.length, paid: 0, closed: 0, failed: 0 };
    for (const order of due) {
      const provider = this.provider(order.provider);
      try {
        // An order of a provider no longer configured cannot be asked: it only expires.
        const state: ProviderTradeState = provider
          ? await provider.query(providerOrderOf(order))
          : { state: 'open' };
        if (state.state === 'paid' && provider) {
          const outcome = await this.applyEvent(provider.name, {
            orderNo: order.orderNo,
            status: 'paid',
            providerRef: state.providerRef,
            amountMinor: state.amountMinor,
          });
          if (outcome === 'applied') report.paid += 1;
          continue;
        }
        const pastExpiry = now > order.expiresAt.getTime() + EXPIRY_GRACE_MS;
        if (state.state === 'closed' || pastExpiry) {
          const closed = await this.repository.closeOrder(this.deps.db, order.orderNo, {
            status: pastExpiry ? 'expired' : 'cancelled',
            providerRef: null,
            paidAt: null,
          });
          if (closed) report.closed += 1;
        }
      } catch (error) {
        report.failed += 1;
        this.deps.logger.warn(
          { err: error, order: order.orderNo, provider: order.provider },
          'reconciliation could not ask the provider',
        );
      }
    }
    return report;
  }

  private async recordIncident(
    order: OrderRow,
    kind: IncidentKind,
    event: PaymentEvent,
    db?: Database,
  ): Promise<void> {
    const added = await this.deps.incidents.record(
      {
        orderId: order.id,
        kind,
        provider: order.provider,
        providerRef: event.providerRef,
        currency: order.currency,
        amountMinor: event.amountMinor,
      },
      db,
    );
    if (added) {
      this.deps.logger.error(
        { order: order.orderNo, kind, providerRef: event.providerRef },
        'payment incident recorded: an operator must look at it (Admin/paymentIncidents)',
      );
    }
  }
}
