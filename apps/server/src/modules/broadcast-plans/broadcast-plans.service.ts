import {
  BROADCAST_PLAN_LIMITS,
  LANGUAGES,
  type BroadcastPlan,
  type BroadcastPlanDraft,
  type Language,
  type ReviewStatus,
} from '@tifo/contract';
import { summaryOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import { matchLabelOf } from '../live/match-label';
import type { LiveRepository } from '../live/live.repository';
import type { LiveService } from '../live/live.service';
import type { BroadcastPlansRepository, PlanWithAnchor } from './broadcast-plans.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const { pageSize } = BROADCAST_PLAN_LIMITS;

export interface BroadcastPlansDeps {
  db: Database;
  /** Plans are of the feed's matches and on its clock (a sped-up demo feed moves them too). */
  feed: ScoreFeed;
  live: Pick<LiveService, 'ownRoom'>;
  liveRepository: Pick<LiveRepository, 'ownsImageUpload' | 'lockRoom'>;
  liveData: Pick<LiveDataHub, 'publish'>;
}

function pageOf(page: number) {
  return { limit: pageSize + 1, offset: (page - 1) * pageSize };
}

/**
 * Broadcast reservations: streamers plan broadcasts of upcoming matches (`Live/setLiveList`),
 * operators review them, fans reserve approved ones and are reminded when the streamer goes
 * live for one (the plan nearest the moment, within an hour before to three hours after it).
 */
export class BroadcastPlansService {
  constructor(
    private readonly repository: BroadcastPlansRepository,
    private readonly deps: BroadcastPlansDeps,
  ) {}

  /** Approved plans still to come or on now start from here (a broadcast lasts a while). */
  private listedSince(): Date {
    return new Date(this.deps.feed.now() - BROADCAST_PLAN_LIMITS.startsLateMinutes * MINUTE_MS);
  }

  async save(anchorId: number, draft: BroadcastPlanDraft): Promise<BroadcastPlan> {
    const { feed } = this.deps;
    const now = feed.now();
    const match = feed.match(draft.match_id);
    if (!match) throw new AppError('plan.matchNotFound', { httpStatus: 404 });
    if (match.kickoff <= now) throw new AppError('plan.matchStarted');
    const plannedAt = Date.parse(draft.planned_at);
    const latest = Math.min(
      match.kickoff + BROADCAST_PLAN_LIMITS.afterKickoffMaxMinutes * MINUTE_MS,
      now + BROADCAST_PLAN_LIMITS.aheadMaxDays * DAY_MS,
    );
    if (plannedAt <= now || plannedAt > latest) {
      throw new AppError('plan.timeRange', {
        params: {
          days: BROADCAST_PLAN_LIMITS.aheadMaxDays,
          minutes: BROADCAST_PLAN_LIMITS.afterKickoffMaxMinutes,
        },
      });
    }
    if (draft.cover && !(await this.deps.liveRepository.ownsImageUpload(anchorId, draft.cover))) {
      throw new AppError('upload.badImage');
    }
    const room = await this.deps.live.ownRoom(anchorId);
    if (room.sealedAt) throw new AppError('live.roomSealed', { httpStatus: 403 });
    const values = {
      matchId: match.id,
      matchSnapshot: summaryOf(feed, match, now),
      title: draft.title,
      cover: draft.cover,
      plannedAt: new Date(plannedAt),
      status: 'waiting',
      reviewNote: '',
      reviewerId: null,
      reviewedAt: null,
    };
    const id = await this.deps.db.transaction(async (tx) => {
      if (draft.id !== undefined) {
        const existing = await this.repository.lock(tx, draft.id);
        if (!existing || existing.anchorId !== anchorId) {
          throw new AppError('plan.notFound', { httpStatus: 404 });
        }
        if (existing.startedAt) throw new AppError('plan.started');
        // A change is reviewed again: what fans were promised may be different now.
        await this.repository.update(draft.id, values, tx);
        return draft.id;
      }
      // The room's lock serialises one streamer's saves: two at once cannot both pass the cap.
      await this.deps.liveRepository.lockRoom(tx, room.id);
      const open = await this.repository.countOpen(anchorId, this.listedSince(), tx);
      if (open >= BROADCAST_PLAN_LIMITS.openPlansMax) {
        throw new AppError('plan.tooMany', { params: { max: BROADCAST_PLAN_LIMITS.openPlansMax } });
      }
      return this.repository.insert(tx, { ...values, anchorId, roomId: room.id });
    });
    return this.viewOne(id, anchorId);
  }

  async cancel(anchorId: number, id: number): Promise<{ id: number }> {
    await this.deps.db.transaction(async (tx) => {
      const plan = await this.repository.lock(tx, id);
      if (!plan || plan.anchorId !== anchorId) {
        throw new AppError('plan.notFound', { httpStatus: 404 });
      }
      if (plan.startedAt) throw new AppError('plan.started');
      await this.repository.remove(tx, id);
    });
    return { id };
  }

  async mine(anchorId: number, page: number) {
    return this.pageOfViews(await this.repository.ofAnchor(anchorId, pageOf(page)), anchorId);
  }

  async list(
    filter: { match_id?: string | undefined; anchor_id?: number | undefined; page: number },
    viewerId: number | null,
  ) {
    const rows = await this.repository.approved(
      {
        since: this.listedSince(),
        ...(filter.match_id !== undefined ? { matchId: filter.match_id } : {}),
        ...(filter.anchor_id !== undefined ? { anchorId: filter.anchor_id } : {}),
      },
      pageOf(filter.page),
    );
    return this.pageOfViews(rows, viewerId);
  }

  async reserved(userId: number) {
    const rows = await this.repository.reservedBy(userId, this.listedSince());
    return { list: await this.views(rows, userId) };
  }

  async reserve(userId: number, id: number, reserve: boolean) {
    const reservations = await this.deps.db.transaction(async (tx) => {
      const plan = await this.repository.lock(tx, id);
      if (!plan) throw new AppError('plan.notFound', { httpStatus: 404 });
      // Cancelling is always allowed; reserving only what is approved and still to start.
      if (reserve && (plan.status !== 'approved' || plan.startedAt)) {
        throw new AppError('plan.notOpen');
      }
      return this.repository.setReservation(tx, id, userId, reserve);
    });
    return { id, reserved: reserve, reservations };
  }

  async adminList(status: ReviewStatus, page: number) {
    return this.pageOfViews(await this.repository.inStatus(status, pageOf(page)), null);
  }

  async review(operatorId: number, input: { id: number; approve: boolean; note: string }) {
    if (!input.approve && input.note === '') throw new AppError('plan.noteRequired');
    await this.deps.db.transaction(async (tx) => {
      const plan = await this.repository.lock(tx, input.id);
      if (!plan) throw new AppError('plan.notFound', { httpStatus: 404 });
      if (plan.status !== 'waiting') throw new AppError('plan.notWaiting');
      await this.repository.update(
        input.id,
        {
          status: input.approve ? 'approved' : 'rejected',
          reviewNote: input.note,
          reviewerId: operatorId,
          reviewedAt: new Date(),
        },
        tx,
      );
    });
    return this.viewOne(input.id, null);
  }

  /**
   * The streamer went live: the approved plan nearest now (an hour early to three hours late)
   * starts, and every fan who reserved it is told on their open pages. Returns the plan id.
   */
  async broadcastStarted(anchorId: number, roomId: number): Promise<number | null> {
    const now = this.deps.feed.now();
    const plan = await this.repository.claimStart(
      anchorId,
      new Date(now - BROADCAST_PLAN_LIMITS.startsLateMinutes * MINUTE_MS),
      new Date(now + BROADCAST_PLAN_LIMITS.startsEarlyMinutes * MINUTE_MS),
      new Date(now),
    );
    if (!plan) return null;
    const brief = await this.repository.byId(plan.id);
    const label = (language: Language) =>
      matchLabelOf(this.deps.feed, plan.matchId, language) ??
      `${plan.matchSnapshot.home.name} vs ${plan.matchSnapshot.away.name}`;
    const data = {
      plan_id: plan.id,
      room_id: roomId,
      anchor_nickname: brief?.anchorNickname ?? '',
      title: plan.title,
      match_id: plan.matchId,
      match_label: Object.fromEntries(LANGUAGES.map((language) => [language, label(language)])) as {
        [L in Language]: string;
      },
    };
    for (const userId of await this.repository.reserverIds(plan.id)) {
      await this.deps.liveData.publish(
        { kind: 'user', userId },
        { code: 200, type: 'broadcastReminder', data },
      );
    }
    return plan.id;
  }

  private async viewOne(id: number, viewerId: number | null): Promise<BroadcastPlan> {
    const row = await this.repository.byId(id);
    if (!row) throw new AppError('plan.notFound', { httpStatus: 404 });
    const [view] = await this.views([row], viewerId);
    if (!view) throw new AppError('plan.notFound', { httpStatus: 404 });
    return view;
  }

  private async pageOfViews(rows: PlanWithAnchor[], viewerId: number | null) {
    return {
      list: await this.views(rows.slice(0, pageSize), viewerId),
      has_more: rows.length > pageSize,
    };
  }

  private async views(rows: PlanWithAnchor[], viewerId: number | null): Promise<BroadcastPlan[]> {
    const { feed } = this.deps;
    const now = feed.now();
    const reserved =
      viewerId === null
        ? new Set<number>()
        : await this.repository.reservedAmong(
            viewerId,
            rows.map((row) => row.plan.id),
          );
    return rows.map(({ plan, anchorNickname, anchorAvatar, roomCover }) => {
      const match = feed.match(plan.matchId);
      return {
        id: plan.id,
        anchor_id: plan.anchorId,
        anchor_nickname: anchorNickname,
        anchor_avatar: anchorAvatar,
        room_id: plan.roomId,
        match: match ? summaryOf(feed, match, now) : plan.matchSnapshot,
        title: plan.title,
        cover: plan.cover || roomCover,
        planned_at: plan.plannedAt.toISOString(),
        status: plan.status as ReviewStatus,
        review_note: plan.reviewNote,
        started_at: plan.startedAt?.toISOString() ?? null,
        reservations: plan.reservationCount,
        reserved: reserved.has(plan.id),
        created_at: plan.createdAt.toISOString(),
      };
    });
  }
}
