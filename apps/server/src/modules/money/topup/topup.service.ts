import { randomBytes } from 'node:crypto';
import { MONEY, type ChargePackage, type Order, type OrderStatus } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/http/app-error';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import {
  majorAmount,
  ProviderRefused,
  type CheckoutContext,
  type CheckoutStep,
  type PaymentProvider,
} from './payment-provider';
import { providerOrderOf } from './payment-settlement.service';
import type { OrderRow, TopupRepository } from './topup.repository';

/** Our page that shows a checkout step which is not a plain redirect (a form, a QR code). */
export const PAY_PAGE_PATH = '/payments/pay';

/** Orders a member may open per minute: enough for anyone paying, not for a script. */
export const ORDER_LIMIT = { limit: 10, windowMs: 60_000 };

export function orderLimitKey(userId: number): string {
  return `order:${userId}`;
}

export function toOrder(row: OrderRow, now: number): Order {
  const expired = row.status === 'pending' && row.expiresAt.getTime() < now;
  return {
    order_no: row.orderNo,
    package_id: row.packageId,
    coin: row.coin,
    give: row.give,
    money: row.moneyFen / 100,
    currency: row.currency as Order['currency'],
    amount: majorAmount(row.currency, row.amountMinor),
    status: (expired ? 'expired' : row.status) as OrderStatus,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export interface TopupServiceDeps {
  providers: readonly PaymentProvider[];
  rateLimiter: RateLimiter;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Recharge (spec §2 recharge dialog): packages, and orders opened at a provider. Payments come
 * back through `PaymentSettlementService`.
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
      price_vnd: row.priceVnd,
    }));
  }

  paymentMethods() {
    return this.deps.providers.map((provider, type) => ({
      type,
      provider: provider.name,
      currency: provider.currency,
    }));
  }

  async setPackagePrice(id: number, priceVnd: number | null) {
    const row = await this.repository.setPackagePrice(id, priceVnd);
    if (!row) throw new AppError('money.packageNotFound', { httpStatus: 404 });
    return { id: row.id, price_vnd: row.priceVnd };
  }

  /**
   * Opens an order at the chosen provider. The amount is fixed here, once, in the provider's
   * currency: the package's fen for CNY, its operator-set đồng price for VND.
   */
  async createOrder(userId: number, packageId: number, type: number, context: CheckoutContext) {
    const provider = this.deps.providers[type];
    if (!provider) throw new AppError('money.paymentMethodNotFound');
    const limit = await this.deps.rateLimiter.hit(orderLimitKey(userId), ORDER_LIMIT);
    if (!limit.allowed) throw new AppError('money.busy', { httpStatus: 429 });
    const pack = await this.repository.activePackage(packageId);
    if (!pack) throw new AppError('money.packageNotFound');
    const amountMinor = provider.currency === 'VND' ? pack.priceVnd : pack.moneyFen;
    if (amountMinor === null) throw new AppError('money.packageNotForMethod');
    const order = await this.repository.insertOrder({
      orderNo: `TF${randomBytes(10).toString('hex')}`,
      userId,
      packageId: pack.id,
      coin: pack.coin,
      give: pack.give,
      moneyFen: pack.moneyFen,
      currency: provider.currency,
      amountMinor,
      provider: provider.name,
      expiresAt: new Date(this.now() + MONEY.orderTtlMinutes * 60_000),
    });
    let step: CheckoutStep;
    try {
      step = await provider.checkout(providerOrderOf(order), context);
    } catch (error) {
      if (!(error instanceof ProviderRefused)) throw error;
      this.deps.logger.warn(
        {
          provider: provider.name,
          order: order.orderNo,
          reason: error.reason,
          detail: error.detail,
        },
        'payment provider refused the checkout',
      );
      throw new AppError(
        error.reason === 'busy' ? 'money.providerBusy' : 'money.providerUnavailable',
        {
          httpStatus: 503,
        },
      );
    }
    await this.repository.saveCheckout(order.orderNo, step);
    return {
      order_no: order.orderNo,
      url:
        step.kind === 'redirect'
          ? step.url
          : `${PAY_PAGE_PATH}/${encodeURIComponent(order.orderNo)}`,
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
}
