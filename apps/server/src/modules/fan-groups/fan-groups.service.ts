import {
  FAN_GROUP_LIMITS,
  FAN_INTIMACY,
  FAN_LEVEL_MAX,
  FAN_LEVEL_THRESHOLDS,
  MONEY,
  type FanBadge,
  type FanGroup,
  type FanGroupSettings,
  type FanIntimacySource,
  type FanJoinMode,
  type FanMembership,
} from '@tifo/contract';
import { GroupCommit } from '../../platform/db/group-commit';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { AppError } from '../../platform/http/app-error';
import { chinaDay } from '../engagement/sign-in.service';
import { member, pickSlot, platform } from '../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../money/ledger/ledger.service';
import { settleIncome } from '../money/income-settlement';
import type { WalletNotifier } from '../money/wallet-notifier';
import { droppedLevel, earnIntimacy, lapseDue } from './fan-intimacy';
import type {
  FanGroupRow,
  FanGroupWithAnchor,
  FanGroupsRepository,
  FanMemberRow,
} from './fan-groups.repository';

const DAY_MS = 86_400_000;
const BATCH = 500;

export interface FanGroupsDeps {
  ledger: LedgerService;
  notifier: Pick<WalletNotifier, 'notify'>;
  /** The platform's share of a fee in percent (the gifts' share); the streamer earns the rest. */
  platformSharePercent: number;
  /** How long a fee's income stays pending (the gifts' delay). */
  settlementDelayMs: number;
  now?: () => number;
}

/** One earning: `points` of `source` for a member of a streamer's group. */
export interface IntimacyEarning {
  anchorId: number;
  userId: number;
  source: FanIntimacySource;
  points: number;
}

function badgeOf(group: FanGroupRow, membership: FanMemberRow): FanBadge {
  const has = (perkLevel: number) => perkLevel > 0 && membership.level >= perkLevel;
  return {
    name: group.badge,
    level: membership.level,
    coloured: has(group.chatColourLevel),
    entry_effect: has(group.entryEffectLevel),
  };
}

/**
 * Fan groups: settings, joining (the fan light in gift mode, a monthly fee in fee mode),
 * intimacy from watching, chatting and gifts within daily caps, levels and their badge and
 * perks, a level lost per idle week, and the settlement of fees' income.
 */
export class FanGroupsService {
  /** The fan light's gift id: every gift sent asks for it (the catalogue's 30 s, as gifts). */
  private readonly fanLight: TtlCache<'id', number | null>;

  /**
   * Intimacy from gifts and chat messages, earned a batch at a time: a busy room sends
   * hundreds of each a second, and one transaction takes all that arrived meanwhile.
   */
  private readonly earnings = new GroupCommit<IntimacyEarning, void>({
    maxBatch: 500,
    concurrency: 1,
    write: async (earnings) => {
      await this.earn(earnings);
      return earnings.map(() => ({ ok: true, value: undefined }));
    },
  });

