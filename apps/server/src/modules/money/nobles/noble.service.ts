import {
  LIMITS,
  MONEY,
  NOBLE_MONTH_DAYS,
  NOBLE_TIERS,
  type Language,
  type NobleState,
  type Wallet,
} from '@tifo/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { member, platform } from '../ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service';
import type { RewardRulesService } from '../../rewards/reward-rules';
import type { NobleRepository, NobleRow } from './noble.repository';

const MONTH_MS = NOBLE_MONTH_DAYS * 86_400_000;
const FREE_BARRAGES = LIMITS.nobleFreeAdvertisingBarragesPerMonth;

const TIER_NAMES: Record<string, Record<Language, string>> = {
  knight: { zh: '骑士', en: 'Knight', vi: 'Hiệp sĩ' },
  baron: { zh: '男爵', en: 'Baron', vi: 'Nam tước' },
  earl: { zh: '伯爵', en: 'Earl', vi: 'Bá tước' },
  duke: { zh: '公爵', en: 'Duke', vi: 'Công tước' },
  king: { zh: '国王', en: 'King', vi: 'Quốc vương' },
};

/** The free-barrage month: China time, as the rankings and statements. */
function chinaMonth(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);
}

export interface NobleServiceDeps {
  ledger: LedgerService;
  /** Monthly prices come from the reward rules in force. */
  rules: Pick<RewardRulesService, 'current'>;
  now?: () => number;
}

/**
 * Noble rank (spec §6): bought monthly in diamonds. A renewal extends the current expiry; an
 * upgrade starts now and credits the unused time of the lower tier; buying a lower tier while a
 * higher one lasts is refused (it would throw paid time away). The unused time is credited at
 * the lower of today's price and the least the member ever paid for a month of that tier, so
 * an administrator raising a price (even between two of the member's renewals) never turns
 * time bought cheaply into a larger credit.
 */
export class NobleService {
  constructor(
    private readonly repository: NobleRepository,
    private readonly deps: NobleServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private tierPriceMinor(tier: number): number {
    const price = this.deps.rules.current().nobles.find((candidate) => candidate.tier === tier);
    if (!price) throw new AppError('request.invalid', { params: { fields: 'tier' } });
    return price.monthly_diamonds * MONEY.diamondMinorUnits;
  }

  private state(row: NobleRow | null): NobleState | null {
    if (!row || row.expiresAt.getTime() <= this.now()) return null;
    const used = row.barrageMonth === chinaMonth(this.now()) ? row.barragesUsed : 0;
    return {
      tier: row.tier,
      expires_at: row.expiresAt.toISOString(),
      free_barrages_left: Math.max(0, FREE_BARRAGES - used),
    };
  }

  tiers(language: Language) {
    const prices = this.deps.rules.current().nobles;
    return NOBLE_TIERS.map((tier) => ({
      tier: tier.tier,
      key: tier.key,
      name: TIER_NAMES[tier.key]?.[language] ?? tier.key,
      monthly_diamonds:
        prices.find((price) => price.tier === tier.tier)?.monthly_diamonds ?? tier.monthlyDiamonds,
      free_barrages: FREE_BARRAGES,
    }));
  }

  async mine(userId: number): Promise<NobleState | null> {
    return this.state(await this.repository.nobleOf(userId));
  }

  /** The tier held now, 0 for none (user info, chat badges). */
  async tierOf(userId: number): Promise<number> {
    return (await this.mine(userId))?.tier ?? 0;
  }

  async buy(
    userId: number,
    request: { tier: number; months: number },
  ): Promise<{ noble: NobleState; paid: number; wallet: Wallet }> {
    const price = this.tierPriceMinor(request.tier) * request.months;
    let paid = 0;
    try {
      await this.deps.ledger.transaction(async (tx) => {
        await this.repository.lockMember(tx, userId);
        const now = this.now();
        const current = this.state(await this.repository.nobleOf(userId, tx));
        const currentExpiry = current ? Date.parse(current.expires_at) : now;
        let expiresAt = now + request.months * MONTH_MS;
        let credit = 0;
        if (current && current.tier > request.tier) {
          throw new AppError('money.nobleLowerTier', {
            params: { until: current.expires_at.slice(0, 10) },
          });
        }
        if (current?.tier === request.tier) expiresAt = currentExpiry + request.months * MONTH_MS;
        if (current && current.tier < request.tier) {
          const paidMonthly = await this.repository.lowestMonthlyPrice(tx, userId, current.tier);
          const monthly = Math.min(this.tierPriceMinor(current.tier), paidMonthly ?? 0);
          credit = Math.floor((monthly * (currentExpiry - now)) / MONTH_MS);
        }
        paid = Math.max(0, price - credit);
        const purchaseId = await this.repository.insertPurchase(tx, {
          userId,
          tier: request.tier,
          months: request.months,
          priceMinor: price,
          creditMinor: credit,
          paidMinor: paid,
          expiresAt: new Date(expiresAt),
        });
        await this.repository.saveNoble(tx, {
          userId,
          tier: request.tier,
          expiresAt: new Date(expiresAt),
        });
        await this.deps.ledger.post(tx, {
          reason: 'noble',
          causeId: purchaseId,
          movements: [{ from: member(userId, 'diamonds'), to: platform('revenue'), amount: paid }],
        });
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('money.notEnoughDiamonds');
      throw error;
    }
    const noble = await this.mine(userId);
    if (!noble) throw new Error('noble purchase left no active rank');
    return {
      noble,
      paid: paid / MONEY.diamondMinorUnits,
      wallet: await this.deps.ledger.wallet(userId),
    };
  }

  /** Uses one of this month's 30 free advertising barrages; false when none is left. */
  useFreeBarrage(userId: number, db?: Database): Promise<boolean> {
    const now = this.now();
    return this.repository.useFreeBarrage(
      userId,
      chinaMonth(now),
      new Date(now),
      FREE_BARRAGES,
      db,
    );
  }
}
