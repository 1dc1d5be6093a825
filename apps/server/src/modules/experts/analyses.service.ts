import {
  DEFAULT_COMPANY_ID,
  EXPERT_LIMITS,
  MARKET_PICKS,
  MONEY,
  minorToDiamonds,
  type Analysis,
  type AnalysisDetail,
  type AnalysisMarket,
  type AnalysisPick,
  type AnalysisResult,
  type MatchSummary,
} from '@tifo/contract';
import { summaryOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';
import { AppError } from '../../platform/http/app-error';
import { member, platform } from '../money/ledger/ledger-accounts';
import { InsufficientFundsError, type LedgerService } from '../money/ledger/ledger.service';
import type { WalletNotifier } from '../money/wallet-notifier';
import type { AnalysisFilter, AnalysisRow, ExpertsRepository } from './experts.repository';
import type { ExpertsService } from './experts.service';
import { marketSnapshot, pickOdds } from './market-snapshot';

export interface AnalysesServiceDeps {
  feed: ScoreFeed;
  ledger: LedgerService;
  notifier: Pick<WalletNotifier, 'notify'>;
  experts: Pick<ExpertsService, 'requireExpert'>;
}

const DAY_MS = 86_400_000;
/** Analyses one expert may publish in 24 hours. */
const PUBLISH_PER_DAY = 50;
/** How far ahead /foresight looks. */
const FORESIGHT_DAYS = 3;

type Page = { offset: number; limit: number };
const pageOf = (page: number): Page => ({
  offset: (page - 1) * EXPERT_LIMITS.pageSize,
  limit: EXPERT_LIMITS.pageSize + 1,
});

/**
 * Analyses: published by experts before kick-off and never edited (corrections are appended),
 * sold for diamonds held in escrow until the result settles them (`analysis-settlement.ts`).
 * The pick and the reasoning leave the server only for a viewer allowed to read them.
 */
export class AnalysesService {
  constructor(
    private readonly repository: ExpertsRepository,
    private readonly deps: AnalysesServiceDeps,
  ) {}

  async publish(
    userId: number,
    input: {
      match_id: string;
      market: AnalysisMarket;
      pick: AnalysisPick;
      confidence: number;
      title: string;
      reasoning: string;
      price: number;
    },
  ): Promise<{ id: number }> {
    const expert = await this.deps.experts.requireExpert(userId);
    const { feed } = this.deps;
    const match = feed.match(input.match_id);
    if (!match) throw new AppError('analysis.matchNotFound', { httpStatus: 404 });
    const now = feed.now();
    const state = feed.stateAt(match.id, now);
    if (match.kickoff <= now || (state && state.status !== 'not_started')) {
      throw new AppError('analysis.kickedOff');
    }
    if (!MARKET_PICKS[input.market].includes(input.pick)) {
      throw new AppError('analysis.pickNotInMarket');
    }
    const odds = feed.odds(match.id, DEFAULT_COMPANY_ID, state);
    const prices = odds ? marketSnapshot(odds, input.market) : null;
    const price = prices ? pickOdds(prices, input.pick) : null;
    if (!prices || price === null) {
      // A basketball moneyline has no draw: the pick is not in that market.
      throw new AppError(prices ? 'analysis.pickNotInMarket' : 'analysis.noLine');
    }
    if ((await this.repository.publishedSince(userId, new Date(now - DAY_MS))) >= PUBLISH_PER_DAY) {
      throw new AppError('analysis.tooMany', { httpStatus: 429 });
    }
    const id = await this.repository.insertAnalysis({
      expertId: userId,
      matchId: match.id,
      sport: match.sport,
      competitionId: match.competitionId,
      kickoff: new Date(match.kickoff),
      matchSnapshot: summaryOf(feed, match, now),
      market: input.market,
      line: prices.line,
      prices,
      pick: input.pick,
      pickOdds: price,
      confidence: input.confidence,
      title: input.title,
      reasoning: input.reasoning,
      priceMinor: input.price * MONEY.diamondMinorUnits,
      refundIfWrong: expert.refundIfWrong,
    });
    if (id === null) throw new AppError('analysis.duplicate');
    return { id };
  }

  async correct(userId: number, id: number, text: string): Promise<{ id: number }> {
    const row = await this.repository.analysis(id);
    if (!row) throw new AppError('analysis.notFound', { httpStatus: 404 });
    if (row.expertId !== userId) throw new AppError('analysis.notYours', { httpStatus: 403 });
    return { id: await this.repository.insertCorrection(id, text) };
  }

  async list(
    viewerId: number | null,
    query: {
      expert_id?: number | undefined;
      match_id?: string | undefined;
      status: 'open' | 'settled' | 'all';
      page: number;
    },
  ) {
    const filter: AnalysisFilter = {
      expertId: query.expert_id,
      matchId: query.match_id,
      settled: query.status === 'all' ? undefined : query.status === 'settled',
    };
    const rows = await this.repository.analyses(filter, pageOf(query.page));
    return this.page(viewerId, rows);
  }

  async purchased(userId: number, page: number) {
    const rows = await this.repository.purchasedBy(userId, pageOf(page));
    return this.page(userId, rows);
  }

  private async page(viewerId: number | null, rows: AnalysisRow[]) {
    const shown = rows.slice(0, EXPERT_LIMITS.pageSize);
    return {
      list: await this.views(viewerId, shown),
      has_more: rows.length > shown.length,
    };
  }

  async detail(viewerId: number | null, id: number): Promise<AnalysisDetail> {
    const row = await this.repository.analysis(id);
    if (!row) throw new AppError('analysis.notFound', { httpStatus: 404 });
    const [view] = await this.views(viewerId, [row]);
    if (!view) throw new AppError('analysis.notFound', { httpStatus: 404 });
    const corrections = view.visible ? await this.repository.corrections(id) : [];
    return {
      ...view,
      reasoning: view.visible ? row.reasoning : null,
      corrections: corrections.map((correction) => ({
        text: correction.text,
        created_at: correction.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Buys a paid analysis before kick-off: the price leaves the buyer's diamonds for the escrow
   * account, in one transaction with the purchase row (whose unique key lets one purchase
   * through however many arrive at once). Buying twice charges once.
   */
  async buy(userId: number, id: number): Promise<AnalysisDetail> {
    const row = await this.repository.analysis(id);
    if (!row) throw new AppError('analysis.notFound', { httpStatus: 404 });
    if (row.expertId === userId) throw new AppError('analysis.ownAnalysis');
    const bought = (await this.repository.boughtAmong(userId, [id])).has(id);
    if (row.priceMinor > 0 && !bought) {
      if (row.result !== null || this.deps.feed.now() >= row.kickoff.getTime()) {
        throw new AppError('analysis.kickedOff');
      }
      try {
        await this.deps.ledger.transaction(async (tx) => {
          const purchaseId = await this.repository.insertPurchase(tx, {
            analysisId: id,
            buyerId: userId,
            expertId: row.expertId,
            priceMinor: row.priceMinor,
          });
          if (purchaseId === null) return;
          await this.deps.ledger.post(tx, {
            reason: 'analysis',
            causeId: purchaseId,
            memo: `${row.title} · ${minorToDiamonds(row.priceMinor)}`,
            movements: [
              {
                from: member(userId, 'diamonds'),
                to: platform('analysisEscrow'),
                amount: row.priceMinor,
              },
            ],
          });
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new AppError('money.notEnoughDiamonds');
        }
        throw error;
      }
      await this.deps.notifier.notify(userId, 'analysis');
    }
    return this.detail(userId, id);
  }

  /** Matches of the next days with their analyses counted, and how experts picked from 3 on. */
  async foresight(sport: 'football' | 'basketball', page: number) {
    const { feed } = this.deps;
    const now = feed.now();
    const matches = feed
      .matchesBetween(now, now + FORESIGHT_DAYS * DAY_MS)
      .filter((match) => match.sport === sport);
    const window = pageOf(page);
    const shown = matches.slice(window.offset, window.offset + EXPERT_LIMITS.pageSize);
    const counts = await this.repository.ofMatches(shown.map((match) => match.id));
    return {
      list: shown.map((match) => {
        const mine = counts.filter((count) => count.matchId === match.id);
        const markets = (['1x2', 'handicap', 'total'] as const).flatMap((market) => {
          const picks = mine.filter((count) => count.market === market);
          const total = picks.reduce((sum, count) => sum + count.count, 0);
          if (total === 0) return [];
          return [
            {
              market,
              count: total,
              // Under three analyses the split would tell a paid pick: counts only.
              picks:
                total < EXPERT_LIMITS.crowdMinSample
                  ? []
                  : picks
                      .map((count) => ({ pick: count.pick as AnalysisPick, count: count.count }))
                      .sort((a, b) => b.count - a.count),
            },
          ];
        });
        return {
          match: summaryOf(feed, match, now),
          analysis_count: markets.reduce((sum, market) => sum + market.count, 0),
          markets,
        };
      }),
      has_more: matches.length > window.offset + EXPERT_LIMITS.pageSize,
    };
  }

  /** Rows as a viewer may see them: the pick only when free, bought, theirs or settled. */
  async views(viewerId: number | null, rows: AnalysisRow[]): Promise<Analysis[]> {
    const ids = rows.map((row) => row.id);
    const [bought, briefs] = await Promise.all([
      viewerId === null ? new Set<number>() : this.repository.boughtAmong(viewerId, ids),
      this.repository.briefs([...new Set(rows.map((row) => row.expertId))]),
    ]);
    const now = this.deps.feed.now();
    return rows.map((row) => {
      const mine = viewerId !== null && row.expertId === viewerId;
      const purchased = bought.has(row.id);
      const settled = row.result !== null;
      const visible = row.priceMinor === 0 || mine || purchased || settled;
      const brief = briefs.get(row.expertId);
      return {
        id: row.id,
        expert: {
          id: row.expertId,
          nickname: brief?.nickname ?? '',
          avatar: brief?.avatar ?? '',
          title: brief?.title ?? '',
        },
        match: this.matchOf(row, now),
        market: row.market as AnalysisMarket,
        line: row.line,
        market_prices: row.prices,
        title: row.title,
        confidence: row.confidence,
        price: minorToDiamonds(row.priceMinor),
        refund_if_wrong: row.refundIfWrong,
        status: settled ? 'settled' : now < row.kickoff.getTime() ? 'open' : 'closed',
        result: (row.result as AnalysisResult | null) ?? null,
        visible,
        pick: visible ? (row.pick as AnalysisPick) : null,
        pick_odds: visible ? row.pickOdds : null,
        purchased,
        buyer_count: row.buyerCount,
        mine,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  /** The match as the feed shows it now, else as it was at publication with its final score. */
  private matchOf(row: AnalysisRow, now: number): MatchSummary {
    const match = this.deps.feed.match(row.matchId);
    if (match) return summaryOf(this.deps.feed, match, now);
    const snapshot = row.matchSnapshot;
    if (row.homeScore === null || row.awayScore === null) return snapshot;
    return {
      ...snapshot,
      status: 'finished',
      match_str: 'FT',
      home: { ...snapshot.home, score: row.homeScore },
      away: { ...snapshot.away, score: row.awayScore },
    };
  }
}
