import { MONEY, type Gift, type GiftEvent, type Language, type Wallet } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { TtlCache } from '../../../platform/cache/ttl-cache';
import { AppError } from '../../../platform/http/app-error';
import type { AppEventBus } from '../../../platform/events/app-event-bus';
import type { LiveDataHub } from '../../../realtime/live-data-hub';
import { member } from '../ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service';
import type { WalletNotifier } from '../wallet-notifier';
import type { GiftRepository, GiftRow } from './gift.repository';
import { GiftSendBatches, type WrittenSend } from './gift-send-batches';
import { GiftSendRepository } from './gift-send.repository';
import { GroupCommit } from '../../../platform/db/group-commit';
import { localized } from '../../../platform/i18n/localized';
import { warnThrottled } from '../../../platform/logging/throttled-warn';

const CATALOGUE_TTL_MS = 30_000;
const ROOM_TTL_MS = 1_000;
const SENDER_TTL_MS = 30_000;
const KICK_TTL_MS = 1_000;
const SETTLEMENT_BATCH = 500;

function giftName(row: GiftRow, language: Language): string {
  return localized(row, 'name', language);
}

function toGift(row: GiftRow, language: Language): Gift {
  return {
    id: row.id,
    name: giftName(row, language),
    price: row.price,
    image: row.image,
    animation: row.animation as Gift['animation'],
  };
}

export interface GiftServiceDeps {
  ledger: LedgerService;
  liveData: Pick<LiveDataHub, 'publish'>;
  notifier: WalletNotifier;
  logger: FastifyBaseLogger;
  /** The platform's share of every gift, in percent; the streamer earns the rest. */
  platformSharePercent: number;
  /** How long a gift's income stays pending. */
  settlementDelayMs: number;
  /** Hears `gift.sent` (the task centre's gift task). */
  events: Pick<AppEventBus, 'emit'>;
  now?: () => number;
}

/**
 * Gifts in live rooms (spec §2 /live, §5): diamonds leave the sender's consumption wallet, the
 * streamer's share waits as pending income until it settles, the sender gains wealth
 * experience, and every page in the room sees the effect.
 */
export class GiftService {
  private catalogue: { rows: GiftRow[]; loadedAt: number } | null = null;
  /** Counts `forgetCatalogue` calls, so a load that straddles one is not kept. */
  private catalogueGeneration = 0;
  /**
   * Rooms and senders as gifts see them, briefly cached: a popular room takes hundreds of gifts
   * a second. A room that just went off air may still take gifts for up to a second.
   */
  private readonly rooms: TtlCache<number, Awaited<ReturnType<GiftRepository['room']>>>;
  private readonly senders: TtlCache<number, Awaited<ReturnType<GiftRepository['sender']>>>;
  /** Whether a member is kicked from a room, by `room:member`; a kick counts within a second. */
  private readonly kicks: TtlCache<string, boolean>;

  /** Paid sends, written by group commit. */
  private readonly batches: GiftSendBatches;
  /** The wallets the sends answer with, read together for the senders of a moment. */
  private readonly walletReads: GroupCommit<number, Wallet>;

