import type { SiteMuteCheck } from '../../accounts/member-sanctions';
import {
  HORN,
  MONEY,
  minorToDiamonds,
  type Horn,
  type HornStatus,
  type Wallet,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../../realtime/live-data-hub';
import { requireOperator } from '../../accounts/require-operator';
import type { BlockedWordsService } from '../../chat/blocked-words.service';
import { member, platform } from '../../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../../money/ledger/ledger.service';
import { pageWindow } from '../../money/money-dates';
import type { NobleService } from '../../money/nobles/noble.service';
import type { WalletNotifier } from '../../money/wallet-notifier';
import type { HornRepository, HornView } from './horn.repository';
import { warnThrottled } from '../../../platform/logging/throttled-warn';

const SEND_LIMIT = { limit: 5, windowMs: 60_000 };

class RepeatedRequest extends Error {}

function toHorn(view: HornView): Horn {
  return {
    id: view.id,
    text: view.text,
    room_id: view.roomId,
    status: view.status as HornStatus,
    review_note: view.reviewNote,
    cost: minorToDiamonds(view.costMinor),
    sender: {
      id: view.userId,
      nickname: view.nickname,
      avatar: view.avatar,
      noble_tier: view.nobleTier,
    },
    created_at: view.createdAt.toISOString(),
    reviewed_at: view.reviewedAt?.toISOString() ?? null,
  };
}

export interface HornServiceDeps {
  db: Database;
  ledger: LedgerService;
  nobles: NobleService;
  notifier: WalletNotifier;
  liveData: Pick<LiveDataHub, 'publish'>;
  rateLimiter: RateLimiter;
  blockedWords: Pick<BlockedWordsService, 'refuseIfBlocked'>;
  /** Site-wide mutes (the console's sanctions). */
  siteMute?: SiteMuteCheck | undefined;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The global horn (spec §4, §6): a noble pays for a message that an operator reviews. The
 * diamonds wait in the platform's `reviewHeld` account: approval makes them revenue and shows
 * the horn to every page; refusal returns them. A horn is decided once, however many operators
 * press at the same time.
 */
export class HornService {
  constructor(
    private readonly repository: HornRepository,
    private readonly deps: HornServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private async view(id: number): Promise<Horn> {
    const view = await this.repository.horn(id);
    if (!view) throw new AppError('horn.notFound', { httpStatus: 404 });
    return toHorn(view);
  }

  async send(
    userId: number,
    request: { text: string; room_id?: number | undefined; request_id?: string | undefined },
  ): Promise<{ horn: Horn; wallet: Wallet }> {
    if (!(await this.deps.nobles.mine(userId))) {
      throw new AppError('horn.noblesOnly', { httpStatus: 403 });
    }
    this.deps.blockedWords.refuseIfBlocked(request.text);
    await this.deps.siteMute?.refuseIfMuted(userId);
    const limit = await this.deps.rateLimiter.hit(`horn:${userId}`, SEND_LIMIT);
    if (!limit.allowed) throw new AppError('engagement.busy', { httpStatus: 429 });
    // The banner links to the room: it must be one that exists.
    if (request.room_id !== undefined && !(await this.repository.roomExists(request.room_id))) {
      throw new AppError('live.roomNotFound', { httpStatus: 404 });
    }
    const costMinor = HORN.priceDiamonds * MONEY.diamondMinorUnits;
    const requestId = request.request_id ?? null;
    let id: number;
    try {
      id = await this.deps.ledger.transaction(async (tx) => {
        const inserted = await this.repository.insertHorn(tx, {
          userId,
          roomId: request.room_id ?? null,
          text: request.text,
          costMinor,
          requestId,
        });
        if (inserted === null) throw new RepeatedRequest();
        await this.deps.ledger.post(tx, {
          reason: 'horn',
          causeId: inserted,
          movements: [
            { from: member(userId, 'diamonds'), to: platform('reviewHeld'), amount: costMinor },
          ],
        });
        return inserted;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughDiamonds');
      if (!(error instanceof RepeatedRequest)) throw error;
      const existing = await this.repository.hornIdByRequest(userId, requestId ?? '');
      if (existing === null) throw error;
      id = existing;
    }
    return { horn: await this.view(id), wallet: await this.deps.ledger.wallet(userId) };
  }

  async mine(userId: number, status: HornStatus | undefined, page: number) {
    const window = pageWindow(page, HORN.pageSize);
    const rows = await this.repository.hornsOf(userId, status, window.offset, window.limit);
    return {
      list: rows.slice(0, HORN.pageSize).map(toHorn),
      has_more: rows.length > HORN.pageSize,
    };
  }

  async recent(): Promise<Horn[]> {
    const since = new Date(this.now() - HORN.recentHours * 3_600_000);
    return (await this.repository.approvedSince(since, HORN.recentSize)).map(toHorn);
  }

  async waiting(operatorId: number, page: number) {
    await requireOperator(this.deps.db, operatorId);
    const window = pageWindow(page, HORN.pageSize);
    const rows = await this.repository.waiting(window.offset, window.limit);
    return {
      list: rows.slice(0, HORN.pageSize).map(toHorn),
      has_more: rows.length > HORN.pageSize,
    };
  }

  async review(
    operatorId: number,
    request: { id: number; approve: boolean; note: string },
  ): Promise<Horn> {
    await requireOperator(this.deps.db, operatorId);
    const decided = await this.deps.ledger.transaction(async (tx) => {
      const row = await this.repository.decide(tx, request.id, {
        status: request.approve ? 'succeeded' : 'failed',
        note: request.note,
        reviewerId: operatorId,
        at: new Date(this.now()),
      });
      if (!row) return null;
      await this.deps.ledger.post(tx, {
        reason: request.approve ? 'horn' : 'horn_refund',
        causeId: request.id,
        idempotencyKey: `horn-review:${request.id}`,
        movements: [
          {
            from: platform('reviewHeld'),
            to: request.approve ? platform('revenue') : member(row.userId, 'diamonds'),
            amount: row.costMinor,
          },
        ],
      });
      return row;
    });
    if (!decided) throw new AppError('horn.reviewed', { httpStatus: 409 });
    const horn = await this.view(request.id);
    if (request.approve) {
      await this.deps.liveData
        .publish({ kind: 'all' }, { code: 200, type: 'horn', data: horn })
        .catch((error: unknown) => warnThrottled(this.deps.logger, 'horn push failed', error));
    } else {
      await this.deps.notifier.notify(decided.userId, 'horn_refund');
    }
    return horn;
  }
}
