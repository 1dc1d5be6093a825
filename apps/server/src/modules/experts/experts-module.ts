import type { FastifyInstance } from 'fastify';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Platform } from '../../platform/install-platform';
import type { Money } from '../money/money-module';
import { AnalysesService } from './analyses.service';
import { AnalysisSettlement } from './analysis-settlement';
import { DemoAnalysts } from './demo-analysts';
import { ExpertsRepository } from './experts.repository';
import { registerExpertRoutes } from './experts.routes';
import { ExpertsService } from './experts.service';

export type ExpertsDeps = Pick<Platform, 'config' | 'database'> & {
  matches: { scoreFeed: ScoreFeed };
  money: Pick<Money, 'ledger' | 'notifier'>;
};

/** Settle every 30 s of feed time (a sped-up feed finishes matches faster), at most every second. */
const SETTLEMENT_FEED_INTERVAL_MS = 30_000;
/** The demo's experts look for matches to cover every 20 minutes of feed time. */
const DEMO_ROUND_FEED_MS = 20 * 60_000;

/**
 * Experts and their analyses (/specialist*, /foresight, the member centre's application).
 * Analyses settle from the score feed's results every 30 s of feed time (tests settle by hand);
 * on a demo install (SEED_DEMO_DATA) the demo's experts publish on the coming matches.
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
    const speed = deps.config.feedSpeed;
    const timers: NodeJS.Timeout[] = [];
    const every = (feedMs: number, work: () => Promise<unknown>) => {
      const timer = setInterval(
        () => {
          work().catch((error: unknown) => app.log.warn({ err: error }, 'expert job failed'));
        },
        Math.max(1_000, feedMs / speed),
      );
      timer.unref();
      timers.push(timer);
    };
    every(SETTLEMENT_FEED_INTERVAL_MS, () =>
      settlement.settleDue().then(() => settlement.settleIncomeDue()),
    );
    if (deps.config.seedDemoData) {
      const demo = new DemoAnalysts({ db, feed, analyses });
      every(DEMO_ROUND_FEED_MS, () => demo.publishRound());
      app.addHook('onReady', async () => {
        // Not awaited: the site is up before the demo's experts have finished their round.
        void demo.publishRound().catch((error: unknown) => {
          app.log.warn({ err: error }, 'demo analysts failed');
        });
      });
    }
    app.addHook('onClose', () => {
      for (const timer of timers) clearInterval(timer);
    });
  }
  return { experts, analyses, settlement };
}
