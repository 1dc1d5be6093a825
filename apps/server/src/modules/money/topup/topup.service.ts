import { randomBytes } from 'node:crypto';
import { MONEY, type ChargePackage, type Order, type OrderStatus } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/http/app-error';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { member, platform } from '../ledger/ledger-accounts';
import { wholeDiamondsToMinor, type LedgerService } from '../ledger/ledger.service';
import type { WalletNotifier } from '../wallet-notifier';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import type { OrderRow, TopupRepository } from './topup.repository';

/** Orders a member may open per minute: enough for anyone paying, not for a script. */
export const ORDER_LIMIT = { limit: 10, windowMs: 60_000 };

export function orderLimitKey(userId: number): string {
  return `order:${userId}`;
}

function toOrder(row: OrderRow, now: number): Order {
  const expired = row.status === 'pending' && row.expiresAt.getTime() < now;
  return {
    order_no: row.orderNo,
    package_id: row.packageId,
    coin: row.coin,
    give: row.give,
    money: row.moneyFen / 100,
    status: (expired ? 'expired' : row.status) as OrderStatus,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export interface TopupServiceDeps {
  ledger: LedgerService;
  providers: PaymentProvider[];
  notifier: WalletNotifier;
  rateLimiter: RateLimiter;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Recharge (spec §2 recharge dialog): packages, orders, and the provider's webhook that pays an
 * order exactly once, however often it is replayed.
 */
export class TopupService {
  constructor(
    private readonly repository: TopupRepository,
    private readonly deps: TopupServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async packages(): Promise<ChargePackage[]> {
    const rows = await this.repository.activePackages();
    return rows.map((row) => ({
      id: row.id,
      coin: row.coin,
      give: row.give,
      money: row.moneyFen / 100,
      give_rate: row.coin === 0 ? 0 : Math.round((row.give / row.coin) * 1000) / 10,
    }));
  }

  paymentMethods() {
    return this.deps.providers.map((provider, type) => ({ type, provider: provider.name }));
  }

  provider(name: string): PaymentProvider | undefined {
    return this.deps.providers.find((provider) => provider.name === name);
  }

  async createOrder(userId: number, packageId: number, type: number) {
    const provider = this.deps.providers[type];
    if (!provider) throw new AppError('money.paymentMethodNotFound');
    const limit = await this.deps.rateLimiter.hit(orderLimitKey(userId), ORDER_LIMIT);
    if (!limit.allowed) throw new AppError('money.busy', { httpStatus: 429 });
    const pack = await this.repository.activePackage(packageId);
    if (!pack) throw new AppError('money.packageNotFound');
    const order = await this.repository.insertOrder({
      orderNo: `TF${randomBytes(10).toString('hex')}`,
      userId,
      packageId: pack.id,
      coin: pack.coin,
      give: pack.give,
      moneyFen: pack.moneyFen,
      provider: provider.name,
      expiresAt: new Date(this.now() + MONEY.orderTtlMinutes * 60_000),
    });
    return {
      order_no: order.orderNo,
      url: provider.checkoutUrl({
        orderNo: order.orderNo,
        moneyFen: order.moneyFen,
        diamonds: order.coin + order.give,
      }),
    };
  }

  /** The order as its owner sees it; somebody else's order is "not found". */
  async orderOf(userId: number, orderNo: string): Promise<Order> {
    const row = await this.repository.orderByNo(orderNo);
    if (!row || row.userId !== userId)
      throw new AppError('money.orderNotFound', { httpStatus: 404 });
    return toOrder(row, this.now());
  }

  /** For a provider's own pages (the sandbox checkout). */
  async orderForCheckout(orderNo: string) {
    const row = await this.repository.orderByNo(orderNo);
    return row ? { row, order: toOrder(row, this.now()) } : null;
  }

  async orders(
    userId: number,
    filters: { status?: string; from?: Date; to?: Date; offset: number; limit: number },
  ): Promise<Order[]> {
    const rows = await this.repository.ordersOf(userId, filters);
    return rows.map((row) => toOrder(row, this.now()));
  }

  /**
   * A verified provider event. Paid: the order closes and the diamonds are credited in one
   * transaction; a replay finds the order closed (and the ledger's idempotency key used) and
   * credits nothing. Returns whether this call changed anything.
   */
  async applyPaymentEvent(provider: string, event: PaymentEvent): Promise<boolean> {
    const order = await this.repository.orderByNo(event.orderNo);
    if (!order || order.provider !== provider) {
      throw new AppError('money.orderNotFound', { httpStatus: 404 });
    }
    if (event.status === 'paid' && event.amountFen !== order.moneyFen) {
      // Never credit what was not paid for: an operator must look at this payment.
      this.deps.logger.error({ event, order: order.orderNo }, 'payment amount does not match');
      throw new AppError('money.orderNotFound', { httpStatus: 409 });
    }
    const changed = await this.deps.ledger.transaction(async (tx) => {
      const closed = await this.repository.closeOrder(tx, order.orderNo, {
        status: event.status,
        providerRef: event.providerRef,
        paidAt: event.status === 'paid' ? new Date(this.now()) : null,
      });
      if (!closed || event.status !== 'paid') return closed !== null;
      await this.deps.ledger.post(tx, {
        reason: 'topup',
        causeId: closed.id,
        idempotencyKey: `order:${closed.id}`,
        movements: [
          {
            from: platform('payments'),
            to: member(closed.userId, 'diamonds'),
            amount: wholeDiamondsToMinor(closed.coin + closed.give),
          },
        ],
      });
      return true;
    });
    if (changed && event.status === 'paid') {
      await this.deps.notifier.notify(order.userId, 'topup', order.orderNo);
    }
    return changed;
  }
}
