import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import type { Platform } from '../../platform/install-platform';
import type { Money } from '../money/money-module';
import { DistributionRepository } from './distribution.repository';
import { registerDistributionRoutes } from './distribution.routes';
import { DistributionService } from './distribution.service';

export type DistributionDeps = Pick<Platform, 'config' | 'database' | 'events'> & {
  money: Pick<Money, 'ledger' | 'notifier' | 'refunds' | 'onOrderCredited'>;
};

const SETTLE_EVERY_MS = 5 * 60_000;

/**
 * The distribution centre and channel agents. Commissions are written in the transaction that
 * credits a top-up (and reversed in the one that refunds it); outside tests they settle every
 * five minutes once their refund window is over.
 */
export function installDistribution(app: FastifyInstance, deps: DistributionDeps) {
  const { db } = deps.database;
  const settings = deps.config.money;
  const distribution = new DistributionService(new DistributionRepository(db), {
    ledger: deps.money.ledger,
    notifier: deps.money.notifier,
    refunds: deps.money.refunds,
    rates: {
      level1Percent: settings.referralLevel1Percent,
      level2Percent: settings.referralLevel2Percent,
    },
    refundWindowDays: settings.topupRefundDays,
  });
  deps.money.onOrderCredited((tx, order) => distribution.orderCredited(tx, order));
  deps.money.refunds.onRefunded((tx, order) => distribution.orderRefunded(tx, order));
  registerDistributionRoutes(app, {
    distribution,
    inviteCodeOf: async (userId) => {
      const [row] = await db
        .select({ code: users.inviteCode })
        .from(users)
        .where(eq(users.id, userId));
      return row?.code ?? '';
    },
  });
  const stopInvites = deps.events.on('user.invited', ({ inviteeId, inviterId }) =>
    distribution.inviteBound(inviteeId, inviterId),
  );
  let timer: NodeJS.Timeout | null = null;
  if (deps.config.env !== 'test') {
    timer = setInterval(() => {
      distribution
        .settleDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'commission settlement failed'));
    }, SETTLE_EVERY_MS);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    stopInvites();
    if (timer) clearInterval(timer);
  });
  return { distribution };
}
