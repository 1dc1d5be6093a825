import type { FastifyInstance } from 'fastify';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Platform } from '../../platform/install-platform';
import type { Money } from '../money/money-module';
import { AnalysesService } from './analyses.service';
import { AnalysisSettlement } from './analysis-settlement';
import { ExpertsRepository } from './experts.repository';
import { registerExpertRoutes } from './experts.routes';
import { ExpertsService } from './experts.service';

export type ExpertsDeps = Pick<Platform, 'config' | 'database'> & {
  matches: { scoreFeed: ScoreFeed };
  money: Pick<Money, 'ledger' | 'notifier'>;
};

/** Settle every 30 s of feed time (a sped-up demo feed finishes matches faster), at most every second. */
const SETTLEMENT_FEED_INTERVAL_MS = 30_000;

/**
 * Experts and their analyses (/specialist*, /foresight, the member centre's application).
 * Analyses settle from the score feed's results every 30 s of feed time (tests settle by hand).
 */
export function installExperts(app: FastifyInstance, deps: ExpertsDeps) {
  const db = deps.database.db;
  const feed = deps.matches.scoreFeed;
  const repository = new ExpertsRepository(db);
  const experts = new ExpertsService(repository, { db, feed });
  const analyses = new AnalysesService(repository, {
    feed,
    ledger: deps.money.ledger,
    notifier: deps.money.notifier,
    experts,
  });
  const settlement = new AnalysisSettlement(repository, {
    feed,
    ledger: deps.money.ledger,
    notifier: deps.money.notifier,
    platformSharePercent: deps.config.money.analysisPlatformSharePercent,
    settlementDelayMs: deps.config.money.giftSettlementDelaySeconds * 1000,
    onSettled: () => experts.forgetRankings(),
  });
  registerExpertRoutes(app, { experts, analyses });
  if (deps.config.env !== 'test') {
    const timer = setInterval(
      () => {
        settlement
          .settleDue()
          .then(() => settlement.settleIncomeDue())
          .catch((error: unknown) => app.log.warn({ err: error }, 'analysis settlement failed'));
      },
      Math.max(1_000, SETTLEMENT_FEED_INTERVAL_MS / deps.config.feedSpeed),
    );
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
  return { experts, analyses, settlement };
}
