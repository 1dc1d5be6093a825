import type { AnalysisMarket, AnalysisPick } from '@tifo/contract';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Database } from '../../platform/db/database';
import { member, pickSlot, platform } from '../money/ledger/ledger-accounts';
import { settleIncome } from '../money/income-settlement';
import type { LedgerService } from '../money/ledger/ledger.service';
import type { WalletNotifier } from '../money/wallet-notifier';
import type { AnalysisRow, ExpertsRepository } from './experts.repository';
import { gradePick, type Graded } from './grading';

export interface AnalysisSettlementDeps {
  feed: Pick<ScoreFeed, 'now' | 'match' | 'stateAt'>;
  ledger: LedgerService;
  notifier: Pick<WalletNotifier, 'notify'>;
  /** The platform's share of an analysis sold, in percent. */
  platformSharePercent: number;
  /** How long the expert's share stays pending income. */
  settlementDelayMs: number;
  /** Told after analyses settle (the ranking cache). */
  onSettled?: () => void;
}

const BATCH = 50;
/** A match the feed no longer knows is void once this long past its kick-off. */
const FORGOTTEN_MATCH_VOID_MS = 3 * 86_400_000;

/**
 * Settles analyses from the feed's final results, then their purchases: the escrowed price goes
 * back to the buyer (a void match; a lost analysis of an expert who refunds) or, the platform's
 * share taken, to the expert as pending income, which settles to withdrawable after the delay.
 * Every instance may run it: rows are locked and skipped by the others.
 */
export class AnalysisSettlement {
  constructor(
    private readonly repository: ExpertsRepository,
    private readonly deps: AnalysisSettlementDeps,
  ) {}

  /** The outcome of an analysis now, or null while its match is still to be decided. */
  outcome(row: AnalysisRow, now: number): (Graded & { home: number; away: number }) | null {
    const match = this.deps.feed.match(row.matchId);
    if (!match) {
      return now - row.kickoff.getTime() > FORGOTTEN_MATCH_VOID_MS
        ? { result: 'void', returnUnits: 0, home: 0, away: 0 }
        : null;
    }
    const state = this.deps.feed.stateAt(match.id, now);
    if (!state) return null;
    if (state.status === 'postponed' || state.status === 'cancelled') {
      return { result: 'void', returnUnits: 0, home: state.score.home, away: state.score.away };
    }
    if (state.status !== 'finished') return null;
    const graded = gradePick(
      {
        market: row.market as AnalysisMarket,
        pick: row.pick as AnalysisPick,
        line: row.line,
        odds: row.pickOdds,
      },
      state.score,
    );
    return { ...graded, home: state.score.home, away: state.score.away };
  }

  /** Settles every analysis whose match is decided; returns how many settled. */
  async settleDue(): Promise<number> {
    const now = this.deps.feed.now();
    let afterId = 0;
    let settled = 0;
    const touched = new Set<number>();
    for (;;) {
      const batch = await this.deps.ledger.transaction(async (tx) => {
        const rows = await this.repository.dueForSettlement(tx, new Date(now), afterId, BATCH);
        let count = 0;
        for (const row of rows) {
          const outcome = this.outcome(row, now);
          if (!outcome) continue;
          await this.repository.markSettled(tx, row.id, {
            result: outcome.result,
            returnUnits: outcome.returnUnits,
            homeScore: outcome.home,
            awayScore: outcome.away,
            settledAt: new Date(now),
          });
          for (const buyer of await this.settlePurchases(tx, row, outcome.result, now)) {
            touched.add(buyer);
          }
          touched.add(row.expertId);
          count += 1;
        }
        return { last: rows.at(-1)?.id ?? null, count };
      });
      settled += batch.count;
      if (batch.last === null) break;
      afterId = batch.last;
    }
    if (settled > 0) this.deps.onSettled?.();
    for (const userId of touched) await this.deps.notifier.notify(userId, 'analysis_settled');
    return settled;
  }

  /** Refunds or pays out the held purchases of a settled analysis; returns the buyers touched. */
  private async settlePurchases(
    tx: Database,
    row: AnalysisRow,
    result: string,
    now: number,
  ): Promise<number[]> {
    const held = await this.repository.heldPurchases(tx, row.id);
    if (held.length === 0) return [];
    const refund = result === 'void' || (result === 'lost' && row.refundIfWrong);
    if (refund) {
      await this.deps.ledger.post(tx, {
        reason: 'analysis_refund',
        causeId: row.id,
        memo: row.title,
        movements: held.map((purchase) => ({
          from: platform('analysisEscrow'),
          to: member(purchase.buyerId, 'diamonds'),
          amount: purchase.priceMinor,
        })),
      });
      for (const purchase of held) {
        await this.repository.updatePurchase(tx, purchase.id, { status: 'refunded' });
      }
      return held.map((purchase) => purchase.buyerId);
    }
    const slot = pickSlot('pending');
    const movements = held.flatMap((purchase) => {
      const platformShare = Math.floor(
        (purchase.priceMinor * this.deps.platformSharePercent) / 100,
      );
      return [
        {
          from: platform('analysisEscrow'),
          to: member(row.expertId, 'pending', slot),
          amount: purchase.priceMinor - platformShare,
        },
        { from: platform('analysisEscrow'), to: platform('revenue'), amount: platformShare },
      ];
    });
    await this.deps.ledger.post(tx, {
      reason: 'analysis_income',
      causeId: row.id,
      memo: row.title,
      movements,
    });
    for (const purchase of held) {
      const platformShare = Math.floor(
        (purchase.priceMinor * this.deps.platformSharePercent) / 100,
      );
      await this.repository.updatePurchase(tx, purchase.id, {
        status: 'pending',
        incomeMinor: purchase.priceMinor - platformShare,
        incomeSlot: slot,
        settleAt: new Date(now + this.deps.settlementDelayMs),
      });
    }
    return [];
  }

  /** Moves experts' pending analysis income whose delay is over to withdrawable. */
  async settleIncomeDue(now: number = Date.now()): Promise<number> {
    let settled = 0;
    for (;;) {
      const experts = await this.deps.ledger.transaction(async (tx) => {
        const due = await this.repository.dueIncome(tx, new Date(now), 500);
        if (due.length === 0) return null;
        for (const purchase of due) {
          await this.repository.updatePurchase(tx, purchase.id, { status: 'settled' });
        }
        settled += due.length;
        return settleIncome(
          this.deps.ledger,
          tx,
          due.map((purchase) => ({
            userId: purchase.expertId,
            slot: purchase.incomeSlot,
            amountMinor: purchase.incomeMinor,
          })),
        );
      });
      if (!experts) return settled;
      for (const expertId of experts) await this.deps.notifier.notify(expertId, 'settlement');
    }
  }
}
