import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { Live } from '../live/live-module';
import type { Matches } from '../matches/matches-module';
import { BroadcastPlansRepository } from './broadcast-plans.repository';
import { registerBroadcastPlanRoutes } from './broadcast-plans.routes';
import { BroadcastPlansService } from './broadcast-plans.service';

export type BroadcastPlansDeps = Pick<Platform, 'database' | 'liveData' | 'events'> & {
  matches: Pick<Matches, 'scoreFeed'>;
  live: Pick<Live, 'live' | 'repository'>;
};

/**
 * Broadcast reservations (`Live/setLiveList` and friends). Going live (the live module's
 * `live.broadcastStarted`) starts the streamer's plan due then and reminds its fans.
 */
export function installBroadcastPlans(app: FastifyInstance, deps: BroadcastPlansDeps) {
  const plans = new BroadcastPlansService(new BroadcastPlansRepository(deps.database.db), {
    db: deps.database.db,
    feed: deps.matches.scoreFeed,
    live: deps.live.live,
    liveRepository: deps.live.repository,
    liveData: deps.liveData,
  });
  registerBroadcastPlanRoutes(app, plans);
  const stop = deps.events.on('live.broadcastStarted', async ({ anchorId, roomId }) => {
    await plans.broadcastStarted(anchorId, roomId);
  });
  app.addHook('onClose', async () => stop());
  return { plans };
}
