import {
  VIDEO_LIMITS,
  type Language,
  type RankingPeriod,
  type VideoCategory,
  type VideoDetail,
  type VideoStatus,
  type VideoSummary,
} from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translate, type ServerMessageKey } from '../../platform/i18n/server-messages';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { periodStart } from '../../platform/time/ranking-period';
import type { CommentsService } from '../comments/comments.service';
import { chinaDay } from '../engagement/sign-in.service';
import { eq } from 'drizzle-orm';
import { videos } from '../../db/schema/index';
import { chapterView } from './replays/replay-chapters';
import type { VideoMediaStore } from './transcoding/video-media-store';
import type { CategoryRow, VideoFilter, VideosRepository } from './videos.repository';

/** Where a published upload goes to be probed and transcoded (the job queue). */
export interface VideoProcessing {
  enqueue(videoId: number): Promise<void>;
}

export interface VideosServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  comments: Pick<CommentsService, 'counts'>;
  processing: VideoProcessing;
  /** Where a deleted video's files go from (its HLS folder). */
  files: Pick<VideoMediaStore, 'remove'>;
  now?: () => number;
}

type Listed = NonNullable<Awaited<ReturnType<VideosRepository['listedOne']>>>;

const VIEW_WINDOW = { limit: 1, windowMs: 30 * 60_000 };

function categoryName(row: Pick<CategoryRow, 'nameZh' | 'nameEn' | 'nameVi'>, language: Language) {
  return language === 'zh' ? row.nameZh : language === 'vi' ? row.nameVi : row.nameEn;
}

function categoryView(row: CategoryRow, language: Language): VideoCategory {
  return { id: row.id, name: categoryName(row, language) };
}

/**
 * Videos: members' uploads (transcoded before they are shown) and broadcasts kept as replays
 * (`replays/`). Lists, the ranking, categories a member follows, likes and favourites, and the spec's
 * banners.
 */