  constructor(
    private readonly repository: GiftRepository,
    private readonly deps: GiftServiceDeps,
  ) {
    this.batches = new GiftSendBatches(new GiftSendRepository(), deps.ledger);
    this.walletReads = new GroupCommit({
      maxBatch: 500,
      concurrency: 2,
      write: async (senderIds) => {
        const wallets = await deps.ledger.wallets(senderIds);
        return senderIds.map((id) => ({ ok: true, value: wallets.get(id)! }));
      },
    });
    const now = () => this.now();
    this.rooms = new TtlCache({
      ttlMs: ROOM_TTL_MS,
      maxEntries: 10_000,
      now,
      load: (roomId) => this.repository.room(roomId),
    });
    this.senders = new TtlCache({
      ttlMs: SENDER_TTL_MS,
      maxEntries: 50_000,
      now,
      load: (userId) => this.repository.sender(userId, new Date(this.now())),
    });
    this.kicks = new TtlCache({
      ttlMs: KICK_TTL_MS,
      maxEntries: 50_000,
      now,
      load: (key) => {
        const [roomId, userId] = key.split(':').map(Number) as [number, number];
        return this.repository.kickedFrom(roomId, userId, new Date(this.now()));
      },
    });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private async gifts(): Promise<GiftRow[]> {
    if (!this.catalogue || this.now() - this.catalogue.loadedAt > CATALOGUE_TTL_MS) {
      const generation = this.catalogueGeneration;
      const rows = await this.repository.activeGifts();
      // A read that began before a save must not put the old catalogue back.
      if (generation !== this.catalogueGeneration) return rows;
      this.catalogue = { rows, loadedAt: this.now() };
    }
    return this.catalogue.rows;
  }

  /** The catalogue changed (an operator saved a gift): the next read loads it again. */
  forgetCatalogue(): void {
    this.catalogue = null;
    this.catalogueGeneration += 1;
  }

  async list(language: Language): Promise<Gift[]> {
    return (await this.gifts()).map((row) => toGift(row, language));
  }

  /** A gift of the catalogue, or the error saying it is not there. */
  async activeGift(giftId: number): Promise<GiftRow> {
    const gift = (await this.gifts()).find((row) => row.id === giftId);
    if (!gift) throw new AppError('money.giftNotFound', { httpStatus: 404 });
    return gift;
  }

  /** The room a member may send gifts in now, or the error saying why not. */
  async roomForGifts(roomId: number, senderId: number) {
    const room = await this.rooms.get(roomId);
    if (!room) throw new AppError('live.roomNotFound', { httpStatus: 404 });
    if (room.anchorId === senderId) throw new AppError('money.giftToSelf');
    if (room.liveStatus !== 'live' || room.sealedAt) throw new AppError('money.roomNotLive');
    // A kicked member cannot be in the room, so cannot send gifts there either.
    if (await this.kicks.get(`${room.id}:${senderId}`)) {
      throw new AppError('live.kicked', { httpStatus: 403 });
    }
    return room;
  }

  async send(
    senderId: number,
    request: {
      room_id: number;
      gift_id: number;
      count: number;
      request_id?: string | undefined;
      price?: number | undefined;
    },
    language: Language,
  ): Promise<{ send_id: number; wallet: Wallet }> {
    const gift = await this.activeGift(request.gift_id);
    if (request.price !== undefined && request.price !== gift.price) {
      throw new AppError('money.giftPriceChanged', {
        httpStatus: 409,
        params: { price: gift.price },
      });
    }
    const room = await this.roomForGifts(request.room_id, senderId);

    const totalMinor = gift.price * request.count * MONEY.diamondMinorUnits;
    const platformMinor = Math.floor((totalMinor * this.deps.platformSharePercent) / 100);
    let written: WrittenSend;
    try {
      written = await this.batches.send({
        senderId,
        anchorId: room.anchorId,
        roomId: room.id,
        giftId: gift.id,
        count: request.count,
        totalMinor,
        incomeMinor: totalMinor - platformMinor,
        platformMinor,
        wealthTenths: (totalMinor / MONEY.diamondMinorUnits) * MONEY.expTenthsPerDiamond,
        requestId: request.request_id ?? null,
        settlesAt: new Date(this.now() + this.deps.settlementDelayMs),
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughDiamonds');
      throw error;
    }
    const wallet = await this.walletReads.submit(senderId);
    // A retry of a send that went through: the same answer, nothing charged again.
    if (written.repeated) return { send_id: written.sendId, wallet };
    const sendId = written.sendId;
    this.deps.events.emit('gift.sent', {
      senderId,
      roomId: room.id,
      anchorId: room.anchorId,
      giftId: gift.id,
      count: request.count,
      diamonds: totalMinor / MONEY.diamondMinorUnits,
      backpack: false,
    });
    await this.announce(
      { sendId, senderId, roomId: room.id, gift, count: request.count, totalMinor },
      language,
    );
    return { send_id: sendId, wallet };
  }

  /** Shows a send to every page in the room (`gift`); backpack sends carry no diamonds. */
  async announce(
    send: {
      sendId: number;
      senderId: number;
      roomId: number;
      gift: GiftRow;
      count: number;
      totalMinor: number;
      backpack?: boolean;
    },
    language: Language,
  ): Promise<void> {
    const { sendId, senderId, roomId, gift, count, totalMinor } = send;
    const sender = await this.senders.get(senderId);
    const data: GiftEvent = {
      ...(send.backpack && { backpack: true }),
      room_id: roomId,
      send_id: sendId,
      gift_id: gift.id,
      gift_name: giftName(gift, language),
      image: gift.image,
      animation: gift.animation as GiftEvent['animation'],
      count,
      total: totalMinor / MONEY.diamondMinorUnits,
      sender: {
        id: senderId,
        nickname: sender?.nickname ?? '',
        avatar: sender?.avatar ?? '',
        noble_tier: sender?.tier ?? null,
      },
    };
    await this.deps.liveData
      .publish({ kind: 'room', roomId }, { code: 200, type: 'gift', data })
      .catch((error: unknown) => warnThrottled(this.deps.logger, 'gift push failed', error));
  }

  /**
   * Moves income whose delay is over from pending to withdrawable, per streamer and slot, in
   * batches. Several instances may run it at once: each locks its own rows (skip locked).
   */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const anchors = await this.deps.ledger.transaction(async (tx) => {
        const due = await this.repository.dueSends(tx, new Date(this.now()), SETTLEMENT_BATCH);
        if (due.length === 0) return [];
        const sums = new Map<string, { anchorId: number; slot: number; amount: number }>();
        for (const send of due) {
          const key = `${send.anchorId}:${send.incomeSlot}`;
          const sum = sums.get(key) ?? {
            anchorId: send.anchorId,
            slot: send.incomeSlot,
            amount: 0,
          };
          sum.amount += send.income;
          sums.set(key, sum);
        }
        await this.repository.markSettled(
          tx,
          due.map((send) => send.id),
          new Date(this.now()),
        );
        const perAnchor = new Map<number, number>();
        for (const sum of sums.values()) {
          perAnchor.set(sum.anchorId, (perAnchor.get(sum.anchorId) ?? 0) + sum.amount);
        }
        // In id order, so that two settlements never wait on each other's rows crosswise.
        for (const [anchorId, amount] of [...perAnchor].sort(([a], [b]) => a - b)) {
          await this.repository.addSettledIncome(tx, anchorId, amount);
        }
        await this.deps.ledger.post(tx, {
          reason: 'settlement',
          movements: [...sums.values()].map((sum) => ({
            from: member(sum.anchorId, 'pending', sum.slot),
            to: member(sum.anchorId, 'withdrawable'),
            amount: sum.amount,
          })),
        });
        settled += due.length;
        return [...new Set(due.map((send) => send.anchorId))];
      });
      for (const anchorId of anchors) await this.deps.notifier.notify(anchorId, 'settlement');
      if (anchors.length === 0) return settled;
    }
  }

  async contributionRanking(roomId: number, from: Date | null, limit: number) {
    const rows = await this.repository.contributionRanking(roomId, from, limit);
    return rows.map((row, index) => ({
      rank: index + 1,
      user_id: row.userId,
      nickname: row.nickname,
      avatar: row.avatar,
      room_id: null,
      live_status: null,
      score: Number(row.total) / MONEY.diamondMinorUnits,
    }));
  }
}
