import type { SiteMuteCheck } from '../accounts/member-sanctions';
import {
  CIRCLE_LIMITS,
  LIMITS,
  postDraftProblem,
  ResponseCode,
  type Language,
  type Post,
  type PostOrder,
  type PostProblem,
  type PostScope,
} from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ServerMessageKey } from '../../platform/i18n/server-messages';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { BlockedWordsCheck } from '../chat/blocked-words.service';
import type { CirclesRepository } from './circles.repository';
import { circleName, type CirclesService } from './circles.service';
import type { ListedPost, PostFilter, PostsRepository } from './posts.repository';

export interface PostsServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  blockedWords: BlockedWordsCheck;
  /** Site-wide mutes (the console's sanctions). */
  siteMute?: SiteMuteCheck;
  circles: Pick<CirclesService, 'requireOpen'>;
  circlesRepository: Pick<CirclesRepository, 'setMember' | 'addPosts'>;
  isOperator(userId: number): Promise<boolean>;
}

const PER_HOUR = { limit: CIRCLE_LIMITS.postsPerHour, windowMs: 3_600_000 };
const PER_DAY = { limit: CIRCLE_LIMITS.postsPerDay, windowMs: 86_400_000 };

/** The message of each post rule, as the server answers it. */
const PROBLEM_MESSAGES: Record<PostProblem, ServerMessageKey> = {
  selectCircle: 'post.selectCircle',
  content: 'post.content',
  tooManyImages: 'post.tooManyImages',
  imagesOrVideo: 'post.imagesOrVideo',
  videoCover: 'post.videoCover',
};

export interface PublishInput {
  circle_id?: number | undefined;
  content: string;
  images: string[];
  video?: string | undefined;
  cover?: string | undefined;
}

interface ListQuery {
  circle_id?: number | undefined;
  scope: PostScope;
  order: PostOrder;
  page: number;
}

/** Posts of circles: publishing under the spec's rules, lists, likes, favourites, reports. */
export class PostsService {
  constructor(
    private readonly repository: PostsRepository,
    private readonly deps: PostsServiceDeps,
  ) {}

  /** Comments need a visible post of an open circle. */
  async isOpen(id: number): Promise<boolean> {
    const row = await this.repository.listedOne(id);
    return row?.post.status === 'visible' && row.circle.status === 'open';
  }

  async commentsChanged(id: number): Promise<void> {
    await this.deps.db.transaction((tx) => this.repository.recountComments(tx, id));
  }

  async list(viewerId: number | null, language: Language, query: ListQuery) {
    const needsMember =
      query.scope === 'joined' || query.scope === 'favorites' || query.scope === 'mine';
    if (needsMember && viewerId === null) {
      // These lists are the member's: a visitor is asked to log in (code 700).
      throw new AppError('session.expired', { httpStatus: 401, code: ResponseCode.sessionExpired });
    }
    const filter: PostFilter = {
      circleId: query.circle_id,
      joinedBy: query.scope === 'joined' ? (viewerId ?? undefined) : undefined,
      favoritedBy: query.scope === 'favorites' ? (viewerId ?? undefined) : undefined,
      authorId: query.scope === 'mine' ? (viewerId ?? undefined) : undefined,
      featured: query.scope === 'featured',
    };
    // A circle's pinned posts lead its first page and are not repeated below them.
    const withPinned = query.circle_id !== undefined && query.scope === 'all';
    const size = CIRCLE_LIMITS.pageSize;
    const [rows, pinned] = await Promise.all([
      this.repository.list(withPinned ? { ...filter, pinned: false } : filter, query.order, {
        offset: (query.page - 1) * size,
        limit: size + 1,
      }),
      withPinned && query.page === 1
        ? this.repository.list({ ...filter, pinned: true }, 'new', { offset: 0, limit: size })
        : [],
    ]);
    const views = await this.views(viewerId, language, [...pinned, ...rows.slice(0, size)]);
    return {
      pinned: views.slice(0, pinned.length),
      list: views.slice(pinned.length),
      has_more: rows.length > size,
    };
  }

  /** Posts for search: the same for every reader (answers are cached), so no viewer marks. */
  async search(text: string, language: Language, window: { offset: number; limit: number }) {
    const { rows, total } = await this.repository.search(text, window);
    return { list: await this.views(null, language, rows), total };
  }

  async one(viewerId: number | null, language: Language, id: number) {
    const row = await this.repository.listedOne(id);
    const mine = viewerId !== null && row?.post.userId === viewerId;
    if (!row || (row.post.status !== 'visible' && !mine)) {
      throw new AppError('post.notFound', { httpStatus: 404 });
    }
    const [view] = await this.views(viewerId, language, [row]);
    if (!view) throw new AppError('post.notFound', { httpStatus: 404 });
    return { ...view, hidden: row.post.status !== 'visible' };
  }

