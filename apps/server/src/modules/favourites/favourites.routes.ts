import { favouriteCalls, pushCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { FavouritesService } from './favourites.service';
import type { PushService } from './push/push.service';

export function registerFavouriteRoutes(
  app: FastifyInstance,
  favourites: FavouritesService,
  push: PushService,
): void {
  registerCall(app, favouriteCalls.list, ({ request }) =>
    favourites.list(requireMember(request).userId),
  );
  registerCall(app, favouriteCalls.toggle, ({ request, body }) =>
    favourites.toggle(requireMember(request).userId, body.kind, body.id, body.follow),
  );
  registerCall(app, favouriteCalls.setAlerts, ({ request, body }) =>
    favourites.setAlerts(requireMember(request).userId, body.kind, body.id, body.alerts),
  );
  registerCall(app, favouriteCalls.setSettings, ({ request, body }) =>
    favourites.setSettings(requireMember(request).userId, body),
  );
  registerCall(app, pushCalls.config, async () => push.config());
  registerCall(app, pushCalls.subscribe, ({ request, body }) =>
    push.subscribe(requireMember(request).userId, body),
  );
  registerCall(app, pushCalls.unsubscribe, ({ request, body }) =>
    push.unsubscribe(requireMember(request).userId, body.endpoint),
  );
}
