import { eq } from 'drizzle-orm';
import { paymentOrders } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { member, platform } from '../ledger/ledger-accounts';
import {
  InsufficientFundsError,
  wholeDiamondsToMinor,
  type LedgerService,
} from '../ledger/ledger.service';
import type { WalletNotifier } from '../wallet-notifier';
import type { OrderListener } from './payment-settlement.service';
import type { OrderRow, TopupRepository } from './topup.repository';

const DAY_MS = 86_400_000;

export interface TopupRefundsDeps {
  db: Database;
  ledger: LedgerService;
  orders: Pick<TopupRepository, 'orderByNo'>;
  notifier: Pick<WalletNotifier, 'notify'>;
  /** A paid top-up may be refunded this many days after it was paid, not after. */
  refundWindowDays: number;
  now?: () => number;
}

/**
 * Operators record a top-up the provider refunded (docs/operators.md): within the refund
 * window its diamonds leave the member's wallet (refused if they were spent) and the refund
 * listeners (commission reversals) run in the same transaction. Once only.
 */
export class TopupRefunds {
  private readonly listeners: OrderListener[] = [];

  constructor(private readonly deps: TopupRefundsDeps) {}

  onRefunded(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  /** The moment from which a top-up paid at `paidAt` can no longer be refunded. */
  windowEnd(paidAt: Date): Date {
    return new Date(paidAt.getTime() + this.deps.refundWindowDays * DAY_MS);
  }

  async refund(orderNo: string, note: string): Promise<{ order: OrderRow }> {
    const now = new Date(this.deps.now?.() ?? Date.now());
    let refunded: OrderRow;
    try {
      refunded = await this.deps.ledger.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.orderNo, orderNo))
          .for('update');
        if (!order) throw new AppError('money.orderNotFound', { httpStatus: 404 });
        if (order.status === 'refunded') throw new AppError('money.alreadyRefunded');
        if (order.status !== 'paid' || !order.paidAt) throw new AppError('money.notRefundable');
        if (now >= this.windowEnd(order.paidAt)) throw new AppError('money.refundWindowOver');
        await this.deps.ledger.post(tx, {
          reason: 'topup_refund',
          causeId: order.id,
          memo: note,
          idempotencyKey: `refund:${order.id}`,
          movements: [
            {
              from: member(order.userId, 'diamonds'),
              to: platform('payments'),
              amount: wholeDiamondsToMinor(order.coin + order.give),
            },
          ],
        });
        const [row] = await tx
          .update(paymentOrders)
          .set({ status: 'refunded', refundedAt: now })
          .where(eq(paymentOrders.id, order.id))
          .returning();
        if (!row) throw new Error('a refunded order did not read back');
        for (const listener of this.listeners) await listener(tx, row);
        return row;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.refundSpent');
      throw error;
    }
    await this.deps.notifier.notify(refunded.userId, 'topup_refund', refunded.orderNo);
    return { order: refunded };
  }
}
