import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { Money } from '../money/money-module';
import { FanGroupsRepository } from './fan-groups.repository';
import { registerFanGroupRoutes } from './fan-groups.routes';
import { FanGroupsService } from './fan-groups.service';
import { WatchIntimacy } from './watch-intimacy';

export type FanGroupsDeps = Pick<Platform, 'config' | 'database' | 'events'> & {
  money: Pick<Money, 'ledger' | 'notifier'>;
};

const LAPSE_EVERY_MS = 3_600_000;
const SETTLE_EVERY_MS = 60_000;

/**
 * Fan groups (`Group/*`). Intimacy comes from what other modules announce: gifts (and fan
 * lights, which join), room chat and presence ticks. Outside tests, fees' income settles every
 * minute and idle members lose a level hourly (tests call both with their own clock).
 */
export function installFanGroups(app: FastifyInstance, deps: FanGroupsDeps) {
  const repository = new FanGroupsRepository(deps.database.db);
  const fans = new FanGroupsService(repository, {
    ledger: deps.money.ledger,
    notifier: deps.money.notifier,
    platformSharePercent: deps.config.money.giftPlatformSharePercent,
    settlementDelayMs: deps.config.money.giftSettlementDelaySeconds * 1000,
  });
  registerFanGroupRoutes(app, fans);

  const watching = new WatchIntimacy({
    anchorOfRoom: (roomId) => repository.anchorOfRoom(roomId),
    earn: (earnings) => fans.earn(earnings),
  });
  const { events } = deps;
  const stops = [
    events.on('gift.sent', (gift) => fans.giftSent(gift)),
    events.on('chat.roomMessage', ({ memberId, roomId }) => fans.chatted(roomId, memberId)),
    events.on('presence.tick', ({ memberships, seconds }) => watching.tick(memberships, seconds)),
  ];
  const timers: NodeJS.Timeout[] = [];
  if (deps.config.env !== 'test') {
    const every = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        work().catch((error: unknown) => app.log.warn({ err: error }, 'fan group job failed'));
      }, ms);
      timer.unref();
      timers.push(timer);
    };
    every(SETTLE_EVERY_MS, () => fans.settleFeesDue());
    every(LAPSE_EVERY_MS, () => fans.lapseIdle());
  }
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    for (const timer of timers) clearInterval(timer);
  });
  return { fans, watching };
}

export type FanGroups = ReturnType<typeof installFanGroups>;
