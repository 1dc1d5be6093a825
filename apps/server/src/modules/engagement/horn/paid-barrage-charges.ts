import { BARRAGE_PRICES, MONEY, type AdvertBarrageEvent } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { LiveDataHub } from '../../../realtime/live-data-hub';
import type { BarrageCharges } from '../../chat/barrage-charges';
import { member, platform } from '../../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../../money/ledger/ledger.service';
import type { NobleService } from '../../money/nobles/noble.service';
import type { HornRepository } from './horn.repository';
import { warnThrottled } from '../../../platform/logging/throttled-warn';

export interface PaidBarrageChargesDeps {
  ledger: LedgerService;
  nobles: NobleService;
  liveData: Pick<LiveDataHub, 'publish'>;
  logger: FastifyBaseLogger;
}

/**
 * Paid barrages (1 diamond) and advertising barrages (10 diamonds, or one of a noble's 30 free
 * ones a month, used first). The diamonds are platform revenue; an advertising barrage flies
 * across the video of every live room.
 */
export class PaidBarrageCharges implements BarrageCharges {
  constructor(
    private readonly repository: HornRepository,
    private readonly deps: PaidBarrageChargesDeps,
  ) {}

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await this.deps.ledger.transaction(work);
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughDiamonds');
      throw error;
    }
  }

  async charge(
    tx: Database,
    barrage: { userId: number; roomId: number; messageId: number; kind: 'paid' | 'advert' },
  ): Promise<void> {
    const free =
      barrage.kind === 'advert' && (await this.deps.nobles.useFreeBarrage(barrage.userId, tx));
    const costMinor = free ? 0 : BARRAGE_PRICES[barrage.kind] * MONEY.diamondMinorUnits;
    const id = await this.repository.insertPaidBarrage(tx, { ...barrage, costMinor, free });
    if (costMinor === 0) return;
    await this.deps.ledger.post(tx, {
      reason: 'barrage',
      causeId: id,
      movements: [
        { from: member(barrage.userId, 'diamonds'), to: platform('revenue'), amount: costMinor },
      ],
    });
  }

  async settled(barrage: Parameters<BarrageCharges['settled']>[0]) {
    if (barrage.kind === 'advert' && barrage.created) {
      const data: AdvertBarrageEvent = {
        id: barrage.messageId,
        room_id: barrage.roomId,
        text: barrage.text,
        nickname: barrage.nickname,
        noble_tier: barrage.nobleTier,
      };
      await this.deps.liveData
        .publish({ kind: 'all' }, { code: 200, type: 'advertBarrage', data })
        .catch((error: unknown) => warnThrottled(this.deps.logger, 'advert push failed', error));
    }
    const [wallet, noble] = await Promise.all([
      this.deps.ledger.wallet(barrage.userId),
      this.deps.nobles.mine(barrage.userId),
    ]);
    return { wallet, free_barrages_left: noble ? noble.free_barrages_left : null };
  }
}
