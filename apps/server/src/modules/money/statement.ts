import {
  MONEY,
  NOBLE_TIERS,
  type Language,
  type LedgerEntry,
  type LedgerReason,
  type WalletKind,
} from '@tifo/contract';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  giftSends,
  gifts,
  noblePurchases,
  paymentOrders,
  users,
  withdrawals,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import type { LedgerService } from './ledger/ledger.service';
import { pageWindow } from './money-dates';
import { maskAlipayAccount, maskCardNumber } from './payout/mask';
import { localized } from '../../platform/i18n/localized';

type StatementLine = Awaited<ReturnType<LedgerService['statement']>>[number];

const WORDS: Record<Language, { months: string; to: string; from: string }> = {
  zh: { months: '个月', to: '送给', from: '来自' },
  en: { months: ' months', to: 'to', from: 'from' },
  vi: { months: ' tháng', to: 'tặng', from: 'từ' },
};

/**
 * Wallet statements (Order/getList type=ledger): ledger lines with a memo in words, read from
 * each line's cause (the gift and who was on the other side, the order number, the noble tier,
 * the payout account).
 */
export class StatementReader {
  constructor(private readonly options: { db: Database; ledger: LedgerService }) {}

  async page(
    userId: number,
    filters: { wallet?: WalletKind; reason?: LedgerReason; from?: Date; to?: Date; page: number },
    language: Language,
  ): Promise<{ entries: LedgerEntry[]; has_more: boolean }> {
    const window = pageWindow(filters.page, MONEY.pageSize);
    const lines = await this.options.ledger.statement(userId, {
      kind: filters.wallet,
      reason: filters.reason,
      from: filters.from,
      to: filters.to,
      ...window,
    });
    const page = lines.slice(0, MONEY.pageSize);
    const memos = await this.memos(page, userId, language);
    return {
      entries: page.map((line) => ({
        id: line.id,
        transaction_id: line.transactionId,
        wallet: line.kind as WalletKind,
        amount: line.kind === 'gold' ? line.amount : line.amount / MONEY.diamondMinorUnits,
        reason: line.reason as LedgerReason,
        cause_id: line.causeId,
        memo: memos.get(`${line.reason}:${line.causeId}`) ?? '',
        created_at: new Date(line.createdAt).toISOString(),
      })),
      has_more: lines.length > MONEY.pageSize,
    };
  }

  private async memos(lines: StatementLine[], userId: number, language: Language) {
    const { db } = this.options;
    const words = WORDS[language];
    const causes = (reason: string) => [
      ...new Set(
        lines
          .filter((line) => line.reason === reason && line.causeId !== null)
          .map((line) => line.causeId as number),
      ),
    ];
    const memos = new Map<string, string>();
    const giftIds = causes('gift');
    if (giftIds.length > 0) {
      const sender = alias(users, 'sender');
      const anchor = alias(users, 'anchor');
      const rows = await db
        .select({
          id: giftSends.id,
          count: giftSends.count,
          senderId: giftSends.senderId,
          nameZh: gifts.nameZh,
          nameEn: gifts.nameEn,
          nameVi: gifts.nameVi,
          sender: sender.nickname,
          anchor: anchor.nickname,
        })
        .from(giftSends)
        .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
        .innerJoin(sender, eq(sender.id, giftSends.senderId))
        .innerJoin(anchor, eq(anchor.id, giftSends.anchorId))
        .where(inArray(giftSends.id, giftIds));
      for (const row of rows) {
        const name = localized(row, 'name', language);
        const other =
          row.senderId === userId ? `${words.to} ${row.anchor}` : `${words.from} ${row.sender}`;
        memos.set(`gift:${row.id}`, `${name} ×${row.count} ${other}`);
      }
    }
    const orderIds = causes('topup');
    if (orderIds.length > 0) {
      const rows = await db
        .select({ id: paymentOrders.id, orderNo: paymentOrders.orderNo })
        .from(paymentOrders)
        .where(inArray(paymentOrders.id, orderIds));
      for (const row of rows) memos.set(`topup:${row.id}`, row.orderNo);
    }
    const nobleIds = causes('noble');
    if (nobleIds.length > 0) {
      const rows = await db
        .select({ id: noblePurchases.id, tier: noblePurchases.tier, months: noblePurchases.months })
        .from(noblePurchases)
        .where(inArray(noblePurchases.id, nobleIds));
      for (const row of rows) {
        const key = NOBLE_TIERS.find((tier) => tier.tier === row.tier)?.key ?? String(row.tier);
        memos.set(`noble:${row.id}`, `${key} ${row.months}${words.months}`);
      }
    }
    const withdrawalIds = [
      ...causes('withdrawal'),
      ...causes('withdrawal_paid'),
      ...causes('withdrawal_rejected'),
    ];
    if (withdrawalIds.length > 0) {
      const rows = await db
        .select({ id: withdrawals.id, method: withdrawals.method, account: withdrawals.account })
        .from(withdrawals)
        .where(inArray(withdrawals.id, withdrawalIds));
      for (const row of rows) {
        const account =
          row.method === 'bank' ? maskCardNumber(row.account) : maskAlipayAccount(row.account);
        for (const reason of ['withdrawal', 'withdrawal_paid', 'withdrawal_rejected']) {
          memos.set(`${reason}:${row.id}`, account);
        }
      }
    }
    return memos;
  }
}