export class VideosService {
  constructor(
    private readonly repository: VideosRepository,
    private readonly deps: VideosServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Whether a video is published (comments, likes and plays need that). */
  async isPublished(id: number): Promise<boolean> {
    return (await this.repository.find(id))?.status === 'ready';
  }

  async list(
    language: Language,
    query: {
      classify_id?: number | undefined;
      match_id?: string | undefined;
      order: 'new' | 'hot';
      page: number;
    },
  ) {
    const filter: VideoFilter = { categoryId: query.classify_id, matchId: query.match_id };
    return this.page(language, query.page, (page) =>
      this.repository.published(filter, query.order, page),
    );
  }

  async anchorWorks(language: Language, anchorId: number, page: number) {
    const filter: VideoFilter = { userId: anchorId };
    return this.page(language, page, (window) => this.repository.published(filter, 'new', window));
  }

  async mine(language: Language, userId: number, page: number) {
    return this.page(language, page, (window) => this.repository.ofUser(userId, window));
  }

  private async page(
    language: Language,
    page: number,
    read: (window: { offset: number; limit: number }) => Promise<Listed[]>,
  ) {
    const size = VIDEO_LIMITS.pageSize;
    const rows = await read({ offset: (page - 1) * size, limit: size + 1 });
    return {
      list: await this.summaries(rows.slice(0, size), language),
      has_more: rows.length > size,
    };
  }

  async info(viewerId: number | null, language: Language, id: number): Promise<VideoDetail> {
    const row = await this.repository.listedOne(id);
    const mine = row !== null && viewerId !== null && row.video.userId === viewerId;
    if (!row || (row.video.status !== 'ready' && !mine)) {
      throw new AppError('video.notFound', { httpStatus: 404 });
    }
    const [[summary], marks] = await Promise.all([
      this.summaries([row], language),
      viewerId === null ? null : this.repository.viewerMarks(id, viewerId),
    ]);
    if (!summary) throw new AppError('video.notFound', { httpStatus: 404 });
    const ready = row.video.status === 'ready';
    return {
      ...summary,
      hls_url: ready ? row.video.hlsPath : null,
      favorite_count: row.video.favoriteCount,
      liked: marks?.liked ?? false,
      favorited: marks?.favorited ?? false,
      mine,
      failure:
        mine && row.video.failure
          ? translate(language, row.video.failure as ServerMessageKey)
          : null,
      chapters: row.video.chapters.map((chapter) => chapterView(chapter, language)),
    };
  }

  async addView(id: number, reader: string): Promise<{ views: number }> {
    const video = await this.publishedVideo(id);
    const fresh = await this.deps.rateLimiter.hit(`video:view:${id}:${reader}`, VIEW_WINDOW);
    if (!fresh.allowed) return { views: video.views };
    const views = await this.deps.db.transaction((tx) =>
      this.repository.addView(tx, id, chinaDay(this.now())),
    );
    return { views };
  }

  async rank(language: Language, period: RankingPeriod) {
    const since = period === 'total' ? null : chinaDay(periodStart(period, this.now()).getTime());
    const rows = await this.repository.ranked(since, VIDEO_LIMITS.rankSize);
    const summaries = await this.summaries(rows, language);
    return {
      period,
      list: summaries.map((summary, index) => ({
        ...summary,
        period_views: rows[index]?.periodViews ?? 0,
      })),
    };
  }

  async like(userId: number, id: number, liked: boolean) {
    await this.publishedVideo(id);
    const count = await this.deps.db.transaction((tx) =>
      this.repository.setLike(tx, id, userId, liked),
    );
    return { liked, like_count: count };
  }

  async favorite(userId: number, id: number, favorite: boolean) {
    await this.publishedVideo(id);
    const count = await this.deps.db.transaction((tx) =>
      this.repository.setFavorite(tx, id, userId, favorite),
    );
    return { favorited: favorite, favorite_count: count };
  }

  /**
   * Publishes an upload: the files must be this member's own uploads of the right kinds. The
   * video waits in `processing` until the job queue has transcoded it.
   */
  async publish(
    userId: number,
    input: { title: string; classify_id: number; video: string; cover: string },
  ): Promise<{ id: number; status: VideoStatus }> {
    const known = await this.repository.existingCategoryIds([input.classify_id]);
    if (!known.has(input.classify_id)) throw new AppError('video.unknownCategory');
    if (!(await this.repository.ownsUpload(userId, input.video, 'video'))) {
      throw new AppError('video.uploadVideo');
    }
    if (!(await this.repository.ownsUpload(userId, input.cover, 'image'))) {
      throw new AppError('video.uploadCover');
    }
    const id = await this.deps.db.transaction((tx) =>
      this.repository.insert(tx, {
        userId,
        title: input.title,
        categoryId: input.classify_id,
        sourcePath: input.video,
        coverPath: input.cover,
        status: 'processing',
      }),
    );
    await this.deps.processing.enqueue(id);
    return { id, status: 'processing' };
  }

  /** The owner deletes their video, files and all (operators take videos down: `unpublish`). */
  async remove(userId: number, id: number): Promise<{ id: number }> {
    await this.ownVideo(userId, id);
    await this.repository.remove(id);
    await this.deps.files.remove(id);
    return { id };
  }

  /**
   * The owner takes a published video off the site or puts it back. A video an operator took
   * down stays down, and one still processing waits.
   */
  async hide(userId: number, id: number, hidden: boolean) {
    const video = await this.ownVideo(userId, id);
    const from: VideoStatus = hidden ? 'ready' : 'hidden';
    const status: VideoStatus = hidden ? 'hidden' : 'ready';
    if (video.status !== from && video.status !== status) {
      throw new AppError('video.cannotHide');
    }
    await this.repository.update(id, { status }, eq(videos.status, from));
    return { id, status };
  }

  private async ownVideo(userId: number, id: number) {
    const video = await this.repository.find(id);
    if (!video || video.userId !== userId) {
      throw new AppError(video ? 'video.notYours' : 'video.notFound', {
        httpStatus: video ? 403 : 404,
      });
    }
    return video;
  }

  async setPublished(id: number, published: boolean) {
    const video = await this.repository.find(id);
    if (!video) throw new AppError('video.notFound', { httpStatus: 404 });
    // Only a transcoded video can go back up; one still processing stays as it is.
    const status: VideoStatus = published
      ? video.hlsPath
        ? 'ready'
        : (video.status as VideoStatus)
      : 'unpublished';
    await this.repository.update(id, { status });
    return { id, status };
  }

  // --- categories ---------------------------------------------------------------------------

  async categories(language: Language) {
    return { list: (await this.repository.categories()).map((row) => categoryView(row, language)) };
  }

  async recommendedCategories(language: Language) {
    const rows = await this.repository.recommendedCategories();
    return { list: rows.map((row) => categoryView(row, language)) };
  }

  async allCategories(language: Language) {
    const [rows, counts] = await Promise.all([
      this.repository.categories(),
      this.repository.categoryCounts(),
    ]);
    return {
      list: rows.map((row) => ({
        ...categoryView(row, language),
        video_count: counts.get(row.id) ?? 0,
      })),
    };
  }

  async searchCategories(language: Language, text: string) {
    const rows = await this.repository.searchCategories(text);
    return { list: rows.map((row) => categoryView(row, language)) };
  }

  async myCategories(language: Language, userId: number) {
    const rows = await this.repository.followedCategories(userId);
    return { list: rows.map((row) => categoryView(row, language)) };
  }

  async setMyCategories(language: Language, userId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const known = await this.repository.existingCategoryIds(unique);
    if (unique.some((id) => !known.has(id))) throw new AppError('video.unknownCategory');
    await this.deps.db.transaction((tx) =>
      this.repository.replaceFollowedCategories(tx, userId, unique),
    );
    return this.myCategories(language, userId);
  }

  async banners(language: Language, position: 'home' | 'video') {
    const rows = await this.repository.banners(position);
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: language === 'zh' ? row.titleZh : language === 'vi' ? row.titleVi : row.titleEn,
        image: row.image,
        link: row.link,
      })),
    };
  }

  private async publishedVideo(id: number) {
    const video = await this.repository.find(id);
    if (!video || video.status !== 'ready') {
      throw new AppError('video.notFound', { httpStatus: 404 });
    }
    return video;
  }

  private async summaries(rows: Listed[], language: Language): Promise<VideoSummary[]> {
    const comments = await this.deps.comments.counts(
      'video',
      rows.map((row) => row.video.id),
    );
    return rows.map(({ video, nickname, avatar, category }) => ({
      id: video.id,
      title: video.title,
      cover: video.coverPath || video.posterPath,
      duration_seconds: video.durationSeconds,
      views: video.views,
      like_count: video.likeCount,
      comment_count: comments.get(video.id) ?? 0,
      kind: video.kind === 'replay' ? 'replay' : 'upload',
      status: video.status as VideoStatus,
      category: category ? { id: category.id, name: categoryName(category, language) } : null,
      author: { id: video.userId, nickname, avatar },
      match_id: video.matchId,
      created_at: video.createdAt.toISOString(),
    }));
  }
}