  constructor(
    private readonly repository: FanGroupsRepository,
    private readonly deps: FanGroupsDeps,
  ) {
    this.fanLight = new TtlCache({
      ttlMs: 30_000,
      maxEntries: 1,
      now: () => this.now(),
      load: () => this.repository.fanLightGiftId(),
    });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  // ——— settings and views ———

  async settings(anchorId: number): Promise<{ group: FanGroup | null }> {
    const row = await this.repository.groupView(anchorId, new Date(this.now()));
    return { group: row ? await this.groupOf(row) : null };
  }

  async saveSettings(anchorId: number, settings: FanGroupSettings): Promise<FanGroup> {
    await this.repository.saveGroup({
      anchorId,
      name: settings.name,
      badge: settings.badge,
      joinMode: settings.join_mode,
      feeDiamonds: settings.fee_diamonds,
      fansOnlyChatLevel: settings.fans_only_chat_level,
      chatColourLevel: settings.chat_colour_level,
      entryEffectLevel: settings.entry_effect_level,
    });
    const { group } = await this.settings(anchorId);
    if (!group) throw new Error('a saved fan group did not read back');
    return group;
  }

  async info(anchorId: number, viewerId: number | null) {
    const now = this.now();
    const row = await this.repository.groupView(anchorId, new Date(now));
    if (!row) return { group: null, me: null };
    const membership = viewerId === null ? null : await this.repository.member(anchorId, viewerId);
    return {
      group: await this.groupOf(row),
      me: membership ? this.membershipOf(membership, now) : null,
    };
  }

  async mine(userId: number) {
    const now = this.now();
    const rows = await this.repository.membershipsOf(userId);
    const groups = await this.repository.groupViews(
      rows.map((row) => row.member.anchorId),
      new Date(now),
    );
    const byAnchor = new Map(groups.map((group) => [group.group.anchorId, group]));
    const list = [];
    for (const { member: membership } of rows) {
      const group = byAnchor.get(membership.anchorId);
      if (!group) continue;
      list.push({
        group: await this.groupOf(group),
        membership: this.membershipOf(membership, now),
      });
    }
    return { list };
  }

  async ranking(anchorId: number, page: number) {
    const size = FAN_GROUP_LIMITS.pageSize;
    const rows = await this.repository.ranking(anchorId, new Date(this.now()), {
      limit: size + 1,
      offset: (page - 1) * size,
    });
    return {
      list: rows.slice(0, size).map((row, index) => ({
        rank: (page - 1) * size + index + 1,
        user_id: row.userId,
        nickname: row.nickname,
        avatar: row.avatar,
        level: row.level,
        intimacy: row.intimacy,
      })),
      has_more: rows.length > size,
    };
  }

  /** The member's badge in the room's streamer's group and the room's fans-only level. */
  async chatStanding(
    anchorId: number,
    userId: number,
  ): Promise<{ badge: FanBadge | null; fansOnlyLevel: number }> {
    const standing = await this.repository.standing(anchorId, userId);
    if (!standing) return { badge: null, fansOnlyLevel: 0 };
    const { group, member: membership } = standing;
    const active = membership !== null && membership.expiresAt.getTime() > this.now();
    return {
      badge: active ? badgeOf(group, membership) : null,
      fansOnlyLevel: group.fansOnlyChatLevel,
    };
  }

  async badgeInRoom(roomId: number, userId: number): Promise<FanBadge | null> {
    const anchorId = await this.repository.anchorOfRoom(roomId);
    if (anchorId === null) return null;
    return (await this.chatStanding(anchorId, userId)).badge;
  }

  // ——— joining and leaving ———

  /** Pays one month's fee of a fee-mode group (a retry with the same request id pays nothing). */
  async payFee(userId: number, anchorId: number, requestId?: string): Promise<FanMembership> {
    const group = await this.repository.group(anchorId);
    if (!group) throw new AppError('fan.noGroup', { httpStatus: 404 });
    if (anchorId === userId) throw new AppError('fan.ownGroup');
    if ((group.joinMode as FanJoinMode) !== 'fee') throw new AppError('fan.joinByGift');
    const now = this.now();
    const totalMinor = group.feeDiamonds * MONEY.diamondMinorUnits;
    const platformMinor = Math.floor((totalMinor * this.deps.platformSharePercent) / 100);
    const incomeSlot = pickSlot('pending');
    try {
      await this.deps.ledger.transaction(async (tx) => {
        const feeId = await this.repository.insertFee(tx, {
          anchorId,
          userId,
          totalMinor,
          incomeMinor: totalMinor - platformMinor,
          incomeSlot,
          requestId: requestId ?? null,
          settleAt: new Date(now + this.deps.settlementDelayMs),
        });
        if (feeId === null) return;
        await this.deps.ledger.post(tx, {
          reason: 'fan_fee',
          causeId: feeId,
          memo: group.name,
          movements: [
            {
              from: member(userId, 'diamonds'),
              to: member(anchorId, 'pending', incomeSlot),
              amount: totalMinor - platformMinor,
            },
            { from: member(userId, 'diamonds'), to: platform('revenue'), amount: platformMinor },
          ],
        });
        await this.repository.extendMembership(tx, {
          anchorId,
          userId,
          days: FAN_GROUP_LIMITS.membershipDays,
          now: new Date(now),
          today: chinaDay(now),
        });
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughDiamonds');
      throw error;
    }
    await this.deps.notifier.notify(userId, 'fan_fee');
    const membership = await this.repository.member(anchorId, userId);
    if (!membership) throw new Error('a paid fan membership did not read back');
    return this.membershipOf(membership, now);
  }

  async leave(userId: number, anchorId: number) {
    if (!(await this.repository.removeMember(anchorId, userId))) {
      throw new AppError('fan.notMember', { httpStatus: 404 });
    }
    return { anchor_id: anchorId };
  }

  /**
   * A gift reached a room: fan lights bought with diamonds join (or renew) a gift-mode group,
   * a month each; the diamonds spent earn gift intimacy.
   */
  async giftSent(gift: {
    senderId: number;
    anchorId: number;
    giftId: number;
    count: number;
    diamonds: number;
    backpack: boolean;
  }): Promise<void> {
    const now = this.now();
    if (!gift.backpack && gift.giftId === (await this.fanLight.get('id'))) {
      const group = await this.repository.group(gift.anchorId);
      if (group && (group.joinMode as FanJoinMode) === 'gift') {
        await this.deps.ledger.transaction((tx) =>
          this.repository.extendMembership(tx, {
            anchorId: gift.anchorId,
            userId: gift.senderId,
            days: FAN_GROUP_LIMITS.membershipDays * gift.count,
            now: new Date(now),
            today: chinaDay(now),
          }),
        );
      }
    }
    if (gift.diamonds > 0) {
      await this.earnings.submit({
        anchorId: gift.anchorId,
        userId: gift.senderId,
        source: 'gift',
        points: gift.diamonds * FAN_INTIMACY.giftPerDiamond,
      });
    }
  }

  // ——— intimacy ———

  /** A member's message in a room: chat intimacy in its streamer's group. */
  async chatted(roomId: number, userId: number): Promise<void> {
    const anchorId = await this.repository.anchorOfRoom(roomId);
    if (anchorId === null) return;
    await this.earnings.submit({
      anchorId,
      userId,
      source: 'chat',
      points: FAN_INTIMACY.chatPerMessage,
    });
  }

  /** Adds intimacy to the active members among `earnings`, within the daily caps. */
  async earn(earnings: IntimacyEarning[], now = this.now()): Promise<number> {
    if (earnings.length === 0) return 0;
    const today = chinaDay(now);
    const key = (pair: { anchorId: number; userId: number }) => `${pair.anchorId}:${pair.userId}`;
    return this.deps.ledger.transaction(async (tx) => {
      const rows = await this.repository.lockActiveMembers(tx, earnings, new Date(now));
      const states = new Map(rows.map((row) => [key(row), row]));
      const touched = new Set<string>();
      let gained = 0;
      for (const earning of earnings) {
        const row = states.get(key(earning));
        if (!row) continue;
        const result = earnIntimacy(row, earning.source, earning.points, today);
        states.set(key(earning), { ...row, ...result.state });
        touched.add(key(earning));
        gained += result.gained;
      }
      for (const id of touched) {
        const row = states.get(id);
        if (!row) continue;
        await this.repository.updateMember(tx, row, {
          intimacy: row.intimacy,
          level: row.level,
          day: row.day,
          watchToday: row.watchToday,
          chatToday: row.chatToday,
          giftToday: row.giftToday,
          lastActiveAt: new Date(now),
        });
      }
      return gained;
    });
  }

  /** Drops a level from every member idle for a week since their last activity or drop. */
  async lapseIdle(now = this.now()): Promise<number> {
    const idleSince = new Date(now - FAN_GROUP_LIMITS.lapseDays * DAY_MS);
    let dropped = 0;
    for (;;) {
      const count = await this.deps.ledger.transaction(async (tx) => {
        const rows = await this.repository.lockLapsed(tx, idleSince, BATCH);
        for (const row of rows) {
          if (!lapseDue(row, now)) continue;
          await this.repository.updateMember(tx, row, {
            ...droppedLevel(row.level),
            lastLapseAt: new Date(now),
          });
        }
        return rows.length;
      });
      dropped += count;
      if (count < BATCH) return dropped;
    }
  }

  // ——— fees' income ———

  /** Moves streamers' pending fee income whose delay is over to withdrawable. */
  async settleFeesDue(now = this.now()): Promise<number> {
    let settled = 0;
    for (;;) {
      const anchors = await this.deps.ledger.transaction(async (tx) => {
        const due = await this.repository.lockDueFees(tx, new Date(now), BATCH);
        if (due.length === 0) return null;
        const paid = await settleIncome(
          this.deps.ledger,
          tx,
          due.map((fee) => ({
            userId: fee.anchorId,
            slot: fee.incomeSlot,
            amountMinor: fee.incomeMinor,
          })),
        );
        await this.repository.markFeesSettled(
          tx,
          due.map((fee) => fee.id),
          new Date(now),
        );
        settled += due.length;
        return paid;
      });
      if (!anchors) return settled;
      for (const anchorId of anchors) await this.deps.notifier.notify(anchorId, 'settlement');
    }
  }

  // ——— views ———

  private async groupOf(row: FanGroupWithAnchor): Promise<FanGroup> {
    const { group } = row;
    return {
      anchor_id: group.anchorId,
      anchor_nickname: row.anchorNickname,
      anchor_avatar: row.anchorAvatar,
      room_id: row.roomId,
      member_count: row.memberCount,
      name: group.name,
      badge: group.badge,
      join_mode: group.joinMode as FanJoinMode,
      fee_diamonds: group.feeDiamonds,
      fans_only_chat_level: group.fansOnlyChatLevel,
      chat_colour_level: group.chatColourLevel,
      entry_effect_level: group.entryEffectLevel,
      fan_light_gift_id: await this.fanLight.get('id'),
    };
  }

  private membershipOf(row: FanMemberRow, now: number): FanMembership {
    const today = chinaDay(now);
    const counted = row.day === today;
    return {
      anchor_id: row.anchorId,
      intimacy: row.intimacy,
      level: row.level,
      next_level_at: row.level >= FAN_LEVEL_MAX ? null : (FAN_LEVEL_THRESHOLDS[row.level] ?? null),
      joined_at: row.joinedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      active: row.expiresAt.getTime() > now,
      today: {
        watch: counted ? row.watchToday : 0,
        chat: counted ? row.chatToday : 0,
        gift: counted ? row.giftToday : 0,
      },
      last_active_at: row.lastActiveAt.toISOString(),
    };
  }
}
