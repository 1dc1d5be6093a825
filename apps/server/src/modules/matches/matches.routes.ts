import { matchCalls } from '@tifo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { MatchesService } from './matches.service';

/**
 * The spec's `GET …user/collect` changes state: it is served only to a member who sends the
 * `token` header (app clients), never on the cookie alone, so a cross-site link or prefetch
 * cannot follow matches for someone (api-conventions.md "Paths"). Our web client POSTs.
 */
function requireTokenHeaderMember(request: FastifyRequest): { userId: number } {
  const member = requireMember(request);
  const header = request.headers.token;
  if (typeof header !== 'string' || header === '') {
    throw new AppError('match.tokenHeaderRequired', { httpStatus: 403 });
  }
  return member;
}

export function registerMatchRoutes(app: FastifyInstance, service: MatchesService): void {
  registerCall(app, matchCalls.getList, async ({ query }) =>
    service.list({
      sport: query.sport,
      status: query.status,
      date: query.date,
      timeZone: query.time_zone,
      competitionId: query.competition_id,
      companyId: query.company_id,
    }),
  );
  registerCall(app, matchCalls.getDetail, ({ query, request }) =>
    service.detail({
      id: query.id,
      window: query.window,
      companyId: query.company_id,
      userId: request.auth.kind === 'member' ? request.auth.userId : null,
    }),
  );
  registerCall(app, matchCalls.getIndex, async ({ query }) =>
    service.index(query.id, query.company_id),
  );
  registerCall(app, matchCalls.getStandings, async ({ query }) =>
    service.standings(query.competition_id),
  );
  registerCall(app, matchCalls.getFixtures, async ({ query }) =>
    service.fixtures({
      competitionId: query.competition_id,
      round: query.round,
      group: query.group,
      from: query.from,
      to: query.to,
    }),
  );
  registerCall(app, matchCalls.getCompetitions, async ({ query }) =>
    service.competitions(query.sport),
  );
  registerCall(app, matchCalls.getTeam, async ({ query }) => service.team(query.id));
  registerCall(app, matchCalls.hotMatches, async () => service.hotMatches());

  for (const sport of ['football', 'basketball'] as const) {
    registerCall(
      app,
      sport === 'football' ? matchCalls.collectFootball : matchCalls.collectBasketball,
      ({ body, request }) =>
        service.follow(requireMember(request).userId, sport, body.match_id, body.follow),
    );
    registerCall(
      app,
      sport === 'football' ? matchCalls.collectFootballGet : matchCalls.collectBasketballGet,
      ({ query, request }) =>
        service.follow(
          requireTokenHeaderMember(request).userId,
          sport,
          query.match_id,
          query.follow,
        ),
    );
  }
  registerCall(app, matchCalls.getCollectList, ({ query, request }) =>
    service.collectList(requireMember(request).userId, query.sport),
  );
  registerCall(app, matchCalls.reserveMatch, ({ body, request }) =>
    service.reserve(requireMember(request).userId, body.match_id, body.reserve),
  );
  registerCall(app, matchCalls.getReserveList, ({ request }) =>
    service.reserveList(requireMember(request).userId),
  );
}
