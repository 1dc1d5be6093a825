import { liveCalls, streamHealthCalls, type RankingEntry } from '@tifo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import { periodStart } from '../../platform/time/ranking-period';
import type { LiveService } from './live.service';
import type { ModerationService } from './moderation.service';

/** The host the page was opened with, without its port: the default push server's host. */
function pageHost(request: FastifyRequest): string {
  return request.hostname.split(':')[0] ?? '';
}

function viewerOf(request: FastifyRequest) {
  return request.auth.kind === 'member' ? { userId: request.auth.userId } : null;
}

export function registerLiveRoutes(
  app: FastifyInstance,
  services: {
    live: LiveService;
    moderation: ModerationService;
    /** A room's contribution ranking (who gave the most gifts): the money module's. */
    contributionRanking: (roomId: number, from: Date, limit: number) => Promise<RankingEntry[]>;
  },
): void {
  const { live, moderation } = services;
  registerCall(app, liveCalls.getCategoryList, ({ language }) => live.categoryList(language));
  registerCall(app, liveCalls.getRoomList, ({ query, language }) => live.roomList(query, language));
  registerCall(app, liveCalls.getLiveList, ({ query, language }) =>
    live.liveList(query.limit, language),
  );
  registerCall(app, liveCalls.getFollowedRooms, ({ request, language }) =>
    live.followedRooms(requireMember(request).userId, language),
  );
  registerCall(app, liveCalls.getRoomInfo, ({ query, request, language }) =>
    live.roomInfo(query.room_id, viewerOf(request), language),
  );
  registerCall(app, liveCalls.getLiveUrl, ({ query }) => live.liveUrl(query.room_id));
  registerCall(app, liveCalls.roomRanking, async ({ query }) => ({
    period: query.period,
    list:
      query.room_id === undefined
        ? await live.anchorRanking(query.period, query.limit)
        : await services.contributionRanking(
            query.room_id,
            periodStart(query.period, Date.now()),
            query.limit,
          ),
  }));
  registerCall(app, liveCalls.getPlacard, ({ query }) => live.placard(query.room_id));
  registerCall(app, streamHealthCalls.mine, ({ request }) =>
    live.myStreamHealth(requireMember(request).userId),
  );
  registerCall(
    app,
    liveCalls.setPlacard,
    ({ body, request }) => live.setPlacard(requireMember(request).userId, body.placard),
    { successMessage: 'profile.saved' },
  );
  registerCall(app, liveCalls.getMyRoom, ({ request, language }) =>
    live.myRoom(requireMember(request).userId, pageHost(request), language),
  );
  registerCall(
    app,
    liveCalls.setLiveInfo,
    ({ body, request, language }) =>
      live.setLiveInfo(requireMember(request).userId, body, language),
    { successMessage: 'profile.saved' },
  );
  registerCall(app, liveCalls.resetStreamKey, ({ request }) =>
    live.resetStreamKey(requireMember(request).userId, pageHost(request)),
  );
  registerCall(app, liveCalls.startRoom, ({ request, language }) =>
    live.startRoom(requireMember(request).userId, pageHost(request), language),
  );
  registerCall(app, liveCalls.mobileStartRoom, ({ body, request, language }) =>
    live.mobileStartRoom(requireMember(request).userId, body, pageHost(request), language),
  );
  registerCall(app, liveCalls.endRoom, ({ request }) =>
    live.endRoom(requireMember(request).userId),
  );
  registerCall(app, liveCalls.getBroadcastRecords, ({ query, request }) =>
    live.records(requireMember(request).userId, query),
  );

  registerCall(app, liveCalls.getModeration, ({ query, request }) =>
    moderation.moderationLists(requireMember(request).userId, query.room_id),
  );
  registerCall(app, liveCalls.getUserStatus, ({ body, request }) =>
    moderation.userStatus(requireMember(request).userId, body.room_id, body.user_id),
  );
  registerCall(app, liveCalls.setAdministrations, ({ body, request }) =>
    moderation.setAdministration(requireMember(request).userId, body.user_id, body.set),
  );
  registerCall(app, liveCalls.setTaboo, async ({ body, request }) => {
    const { until } = await moderation.sanction(requireMember(request).userId, {
      ...body,
      kind: 'mute',
    });
    return { user_id: body.user_id, muted_until: until };
  });
  registerCall(app, liveCalls.relieveTaboo, async ({ body, request }) => {
    await moderation.lift(requireMember(request).userId, { ...body, kind: 'mute' });
    return { user_id: body.user_id };
  });
  registerCall(app, liveCalls.setUserShield, async ({ body, request }) => {
    const actorId = requireMember(request).userId;
    const target = { room_id: body.room_id, user_id: body.user_id, kind: 'shield' as const };
    if (body.shield) await moderation.sanction(actorId, { ...target, minutes: 0 });
    else await moderation.lift(actorId, target);
    return { user_id: body.user_id, shielded: body.shield };
  });
  registerCall(app, liveCalls.liveKickout, async ({ body, request }) => {
    const actorId = requireMember(request).userId;
    const target = { room_id: body.room_id, user_id: body.user_id, kind: 'kick' as const };
    if (body.lift) {
      await moderation.lift(actorId, target);
      return { user_id: body.user_id, kicked_until: null };
    }
    const { until } = await moderation.sanction(actorId, { ...target, minutes: body.minutes });
    return { user_id: body.user_id, kicked_until: until };
  });
  registerCall(app, liveCalls.getKickedList, ({ request }) =>
    moderation.kickedList(requireMember(request).userId),
  );
  registerCall(app, liveCalls.sealRoom, ({ body, request }) =>
    moderation.seal(requireMember(request).userId, body),
  );
  registerCall(
    app,
    liveCalls.report,
    ({ body, request }) => moderation.report(requireMember(request).userId, body),
    { successMessage: 'report.received' },
  );
}
