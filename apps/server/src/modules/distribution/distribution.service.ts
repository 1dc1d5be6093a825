import {
  DISTRIBUTION_LIMITS,
  MONEY,
  type CommissionKind,
  type CommissionStatus,
} from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { member, pickSlot, platform } from '../money/ledger/ledger-accounts';
import type { LedgerService } from '../money/ledger/ledger.service';
import { settleIncome } from '../money/income-settlement';
import { chinaDayStart } from '../money/money-dates';
import type { WalletNotifier } from '../money/wallet-notifier';
import type { OrderRow } from '../money/topup/topup.repository';
import type { TopupRefunds } from '../money/topup/topup-refunds';
import type { DistributionRepository } from './distribution.repository';

const DAY_MS = 86_400_000;
const BATCH = 500;

export interface DistributionDeps {
  ledger: LedgerService;
  notifier: Pick<WalletNotifier, 'notify'>;
  refunds: Pick<TopupRefunds, 'refund' | 'windowEnd'>;
  rates: { level1Percent: number; level2Percent: number };
  refundWindowDays: number;
  now?: () => number;
}

const toDiamonds = (minor: number) => minor / MONEY.diamondMinorUnits;

/**
 * The distribution centre and channel agents: commissions on top-ups for the two inviters above
 * the payer and the payer's channel agent, pending until the refund window closes, reversed by
 * a refund within it. Flagged invitees earn their inviters nothing (the agent still earns).
 */
