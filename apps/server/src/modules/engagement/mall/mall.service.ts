import {
  MALL,
  type ExchangeRecord,
  type ExchangeStatus,
  type Goods,
  type GoodsKind,
  type Language,
  type ShippingContact,
} from '@tifo/contract';
import { AppError } from '../../../platform/http/app-error';
import { localized } from '../../../platform/i18n/localized';
import { member, platform } from '../../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../../money/ledger/ledger.service';
import { pageWindow } from '../../money/money-dates';
import type { ExchangeRow, GoodsRow, MallRepository } from './mall.repository';

/** Keeps the first 3 and last 2 digits of a phone number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 5) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

function toGoods(row: GoodsRow, language: Language): Goods {
  return {
    id: row.id,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    image: row.image,
    price: row.price,
    stock: row.stock,
    kind: row.kind as GoodsKind,
    gift_id: row.giftId,
    gift_quantity: row.giftQuantity,
  };
}

function toRecord(row: ExchangeRow, language: Language): ExchangeRecord {
  return {
    id: row.id,
    goods_id: row.goodsId,
    goods_name: localized(row.goods, 'name', language),
    image: row.goods.image,
    kind: row.goods.kind as GoodsKind,
    count: row.count,
    gold: row.gold,
    status: row.status as ExchangeStatus,
    contact: row.contact ? { ...row.contact, phone: maskPhone(row.contact.phone) } : null,
    tracking: row.tracking,
    created_at: row.createdAt.toISOString(),
  };
}

/** A request id this member already used (found inside the transaction, which rolls back). */
class RepeatedRequest extends Error {}

export interface MallServiceDeps {
  ledger: LedgerService;
}

/**
 * The exchange mall (spec §2, §7): gold coins for goods. The stock is taken with a conditional
 * update in the same transaction as the gold posting, so concurrent buyers of the last item
 * queue on its row and only one of them gets it; a member short of gold takes nothing.
 */
export class MallService {
  constructor(
    private readonly repository: MallRepository,
    private readonly deps: MallServiceDeps,
  ) {}

  async list(page: number, language: Language) {
    const window = pageWindow(page, MALL.pageSize);
    const rows = await this.repository.onSale(window.offset, window.limit);
    return {
      list: rows.slice(0, MALL.pageSize).map((row) => toGoods(row, language)),
      has_more: rows.length > MALL.pageSize,
    };
  }

  async records(userId: number, page: number, language: Language) {
    const window = pageWindow(page, MALL.pageSize);
    const rows = await this.repository.exchangesOf(userId, window.offset, window.limit);
    return {
      list: rows.slice(0, MALL.pageSize).map((row) => toRecord(row, language)),
      has_more: rows.length > MALL.pageSize,
    };
  }

  async exchange(
    userId: number,
    request: {
      goods_id: number;
      count: number;
      contact?: ShippingContact | undefined;
      request_id?: string | undefined;
    },
    language: Language,
  ): Promise<{ record: ExchangeRecord; gold_coins: number }> {
    const goods = await this.repository.goodsById(request.goods_id);
    if (!goods?.onSale) throw new AppError('mall.goodsNotFound', { httpStatus: 404 });
    if (goods.kind === 'item' && !request.contact) throw new AppError('mall.contactRequired');
    const requestId = request.request_id ?? null;
    let exchangeId: number;
    try {
      exchangeId = await this.deps.ledger.transaction(async (tx) => {
        if (!(await this.repository.takeStock(tx, goods.id, request.count))) {
          throw new AppError('mall.soldOut', { httpStatus: 409 });
        }
        const gold = goods.price * request.count;
        const id = await this.repository.insertExchange(tx, {
          userId,
          goodsId: goods.id,
          count: request.count,
          gold,
          status: goods.kind === 'gift' ? 'delivered' : 'waiting',
          contact: goods.kind === 'item' ? (request.contact ?? null) : null,
          requestId,
        });
        if (id === null) throw new RepeatedRequest();
        await this.deps.ledger.post(tx, {
          reason: 'exchange',
          causeId: id,
          movements: [{ from: member(userId, 'gold'), to: platform('goldSpent'), amount: gold }],
        });
        if (goods.kind === 'gift' && goods.giftId !== null) {
          await this.repository.addToBackpack(
            tx,
            userId,
            goods.giftId,
            goods.giftQuantity * request.count,
          );
        }
        return id;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('mall.notEnoughGold');
      if (!(error instanceof RepeatedRequest)) throw error;
      // A retry of an exchange that went through: the same answer, nothing taken again.
      const existing = await this.repository.exchangeByRequest(userId, requestId ?? '');
      if (!existing) throw error;
      exchangeId = existing.id;
    }
    const record = await this.repository.exchange(exchangeId);
    if (!record) throw new Error(`exchange ${exchangeId} vanished`);
    const wallet = await this.deps.ledger.wallet(userId);
    return { record: toRecord(record, language), gold_coins: wallet.gold_coins };
  }
}
