import type { SiteMuteCheck } from '../accounts/member-sanctions';
import {
  COMMENT_LIMITS,
  type Comment,
  type CommentReply,
  type CommentTarget,
} from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { BlockedWordsCheck } from '../chat/blocked-words.service';
import type { CommentsRepository, ListedComment } from './comments.repository';

/** What a commentable kind's module tells the comments: whether an id may be read and commented. */
export interface CommentTargetKind {
  isOpen(id: number): Promise<boolean>;
  /** Told after a comment of `id` was added or deleted (circle posts keep the count on the row). */
  commentsChanged?(id: number): Promise<void>;
}

export interface CommentsServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  blockedWords: BlockedWordsCheck;
  /** Site-wide mutes (the console's sanctions). */
  siteMute?: SiteMuteCheck;
  isOperator(userId: number): Promise<boolean>;
}

const PER_MINUTE = { limit: COMMENT_LIMITS.perMinute, windowMs: 60_000 };
const PER_DAY = { limit: COMMENT_LIMITS.perDay, windowMs: 86_400_000 };

interface ListQuery {
  target_type: CommentTarget;
  target_id: number;
  order: 'hot' | 'new';
  page: number;
}
interface AddBody {
  target_type: CommentTarget;
  target_id: number;
  content: string;
  reply_to?: number | undefined;
}

/**
 * Comments of news, videos and circle posts: threads of a comment and its replies,
 * likes, deletion by the author or an operator, reports. Text only: stored as written
 * (normalised), shown as text by every client.
 */
export class CommentsService {
  private readonly targets = new Map<CommentTarget, CommentTargetKind>();

  constructor(
    private readonly repository: CommentsRepository,
    private readonly deps: CommentsServiceDeps,
  ) {}

  /** Called by each commentable module's installer. */
  registerTarget(kind: CommentTarget, target: CommentTargetKind): void {
    this.targets.set(kind, target);
  }

  /** Visible comments and replies per target id (for lists of articles or videos). */
  counts(kind: CommentTarget, ids: number[]): Promise<Map<number, number>> {
    return this.repository.visibleCounts(kind, ids);
  }

  private async requireOpenTarget(kind: CommentTarget, id: number): Promise<void> {
    const target = this.targets.get(kind);
    if (!target || !(await target.isOpen(id))) {
      throw new AppError('comment.targetNotFound', { httpStatus: 404 });
    }
  }

  async list(viewerId: number | null, query: ListQuery) {
    await this.requireOpenTarget(query.target_type, query.target_id);
    const size = COMMENT_LIMITS.pageSize;
    const target = { type: query.target_type, id: query.target_id };
    const [rows, totals] = await Promise.all([
      this.repository.threads(target, query.order, {
        offset: (query.page - 1) * size,
        limit: size + 1,
      }),
      this.repository.visibleCounts(query.target_type, [query.target_id]),
    ]);
    const threads = rows.slice(0, size);
    const replies = await this.repository.firstReplies(
      threads.map((thread) => thread.id),
      COMMENT_LIMITS.repliesPreview,
    );
    const liked = await this.likedBy(viewerId, [...threads, ...replies]);
    const list: Comment[] = threads.map((thread) => {
      const { root_id: _root, reply_to: _to, ...view } = replyView(thread, viewerId, liked);
      return {
        ...view,
        reply_count: thread.replyCount ?? 0,
        replies: replies
          .filter((reply) => reply.rootId === thread.id)
          .map((reply) => replyView(reply, viewerId, liked)),
      };
    });
    return {
      list,
      has_more: rows.length > size,
      total: totals.get(query.target_id) ?? 0,
    };
  }

  async replies(viewerId: number | null, query: { comment_id: number; page: number }) {
    const root = await this.repository.find(query.comment_id);
    if (!root || root.rootId !== null) {
      throw new AppError('comment.notFound', { httpStatus: 404 });
    }
    await this.requireOpenTarget(root.targetType as CommentTarget, root.targetId);
    const size = COMMENT_LIMITS.pageSize;
    const rows = await this.repository.replies(root.id, {
      offset: (query.page - 1) * size,
      limit: size + 1,
    });
    const page = rows.slice(0, size);
    const liked = await this.likedBy(viewerId, page);
    return {
      list: page.map((reply) => replyView(reply, viewerId, liked)),
      has_more: rows.length > size,
    };
  }