  /**
   * Publishes a post under the spec's rules (the same `postDraftProblem` the form applies), with
   * files that are this member's own uploads of the right kinds and sizes. The author joins the
   * circle if they had not.
   */
  async publish(userId: number, input: PublishInput): Promise<{ id: number }> {
    const problem = postDraftProblem(input);
    if (problem) {
      throw new AppError(PROBLEM_MESSAGES[problem], {
        params: { max: CIRCLE_LIMITS.imagesPerPost },
      });
    }
    const circleId = input.circle_id ?? 0;
    await this.deps.circles.requireOpen(circleId);
    this.deps.blockedWords.refuseIfBlocked(input.content, 'post.blockedWord');
    await this.deps.siteMute?.refuseIfMuted(userId);
    await this.checkFiles(userId, input);
    await this.countAttempt(userId);
    const id = await this.deps.db.transaction(async (tx) => {
      // Checked again inside: an operator may have closed the circle meanwhile.
      await this.deps.circles.requireOpen(circleId, tx);
      const postId = await this.repository.insert(tx, {
        circleId,
        userId,
        content: input.content,
        images: input.images,
        videoPath: input.video ?? null,
        coverPath: input.cover ?? '',
      });
      await this.deps.circlesRepository.setMember(tx, circleId, userId, true);
      await this.deps.circlesRepository.addPosts(tx, circleId, 1);
      return postId;
    });
    return { id };
  }

  /** Pictures: png/jpg uploads of ≤ 5 MB; a video: an mp4/webm upload with an image cover. */
  private async checkFiles(userId: number, input: PublishInput): Promise<void> {
    const paths = [...input.images, input.video, input.cover].filter(
      (path): path is string => path !== undefined,
    );
    if (new Set(input.images).size !== input.images.length) throw new AppError('post.inputError');
    const owned = await this.repository.uploadsOf(userId, paths);
    const isImage = (path: string) => {
      const upload = owned.get(path);
      return upload?.kind === 'image' && upload.bytes <= LIMITS.imageMaxBytes;
    };
    if (input.images.some((path) => !isImage(path))) throw new AppError('upload.badImage');
    if (input.video !== undefined) {
      const video = owned.get(input.video);
      if (video?.kind !== 'video' || video.bytes >= LIMITS.videoMaxBytes) {
        throw new AppError('post.videoFormat');
      }
      if (input.cover === undefined || !isImage(input.cover)) {
        throw new AppError('post.videoCover');
      }
    }
  }

  private async countAttempt(userId: number): Promise<void> {
    for (const [key, rule] of [
      [`post:hour:${userId}`, PER_HOUR],
      [`post:day:${userId}`, PER_DAY],
    ] as const) {
      const result = await this.deps.rateLimiter.hit(key, rule);
      if (!result.allowed) {
        throw new AppError('post.tooFast', {
          httpStatus: 429,
          data: { retry_after_ms: result.retryAfterMs },
        });
      }
    }
  }

  async remove(userId: number, id: number): Promise<{ id: number }> {
    const post = await this.repository.find(id);
    if (!post) throw new AppError('post.notFound', { httpStatus: 404 });
    if (post.userId !== userId && !(await this.deps.isOperator(userId))) {
      throw new AppError('post.notYours', { httpStatus: 403 });
    }
    await this.deps.db.transaction(async (tx) => {
      const removed = await this.repository.remove(tx, id);
      if (removed) await this.deps.circlesRepository.addPosts(tx, removed.circleId, -1);
    });
    return { id };
  }

  async like(userId: number, id: number, liked: boolean) {
    await this.requireOpenPost(id);
    const count = await this.deps.db.transaction((tx) =>
      this.repository.setLike(tx, id, userId, liked),
    );
    return { liked, like_count: count };
  }

  async favorite(userId: number, id: number, favorite: boolean) {
    // Taking a favourite back works whatever became of the post.
    if (favorite) await this.requireOpenPost(id);
    const count = await this.deps.db.transaction((tx) =>
      this.repository.setFavorite(tx, id, userId, favorite),
    );
    return { favorited: favorite, favorite_count: count };
  }

  async report(userId: number, body: { id: number; reason: string; note?: string | undefined }) {
    const post = await this.repository.find(body.id);
    if (post?.status !== 'visible') throw new AppError('post.notFound', { httpStatus: 404 });
    const id = await this.repository.insertReport({
      postId: body.id,
      userId,
      reason: body.reason,
      note: body.note ?? '',
    });
    if (id === null) throw new AppError('post.alreadyReported', { httpStatus: 409 });
    return { id };
  }

  private async requireOpenPost(id: number): Promise<void> {
    if (!(await this.isOpen(id))) throw new AppError('post.notFound', { httpStatus: 404 });
  }

  /** Lists and pages answer with these: the viewer's likes and favourites marked. */
  async views(viewerId: number | null, language: Language, rows: ListedPost[]): Promise<Post[]> {
    const ids = rows.map((row) => row.post.id);
    const marks =
      viewerId === null
        ? { liked: new Set<number>(), favorited: new Set<number>() }
        : await this.repository.viewerMarks(viewerId, ids);
    return rows.map(({ post, nickname, avatar, circle }) => ({
      id: post.id,
      circle: { id: circle.id, name: circleName(circle, language), icon: circle.icon },
      author: { id: post.userId, nickname, avatar },
      content: post.content,
      images: post.images,
      video: post.videoPath ? { url: post.videoPath, cover: post.coverPath } : null,
      like_count: post.likeCount,
      favorite_count: post.favoriteCount,
      comment_count: post.commentCount,
      liked: marks.liked.has(post.id),
      favorited: marks.favorited.has(post.id),
      mine: viewerId !== null && viewerId === post.userId,
      pinned: post.pinned,
      featured: post.featured,
      created_at: post.createdAt.toISOString(),
    }));
  }
}
