import {
  MONEY,
  consoleCalls,
  isStaffRole,
  type ConsoleRoom,
  type ReviewStatus,
  type UserRole,
} from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import type { RoomChatService } from '../chat/room-chat.service';
import type { Database } from '../../platform/db/database';
import { requireMember } from '../../platform/http/auth-context';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import type { RoomPresence } from '../../realtime/room-presence';
import type { StreamHealthMonitor } from '../live/stream-health';
import type { LiveService } from '../live/live.service';
import { CONSOLE_PAGE_SIZE, ConsoleRepository } from './console.repository';
import { openReportCount } from './console-reports';

export interface ConsoleDeps {
  db: Database;
  /** Ends a broadcast as the streamer's own "end" would, the stream cut first. */
  live: Pick<LiveService, 'cutStream' | 'endBroadcast' | 'requireRoom'>;
  /** Viewers per room over every instance. */
  presence: Pick<RoomPresence, 'totals'>;
  /** Streams' bitrate and picture, measured where they arrive. */
  streamHealth: Pick<StreamHealthMonitor, 'of'>;
  /** Room chat modes, set as the room's own moderators do (the room hears at once). */
  chatModes: Pick<RoomChatService, 'setMode'>;
  now?: () => number;
}

/** A page of rows fetched with one extra, which only says whether another page follows. */
function paged<Row, Item>(rows: Row[], toItem: (row: Row) => Item) {
  return {
    list: rows.slice(0, CONSOLE_PAGE_SIZE).map(toItem),
    has_more: rows.length > CONSOLE_PAGE_SIZE,
  };
}

/** The applicant as both application queues show them, and the review state. */
function applicantOf(row: {
  userId: number;
  nickname: string;
  avatar: string;
  registeredAt: Date;
  application: { status: string };
}) {
  return {
    user_id: row.userId,
    nickname: row.nickname,
    avatar: row.avatar,
    registered_at: row.registeredAt.toISOString(),
    status: row.application.status as ReviewStatus,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The operator console's own reads (`consoleCalls`): who is signed in, the queues' counts and
 * lists, rooms on air or sealed, a withdrawal's background. The audience gate admits staff only.
 */
export function installConsole(app: FastifyInstance, deps: ConsoleDeps): void {
  const repository = new ConsoleRepository(deps.db);
  const now = () => new Date(deps.now?.() ?? Date.now());

  registerCall(app, consoleCalls.me, async ({ request }) => {
    const { userId } = requireMember(request);
    const staff = await repository.staff(userId);
    if (!staff || !isStaffRole(staff.role)) {
      throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
    }
    return { user_id: userId, nickname: staff.nickname, role: staff.role as UserRole };
  });

  registerCall(app, consoleCalls.queueCounts, async () => {
    const row = await repository.queueCounts();
    return {
      anchor_applications: row?.anchor_applications ?? 0,
      expert_applications: row?.expert_applications ?? 0,
      horns: row?.horns ?? 0,
      live_plans: row?.live_plans ?? 0,
      withdrawals: row?.withdrawals ?? 0,
      payment_incidents: row?.payment_incidents ?? 0,
      reported_posts: row?.reported_posts ?? 0,
      reports: await openReportCount(deps.db),
      shipments: row?.shipments ?? 0,
    };
  });

  registerCall(app, consoleCalls.anchorApplications, async ({ query }) =>
    paged(await repository.anchorApplications(query.status, query.page), (row) => ({
      ...applicantOf(row),
      real_name: row.application.realName,
      contact: row.application.contact,
      id_number: row.application.idNumber,
      id_photo: row.application.idPhoto,
      experience: row.application.experience,
      inviter: row.application.inviter,
      code: row.application.code,
      review_note: row.application.reviewNote,
      created_at: row.application.createdAt.toISOString(),
    })),
  );

  registerCall(app, consoleCalls.expertApplications, async ({ query }) =>
    paged(await repository.expertApplications(query.status, query.page), (row) => ({
      ...applicantOf(row),
      real_name: row.application.realName,
      wechat: row.application.wechat,
      experience: row.application.experience,
      review_note: row.application.reviewNote,
      created_at: row.application.createdAt.toISOString(),
    })),
  );

  registerCall(app, consoleCalls.rooms, async ({ query }) => {
    const totals = deps.presence.totals();
    const rooms: ConsoleRoom[] = (await repository.rooms(query.filter, query.q || undefined)).map(
      ({ room, anchorNickname, slowModeSeconds, followersOnly }) => ({
        room_id: room.id,
        title: room.title,
        anchor_id: room.anchorId,
        anchor_nickname: anchorNickname,
        live_status: room.liveStatus,
        online: totals.get(room.id) ?? 0,
        streaming_since: iso(room.streamingSince),
        stream_health: room.streamingSince ? deps.streamHealth.of(room.id) : null,
        sealed: room.sealedAt !== null,
        sealed_reason: room.sealedReason,
        sealed_at: iso(room.sealedAt),
        chat_mode: {
          slow_mode_seconds: slowModeSeconds ?? 0,
          followers_only: followersOnly ?? false,
        },
      }),
    );
    // Rooms on air: the busiest first, where a moderator's attention matters most.
    if (query.filter === 'live') rooms.sort((a, b) => b.online - a.online || a.room_id - b.room_id);
    const start = (query.page - 1) * CONSOLE_PAGE_SIZE;
    return {
      list: rooms.slice(start, start + CONSOLE_PAGE_SIZE),
      has_more: rooms.length > start + CONSOLE_PAGE_SIZE,
    };
  });

  registerCall(app, consoleCalls.setRoomChatMode, async ({ request, body }) =>
    deps.chatModes.setMode(requireMember(request).userId, body),
  );

  registerCall(app, consoleCalls.endBroadcast, async ({ body }) => {
    await deps.live.requireRoom(body.room_id);
    deps.live.cutStream(body.room_id);
    const ended = await deps.live.endBroadcast(body.room_id, 'operator');
    return { room_id: body.room_id, ended: ended !== null };
  });

  registerCall(app, consoleCalls.withdrawalBackground, async ({ query }) => {
    const member = await repository.member(query.user_id);
    if (!member) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    const [topups, gifts, flags, outcomes] = await Promise.all([
      repository.recentTopups(query.user_id),
      repository.giftsReceived(query.user_id, now()),
      repository.referralFlags(query.user_id),
      repository.withdrawalOutcomes(query.user_id),
    ]);
    return {
      user_id: query.user_id,
      nickname: member.nickname,
      registered_at: member.registeredAt.toISOString(),
      recent_topups: topups.map((order) => ({
        order_no: order.orderNo,
        channel: order.provider,
        amount_minor: order.amountMinor,
        currency: order.currency,
        diamonds: order.coin + order.give,
        status: order.status,
        paid_at: iso(order.paidAt),
      })),
      gifts_received_30d: {
        sends: gifts.sends,
        diamonds: Math.floor(gifts.totalMinor / MONEY.diamondMinorUnits),
      },
      senders_with_refunds_30d: gifts.sendersWithRefunds,
      referral_flags: flags,
      withdrawals_paid: outcomes.paid,
      withdrawals_refused: outcomes.refused,
    };
  });
}
