import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { Matches } from '../matches/matches-module';
import { FavouritesRepository } from './favourites.repository';
import { registerFavouriteRoutes } from './favourites.routes';
import { FavouritesService } from './favourites.service';
import { MatchAlerts } from './match-alerts';
import { createPushSender } from './push/push-sender';
import { PushRepository } from './push/push.repository';
import { PushService } from './push/push.service';
import { vapidKeys } from './push/vapid-keys';

export type FavouritesDeps = Pick<Platform, 'config' | 'database' | 'secrets' | 'events'> & {
  matches: Pick<Matches, 'scoreFeed'>;
};

/**
 * Favourite teams and competitions, per-favourite alerts with quiet hours, and web push to
 * every device that subscribed (issue 25). Alerts follow the feed leader's events.
 */
export function installFavourites(app: FastifyInstance, deps: FavouritesDeps) {
  const { config } = deps;
  const keys = config.push.enabled
    ? vapidKeys({
        secrets: deps.secrets,
        publicKey: config.push.publicKey,
        privateKey: config.push.privateKey,
        subject: config.push.subject,
      })
    : null;
  const favourites = new FavouritesRepository(deps.database.db);
  const pushes = new PushRepository(deps.database.db);
  const service = new FavouritesService(favourites, { feed: deps.matches.scoreFeed });
  const push = new PushService(pushes, {
    keys,
    production: config.env === 'production',
    extraHosts: config.push.extraHosts,
  });
  registerFavouriteRoutes(app, service, push);
  const alerts = new MatchAlerts({
    feed: deps.matches.scoreFeed,
    favourites,
    pushes,
    sender: keys ? createPushSender(keys) : null,
    logger: app.log,
  });
  const stop = deps.events.on('match.events', ({ events }) => alerts.handle(events));
  app.addHook('onClose', async () => {
    stop();
    await alerts.idle();
  });
  return { favourites: service, push, alerts };
}