export class DistributionService {
  constructor(
    private readonly repository: DistributionRepository,
    private readonly deps: DistributionDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  // ——— money: in the transactions of the money module ———

  /** An order was credited (once): its commissions, in the same transaction. */
  async orderCredited(tx: Database, order: OrderRow): Promise<void> {
    const payer = await this.repository.beneficiariesOf(tx, order.userId);
    if (!payer) return;
    const agent = payer.channelCode
      ? await this.repository.agentByChannel(tx, payer.channelCode)
      : null;
    const shares: { kind: CommissionKind; beneficiaryId: number | null; rate: number }[] = [
      { kind: 'level1', beneficiaryId: payer.level1, rate: this.deps.rates.level1Percent },
      { kind: 'level2', beneficiaryId: payer.level2, rate: this.deps.rates.level2Percent },
      { kind: 'agent', beneficiaryId: agent?.userId ?? null, rate: agent?.sharePercent ?? 0 },
    ];
    const baseMinor = order.coin * MONEY.diamondMinorUnits;
    const settleAt = this.deps.refunds.windowEnd(order.paidAt ?? new Date(this.now()));
    for (const share of shares) {
      if (share.beneficiaryId === null || share.beneficiaryId === order.userId) continue;
      if (share.rate <= 0) continue;
      const withheld = payer.flagged && share.kind !== 'agent';
      const amountMinor = withheld ? 0 : Math.floor((baseMinor * share.rate) / 100);
      const slot = pickSlot('pending');
      const id = await this.repository.insertCommission(tx, {
        orderId: order.id,
        kind: share.kind,
        beneficiaryId: share.beneficiaryId,
        inviteeId: order.userId,
        baseMinor,
        ratePercent: share.rate,
        amountMinor,
        incomeSlot: slot,
        status: withheld ? 'withheld' : 'pending',
        settleAt,
      });
      if (id === null || amountMinor === 0) continue;
      await this.deps.ledger.post(tx, {
        reason: 'commission',
        causeId: id,
        memo: order.orderNo,
        movements: [
          {
            from: platform('commissions'),
            to: member(share.beneficiaryId, 'pending', slot),
            amount: amountMinor,
          },
        ],
      });
    }
  }

  /** An order was refunded within its window: its pending commissions go back, once. */
  async orderRefunded(tx: Database, order: OrderRow): Promise<void> {
    const paid = await this.repository.lockPaidOfOrder(tx, order.id);
    // Settled means the window closed: the refund cannot be recorded (it rolls back).
    if (paid.some((commission) => commission.status === 'settled')) {
      throw new AppError('money.refundWindowOver');
    }
    for (const commission of paid) {
      await this.deps.ledger.post(tx, {
        reason: 'commission_reversal',
        causeId: commission.id,
        memo: order.orderNo,
        idempotencyKey: `commission-reversal:${commission.id}`,
        movements: [
          {
            from: member(commission.beneficiaryId, 'pending', commission.incomeSlot),
            to: platform('commissions'),
            amount: commission.amountMinor,
          },
        ],
      });
    }
    await this.repository.setStatus(
      tx,
      paid.map((commission) => commission.id),
      { status: 'reversed', reversedAt: new Date(this.now()) },
    );
  }

  async refund(orderNo: string, note: string) {
    const { order } = await this.deps.refunds.refund(orderNo, note);
    return {
      order_no: order.orderNo,
      reversed_commissions: await this.repository.countReversedOfOrder(order.id),
    };
  }

  /** Moves commissions whose refund window closed from pending to withdrawable. */
  async settleDue(now = this.now()): Promise<number> {
    let settled = 0;
    for (;;) {
      const beneficiaries = await this.deps.ledger.transaction(async (tx) => {
        const due = await this.repository.lockDue(tx, new Date(now), BATCH);
        if (due.length === 0) return null;
        const paid = await settleIncome(
          this.deps.ledger,
          tx,
          due.map((commission) => ({
            userId: commission.beneficiaryId,
            slot: commission.incomeSlot,
            amountMinor: commission.amountMinor,
          })),
        );
        await this.repository.setStatus(
          tx,
          due.map((commission) => commission.id),
          { status: 'settled', settledAt: new Date(now) },
        );
        settled += due.length;
        return paid;
      });
      if (!beneficiaries) return settled;
      for (const userId of beneficiaries) await this.deps.notifier.notify(userId, 'settlement');
    }
  }

  // ——— anti-abuse ———

  /**
   * A member was bound to an inviter: flagged when they came from an address the inviter uses,
   * or their address already brought the inviter `accountsPerAddress` accounts in 30 days.
   */
  async inviteBound(inviteeId: number, inviterId: number): Promise<void> {
    const addresses = await this.repository.addressesOf(inviteeId);
    const inviterAddresses = new Set(await this.repository.addressesOf(inviterId));
    if (addresses.some((address) => inviterAddresses.has(address))) {
      await this.repository.flag({ inviteeId, inviterId, reason: 'inviter_address' });
      return;
    }
    const since = new Date(this.now() - DISTRIBUTION_LIMITS.addressWindowDays * DAY_MS);
    const others = await this.repository.inviteesFromAddresses(
      inviterId,
      inviteeId,
      addresses,
      since,
    );
    if (others >= DISTRIBUTION_LIMITS.accountsPerAddress) {
      await this.repository.flag({ inviteeId, inviterId, reason: 'address_reuse' });
    }
  }

  // ——— views ———

  async summary(userId: number, inviteCode: string) {
    const [invitees, earnings, agent] = await Promise.all([
      this.repository.inviteeCounts(userId),
      this.repository.earnings(userId),
      this.repository.agent(userId),
    ]);
    return {
      invite_code: inviteCode,
      invitees,
      earnings: {
        pending: toDiamonds(earnings.get('pending') ?? 0),
        settled: toDiamonds(earnings.get('settled') ?? 0),
        reversed: toDiamonds(earnings.get('reversed') ?? 0),
      },
      rates: {
        level1_percent: this.deps.rates.level1Percent,
        level2_percent: this.deps.rates.level2Percent,
      },
      refund_window_days: this.deps.refundWindowDays,
      agent_channel: agent?.active ? agent.channelCode : null,
    };
  }

  async invitees(userId: number, level: 1 | 2, page: number) {
    const size = DISTRIBUTION_LIMITS.pageSize;
    const rows = await this.repository.invitees(userId, level, {
      limit: size + 1,
      offset: (page - 1) * size,
    });
    return {
      list: rows.slice(0, size).map((row) => ({
        user_id: row.userId,
        nickname: row.nickname,
        avatar: row.avatar,
        level,
        joined_at: row.createdAt.toISOString(),
        topup_diamonds: Number(row.topupCoins),
        commission: toDiamonds(Number(row.commissionMinor)),
        flagged: row.flagged,
      })),
      has_more: rows.length > size,
    };
  }

  async commissions(userId: number, page: number) {
    const size = DISTRIBUTION_LIMITS.pageSize;
    const rows = await this.repository.commissionsOf(userId, {
      limit: size + 1,
      offset: (page - 1) * size,
    });
    return {
      list: rows.slice(0, size).map(({ commission, inviteeNickname, orderNo }) => ({
        id: commission.id,
        kind: commission.kind as CommissionKind,
        invitee_nickname: inviteeNickname,
        order_no: orderNo,
        topup_diamonds: toDiamonds(commission.baseMinor),
        rate_percent: commission.ratePercent,
        amount: toDiamonds(commission.amountMinor),
        status: commission.status as CommissionStatus,
        settle_at: commission.settleAt.toISOString(),
        created_at: commission.createdAt.toISOString(),
      })),
      has_more: rows.length > size,
    };
  }

  async setAgent(input: {
    user_id: number;
    channel_code: string;
    share_percent: number;
    active: boolean;
  }) {
    const nickname = await this.repository.nickname(input.user_id);
    if (nickname === null) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    const owner = await this.repository.channelOwner(input.channel_code);
    if (owner !== null && owner !== input.user_id) {
      throw new AppError('distribution.channelTaken');
    }
    await this.repository.saveAgent({
      userId: input.user_id,
      channelCode: input.channel_code,
      sharePercent: input.share_percent,
      active: input.active,
    });
    return {
      user_id: input.user_id,
      nickname,
      channel_code: input.channel_code,
      share_percent: input.share_percent,
      active: input.active,
    };
  }

  async agentStats(userId: number, fromDay: string, toDay: string) {
    const agent = await this.repository.agent(userId);
    if (!agent) throw new AppError('distribution.notAgent', { httpStatus: 403 });
    const from = chinaDayStart(fromDay);
    const to = new Date(chinaDayStart(toDay).getTime() + DAY_MS);
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
    if (days < 1 || days > DISTRIBUTION_LIMITS.statsMaxDays) {
      throw new AppError('distribution.statsRange', {
        params: { days: DISTRIBUTION_LIMITS.statsMaxDays },
      });
    }
    const code = agent.channelCode;
    const [registrations, active, topups, earnings, nickname] = await Promise.all([
      this.repository.registrationsByDay(code, from, to),
      this.repository.activeByDay(code, from, to),
      this.repository.topupsByDay(code, from, to),
      this.repository.agentEarningsByDay(userId, from, to),
      this.repository.nickname(userId),
    ]);
    const byDay = <T extends { day: string }>(rows: T[]) =>
      new Map(rows.map((row) => [row.day, row]));
    const [r, a, t, e] = [byDay(registrations), byDay(active), byDay(topups), byDay(earnings)];
    const list = [];
    for (let index = 0; index < days; index += 1) {
      const day = new Date(from.getTime() + index * DAY_MS + 8 * 3_600_000)
        .toISOString()
        .slice(0, 10);
      list.push({
        day,
        registrations: r.get(day)?.count ?? 0,
        active_members: a.get(day)?.count ?? 0,
        topup_orders: t.get(day)?.orders ?? 0,
        topup_diamonds: Number(t.get(day)?.coins ?? 0),
        earnings: toDiamonds(Number(e.get(day)?.total ?? 0)),
      });
    }
    return {
      agent: {
        user_id: userId,
        nickname: nickname ?? '',
        channel_code: code,
        share_percent: agent.sharePercent,
        active: agent.active,
      },
      days: list,
    };
  }

  async flags(page: number) {
    const size = DISTRIBUTION_LIMITS.pageSize;
    const rows = await this.repository.flags({ limit: size + 1, offset: (page - 1) * size });
    return {
      list: rows.slice(0, size).map(({ flag, inviteeNickname, inviterNickname }) => ({
        invitee_id: flag.inviteeId,
        invitee_nickname: inviteeNickname,
        inviter_id: flag.inviterId,
        inviter_nickname: inviterNickname,
        reason: flag.reason as 'inviter_address' | 'address_reuse',
        created_at: flag.createdAt.toISOString(),
      })),
      has_more: rows.length > size,
    };
  }
}
