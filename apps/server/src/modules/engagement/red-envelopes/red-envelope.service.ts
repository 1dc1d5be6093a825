import {
  MONEY,
  RED_ENVELOPE,
  minorToDiamonds,
  type RedEnvelope,
  type RedEnvelopeChangedEvent,
  type RedEnvelopeClaim,
  type Wallet,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/http/app-error';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../../realtime/live-data-hub';
import type { RecentRoomVisits } from '../../../realtime/room-visits';
import type { LiveRepository } from '../../live/live.repository';
import { viewerStateOf } from '../../live/room-roles';
import { member, platform } from '../../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../../money/ledger/ledger.service';
import { isUniqueViolation } from '../../money/ledger/pg-errors';
import type { WalletNotifier } from '../../money/wallet-notifier';
import type { RedEnvelopeRepository, EnvelopeView } from './red-envelope.repository';
import { splitShares } from './split-shares';
import type { BlockedWordsCheck } from '../../chat/blocked-words.service';
import { warnThrottled } from '../../../platform/logging/throttled-warn';

const SEND_LIMIT = { limit: 10, windowMs: 60_000 };
const CLAIM_LIMIT = { limit: 30, windowMs: 60_000 };
const REFUND_BATCH = 100;
/** Times a claim looks again when the last free shares were being taken by others. */
const CLAIM_ATTEMPTS = 3;

export interface RedEnvelopeServiceDeps {
  ledger: LedgerService;
  liveData: Pick<LiveDataHub, 'publish'>;
  notifier: WalletNotifier;
  rateLimiter: RateLimiter;
  /** Who was in which room lately: only viewers of the room may claim its envelopes. */
  visits: Pick<RecentRoomVisits, 'seenRecently'>;
  /** Room sanctions: a member kicked from the room may not claim there. */
  liveRepository: LiveRepository;
  logger: FastifyBaseLogger;
  now?: () => number;
  /** Operators' blocked words: refused in envelope messages as in chat. */
  blockedWords?: BlockedWordsCheck;
}

class RepeatedRequest extends Error {}

function statusOf(view: EnvelopeView, now: number): RedEnvelope['status'] {
  if (view.remainingCount === 0) return 'finished';
  if (view.envelope.refundedAt || view.envelope.expiresAt.getTime() <= now) return 'expired';
  return 'open';
}

/**
 * Red envelopes in live rooms (spec §7): the sender's diamonds wait in the platform's
 * `envelopes` account, split into shares when the envelope is made; a claim takes one free
 * share (one per member, enforced by a unique key) and moves it to the claimer; at expiry the
 * unclaimed shares go back to the sender. Claims and the refund serialise on the envelope row.
 */
export class RedEnvelopeService {
  constructor(
    private readonly repository: RedEnvelopeRepository,
    private readonly deps: RedEnvelopeServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private toEnvelope(view: EnvelopeView): RedEnvelope {
    const { envelope } = view;
    return {
      id: envelope.id,
      room_id: envelope.roomId,
      sender: { id: envelope.senderId, nickname: view.nickname, avatar: view.avatar },
      total: minorToDiamonds(envelope.totalMinor),
      count: envelope.count,
      remaining_count: view.remainingCount,
      message: envelope.message,
      status: statusOf(view, this.now()),
      created_at: envelope.createdAt.toISOString(),
      expires_at: envelope.expiresAt.toISOString(),
      my_share: view.myShare === null ? null : minorToDiamonds(Number(view.myShare)),
    };
  }

  private async envelope(id: number, viewerId: number | null): Promise<RedEnvelope> {
    const view = await this.repository.view(id, viewerId);
    if (!view) throw new AppError('redEnvelope.notFound', { httpStatus: 404 });
    return this.toEnvelope(view);
  }

  async send(
    senderId: number,
    request: {
      room_id: number;
      total: number;
      count: number;
      message: string;
      request_id?: string | undefined;
    },
  ): Promise<{ envelope: RedEnvelope; wallet: Wallet }> {
    this.deps.blockedWords?.refuseIfBlocked(request.message, 'text.blockedWord');
    const limit = await this.deps.rateLimiter.hit(`red-envelope:${senderId}`, SEND_LIMIT);
    if (!limit.allowed) throw new AppError('engagement.busy', { httpStatus: 429 });
    const room = await this.repository.room(request.room_id);
    if (!room) throw new AppError('live.roomNotFound', { httpStatus: 404 });
    if (room.liveStatus !== 'live' || room.sealedAt) throw new AppError('money.roomNotLive');
    const totalMinor = request.total * MONEY.diamondMinorUnits;
    const requestId = request.request_id ?? null;
    let id: number;
    try {
      id = await this.deps.ledger.transaction(async (tx) => {
        const inserted = await this.repository.insert(tx, {
          senderId,
          roomId: room.id,
          totalMinor,
          count: request.count,
          message: request.message,
          requestId,
          expiresAt: new Date(this.now() + RED_ENVELOPE.ttlMinutes * 60_000),
        });
        if (inserted === null) throw new RepeatedRequest();
        await this.repository.insertShares(tx, inserted, splitShares(totalMinor, request.count));
        await this.deps.ledger.post(tx, {
          reason: 'red_envelope',
          causeId: inserted,
          movements: [
            { from: member(senderId, 'diamonds'), to: platform('envelopes'), amount: totalMinor },
          ],
        });
        return inserted;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughDiamonds');
      if (!(error instanceof RepeatedRequest)) throw error;
      // A retried request: the envelope it made, nothing taken again.
      const existing = await this.repository.idByRequest(senderId, requestId ?? '');
      if (existing === null) throw error;
      return { envelope: await this.envelope(existing, null), wallet: await this.wallet(senderId) };
    }
    const envelope = await this.envelope(id, null);
    await this.push(room.id, 'redEnvelope', envelope);
    return { envelope, wallet: await this.wallet(senderId) };
  }

  async roomList(roomId: number, viewerId: number | null): Promise<RedEnvelope[]> {
    const views = await this.repository.openInRoom(roomId, viewerId, new Date(this.now()));
    return views.map((view) => this.toEnvelope(view));
  }

  async info(id: number, viewerId: number | null) {
    const envelope = await this.envelope(id, viewerId);
    const rows = await this.repository.claims(id);
    const claims: RedEnvelopeClaim[] = rows.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      avatar: row.avatar,
      amount: minorToDiamonds(row.amountMinor),
      claimed_at: row.claimedAt?.toISOString() ?? '',
    }));
    return { envelope, claims };
  }

  async claim(userId: number, id: number) {
    const limit = await this.deps.rateLimiter.hit(`red-envelope-claim:${userId}`, CLAIM_LIMIT);
    if (!limit.allowed) throw new AppError('engagement.busy', { httpStatus: 429 });
    await this.refuseOutsiders(userId, id);
    let taken: { amountMinor: number; roomId: number };
    try {
      taken = await this.takeShare(userId, id);
    } catch (error) {
      if (isUniqueViolation(error, 'red_envelope_shares_claimer_key')) {
        throw new AppError('redEnvelope.already', { httpStatus: 409 });
      }
      throw error;
    }
    const envelope = await this.envelope(id, userId);
    await this.push(taken.roomId, 'redEnvelopeChanged', {
      id,
      room_id: taken.roomId,
      remaining_count: envelope.remaining_count,
      status: envelope.status,
    } satisfies RedEnvelopeChangedEvent);
    return {
      amount: minorToDiamonds(taken.amountMinor),
      envelope,
      wallet: await this.wallet(userId),
    };
  }

  /**
   * Envelopes are for the room's viewers: not the sender (it would only hand their own diamonds
   * back), not a member kicked from the room, and not someone who was never there (ids are
   * sequential, so anyone could otherwise claim every room's envelopes from anywhere).
   */
  private async refuseOutsiders(userId: number, id: number): Promise<void> {
    const origin = await this.repository.origin(id);
    if (!origin) throw new AppError('redEnvelope.notFound', { httpStatus: 404 });
    if (origin.senderId === userId) throw new AppError('redEnvelope.ownEnvelope');
    const [state, present] = await Promise.all([
      viewerStateOf(
        this.deps.liveRepository,
        origin.roomId,
        userId,
        'viewer',
        new Date(this.now()),
      ),
      this.deps.visits.seenRecently(origin.roomId, userId),
    ]);
    if (state.kicked) throw new AppError('live.kicked', { httpStatus: 403 });
    if (!present) throw new AppError('redEnvelope.notInRoom', { httpStatus: 403 });
  }

  private async takeShare(userId: number, id: number) {
    for (let attempt = 1; ; attempt += 1) {
      const now = new Date(this.now());
      const result = await this.deps.ledger.transaction(async (tx) => {
        const envelope = await this.repository.lockForClaim(tx, id);
        if (!envelope) throw new AppError('redEnvelope.notFound', { httpStatus: 404 });
        if (envelope.refundedAt || envelope.expiresAt <= now) {
          throw new AppError('redEnvelope.expired', { httpStatus: 409 });
        }
        if ((await this.repository.shareOf(tx, id, userId)) !== null) {
          throw new AppError('redEnvelope.already', { httpStatus: 409 });
        }
        const amountMinor = await this.repository.takeShare(tx, id, userId, now);
        if (amountMinor === null) {
          // Others may hold the last free shares this instant; one of them could still fail.
          return (await this.repository.unclaimedCount(tx, id)) > 0 ? 'busy' : 'finished';
        }
        await this.deps.ledger.post(tx, {
          reason: 'red_envelope_claim',
          causeId: id,
          idempotencyKey: `red-envelope:${id}:${userId}`,
          movements: [
            { from: platform('envelopes'), to: member(userId, 'diamonds'), amount: amountMinor },
          ],
        });
        return { amountMinor, roomId: envelope.roomId };
      });
      if (typeof result === 'object') return result;
      if (result === 'finished' || attempt >= CLAIM_ATTEMPTS) {
        throw new AppError('redEnvelope.finished', { httpStatus: 409 });
      }
    }
  }

  /**
   * Returns the unclaimed rest of every expired envelope to its sender, in batches. Several
   * instances may run it at once: each locks its own envelopes (skip locked).
   */
  async refundDue(): Promise<number> {
    let refunded = 0;
    for (;;) {
      const done = await this.deps.ledger.transaction(async (tx) => {
        const now = new Date(this.now());
        const due = await this.repository.dueForRefund(tx, now, REFUND_BATCH);
        const results = [];
        for (const envelope of due) {
          const rest = await this.repository.unclaimedSum(tx, envelope.id);
          await this.repository.markRefunded(tx, envelope.id, rest, now);
          await this.deps.ledger.post(tx, {
            reason: 'red_envelope_refund',
            causeId: envelope.id,
            idempotencyKey: `red-envelope-refund:${envelope.id}`,
            movements: [
              {
                from: platform('envelopes'),
                to: member(envelope.senderId, 'diamonds'),
                amount: rest,
              },
            ],
          });
          results.push({ ...envelope, rest });
        }
        return results;
      });
      for (const envelope of done) {
        if (envelope.rest > 0)
          await this.deps.notifier.notify(envelope.senderId, 'red_envelope_refund');
        const view = await this.repository.view(envelope.id, null);
        if (view) {
          await this.push(envelope.roomId, 'redEnvelopeChanged', {
            id: envelope.id,
            room_id: envelope.roomId,
            remaining_count: view.remainingCount,
            status: statusOf(view, this.now()),
          } satisfies RedEnvelopeChangedEvent);
        }
      }
      refunded += done.length;
      if (done.length < REFUND_BATCH) return refunded;
    }
  }

  private wallet(userId: number): Promise<Wallet> {
    return this.deps.ledger.wallet(userId);
  }

  private async push(
    roomId: number,
    type: 'redEnvelope' | 'redEnvelopeChanged',
    data: RedEnvelope | RedEnvelopeChangedEvent,
  ) {
    await this.deps.liveData
      .publish({ kind: 'room', roomId }, { code: 200, type, data })
      .catch((error: unknown) =>
        warnThrottled(this.deps.logger, 'red envelope push failed', error),
      );
  }
}