  async add(userId: number, body: AddBody): Promise<{ comment: CommentReply }> {
    await this.requireOpenTarget(body.target_type, body.target_id);
    this.deps.blockedWords.refuseIfBlocked(body.content, 'comment.blockedWord');
    await this.deps.siteMute?.refuseIfMuted(userId);
    const parent = body.reply_to === undefined ? null : await this.repository.find(body.reply_to);
    // A reply answers a visible comment of the same target.
    if (
      body.reply_to !== undefined &&
      (parent?.targetType !== body.target_type ||
        parent.targetId !== body.target_id ||
        parent.status !== 'visible')
    ) {
      throw new AppError('comment.notFound', { httpStatus: 404 });
    }
    await this.countAttempt(userId);
    const id = await this.deps.db.transaction((tx) =>
      this.repository.insert(tx, {
        targetType: body.target_type,
        targetId: body.target_id,
        userId,
        rootId: parent ? (parent.rootId ?? parent.id) : null,
        // Answering a reply names its writer; answering the thread's comment needs no name.
        replyToUserId: parent?.rootId ? parent.userId : null,
        content: body.content,
      }),
    );
    await this.targets.get(body.target_type)?.commentsChanged?.(body.target_id);
    const row = await this.repository.listedOne(id);
    if (!row) throw new Error(`comment ${id} vanished after insert`);
    return { comment: replyView(row, userId, new Set()) };
  }

  /** The minute's and the day's limits; a refused attempt is not counted against the day. */
  private async countAttempt(userId: number): Promise<void> {
    const minute = await this.deps.rateLimiter.hit(`comment:minute:${userId}`, PER_MINUTE);
    if (!minute.allowed) {
      throw new AppError('comment.tooFast', {
        httpStatus: 429,
        params: { seconds: Math.max(1, Math.ceil(minute.retryAfterMs / 1000)) },
      });
    }
    const day = await this.deps.rateLimiter.hit(`comment:day:${userId}`, PER_DAY);
    if (!day.allowed) throw new AppError('comment.dailyLimit', { httpStatus: 429 });
  }

  async like(userId: number, body: { comment_id: number; liked: boolean }) {
    const comment = await this.visibleComment(body.comment_id);
    await this.requireOpenTarget(comment.targetType as CommentTarget, comment.targetId);
    const likeCount = await this.deps.db.transaction((tx) =>
      this.repository.setLike(tx, comment.id, userId, body.liked),
    );
    return { liked: body.liked, like_count: likeCount };
  }

  async remove(userId: number, commentId: number): Promise<{ id: number }> {
    const comment = await this.visibleComment(commentId);
    if (comment.userId !== userId && !(await this.deps.isOperator(userId))) {
      throw new AppError('comment.notYours', { httpStatus: 403 });
    }
    await this.deps.db.transaction(async (tx) => {
      const deleted = await this.repository.markDeleted(tx, comment.id);
      if (deleted && comment.rootId !== null) {
        await this.repository.addReplies(tx, comment.rootId, -1);
      }
    });
    const kind = comment.targetType as CommentTarget;
    await this.targets.get(kind)?.commentsChanged?.(comment.targetId);
    return { id: comment.id };
  }

  async report(
    userId: number,
    body: { comment_id: number; reason: string; note?: string | undefined },
  ): Promise<{ id: number }> {
    const comment = await this.visibleComment(body.comment_id);
    const id = await this.repository.insertReport({
      commentId: comment.id,
      userId,
      reason: body.reason,
      note: body.note ?? '',
    });
    if (id === null) throw new AppError('comment.alreadyReported', { httpStatus: 409 });
    return { id };
  }

  private async visibleComment(id: number) {
    const comment = await this.repository.find(id);
    if (!comment || comment.status !== 'visible') {
      throw new AppError('comment.notFound', { httpStatus: 404 });
    }
    return comment;
  }

  private async likedBy(viewerId: number | null, rows: ListedComment[]): Promise<Set<number>> {
    if (viewerId === null) return new Set();
    return this.repository.likedBy(
      viewerId,
      rows.map((row) => row.id),
    );
  }
}

function replyView(row: ListedComment, viewerId: number | null, liked: Set<number>): CommentReply {
  const deleted = row.status !== 'visible';
  return {
    id: row.id,
    root_id: row.rootId ?? row.id,
    user: { id: row.userId, nickname: row.nickname ?? '', avatar: row.avatar ?? '' },
    reply_to:
      row.replyToUserId === null
        ? null
        : {
            id: row.replyToUserId,
            nickname: row.replyToNickname ?? '',
            avatar: row.replyToAvatar ?? '',
          },
    content: deleted ? '' : row.content,
    deleted,
    like_count: row.likeCount ?? 0,
    liked: liked.has(row.id),
    mine: viewerId !== null && viewerId === row.userId,
    created_at: row.createdAt.toISOString(),
  };
}
