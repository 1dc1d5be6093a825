import {
  LANGUAGES,
  NEWS_LIMITS,
  type Language,
  type MatchSummary,
  type NewsArticle,
  type NewsCategory,
  type NewsSummary,
  type NewsVersionInput,
} from '@tifo/contract';
import { summaryOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { CommentsService } from '../comments/comments.service';
import { hasContent, isOurUpload, sanitiseArticleHtml } from './article-html';
import type {
  ArticleFilter,
  ArticleRow,
  NewsRepository,
  TagRow,
  VersionRow,
} from './news.repository';

export interface NewsServiceDeps {
  db: Database;
  feed: ScoreFeed;
  rateLimiter: RateLimiter;
  comments: Pick<CommentsService, 'counts'>;
  /** Where our uploads live (`article-html.ts` `uploadBases`). */
  uploadBases: readonly string[];
  now?: () => number;
}

export interface PublishArticle {
  category: NewsCategory;
  cover: string;
  versions: Partial<Record<Language, NewsVersionInput>>;
  tags: { kind: 'team' | 'competition'; id: string }[];
  match_id?: string | undefined;
  featured: boolean;
}

const HOUR_MS = 3_600_000;
/** A reader's reads of one article count once per this window. */
const VIEW_WINDOW = { limit: 1, windowMs: 30 * 60_000 };
/**
 * Where a tagged team's match is looked for: near now first, then (two rivals meet only a
 * few times a season) over the season around it.
 */
const MATCH_WINDOWS = [
  { before: 3 * 24 * HOUR_MS, after: 14 * 24 * HOUR_MS },
  { before: 120 * 24 * HOUR_MS, after: 200 * 24 * HOUR_MS },
];
const IN_PLAY_EXCLUDED = new Set(['not_started', 'finished', 'postponed', 'cancelled']);

/** The article row's own fields of a publish or update. */
function articleFieldsOf(input: PublishArticle) {
  return {
    category: input.category,
    cover: input.cover,
    matchId: input.match_id ?? null,
    featured: input.featured,
  };
}

/**
 * News: articles written in one or more of the site's languages, read in the reader's own
 * where it exists. Bodies are sanitised when written; tags and linked matches point into the
 * score feed, so an article about two teams shows their match.
 */
export class NewsService {
  constructor(
    private readonly repository: NewsRepository,
    private readonly deps: NewsServiceDeps,
  ) {}

  private now(): Date {
    return new Date(this.deps.now?.() ?? Date.now());
  }

  /** Whether readers may see (and comment on) an article now. */
  async isReadable(id: number): Promise<boolean> {
    return (await this.repository.findVisible(id, this.now())) !== null;
  }

  async list(language: Language, filter: ArticleFilter, page: number) {
    const size = NEWS_LIMITS.pageSize;
    const rows = await this.repository.published(filter, this.now(), {
      offset: (page - 1) * size,
      limit: size + 1,
    });
    return {
      list: await this.summaries(rows.slice(0, size), language),
      has_more: rows.length > size,
    };
  }

  async headlines(language: Language) {
    const rows = await this.repository.headlines(this.now(), NEWS_LIMITS.headlines);
    return { list: await this.summaries(rows, language) };
  }

  async detail(viewerId: number | null, language: Language, id: number): Promise<NewsArticle> {
    const article = await this.repository.findVisible(id, this.now());
    if (!article) throw new AppError('news.notFound', { httpStatus: 404 });
    const [versions, tags, author, liked] = await Promise.all([
      this.repository.versions([article.id]),
      this.repository.tags(article.id),
      article.authorId === null ? null : this.repository.author(article.authorId),
      viewerId === null ? false : this.repository.liked(article.id, viewerId),
    ]);
    const related = await this.repository.related(
      article,
      tags.map((tag) => tag.ref),
      this.now(),
      NEWS_LIMITS.related,
    );
    const [summary] = await this.summaries([article], language, versions);
    if (!summary) throw new AppError('news.notFound', { httpStatus: 404 });
    return {
      ...summary,
      body_html: pickVersion(versions, article.id, language)?.bodyHtml ?? '',
      tags: tags.map((tag) => this.tagView(tag, language)),
      author,
      like_count: article.likeCount,
      liked,
      match: this.linkedMatch(article, tags),
      related: await this.summaries(related, language),
    };
  }

  /** Counts a read, once per reader (member or address) and article every 30 minutes. */
  async addView(id: number, reader: string): Promise<{ views: number }> {
    const article = await this.repository.findVisible(id, this.now());
    if (!article) throw new AppError('news.notFound', { httpStatus: 404 });
    const fresh = await this.deps.rateLimiter.hit(`news:view:${id}:${reader}`, VIEW_WINDOW);
    return { views: fresh.allowed ? await this.repository.addView(id) : article.views };
  }

  async like(userId: number, id: number, liked: boolean) {
    if (!(await this.isReadable(id))) throw new AppError('news.notFound', { httpStatus: 404 });
    const likeCount = await this.deps.db.transaction((tx) =>
      this.repository.setLike(tx, id, userId, liked),
    );
    return { liked, like_count: likeCount };
  }

  async publish(authorId: number | null, input: PublishArticle): Promise<{ id: number }> {
    const versions = this.checked(input);
    const id = await this.deps.db.transaction(async (tx) => {
      const articleId = await this.repository.insertArticle(tx, {
        ...articleFieldsOf(input),
        authorId,
        publishedAt: this.now(),
      });
      await this.writeVersionsAndTags(tx, articleId, versions, input.tags);
      return articleId;
    });
    return { id };
  }

  /**
   * Rewrites an article in place (the console's editor): its fields, versions and tags. Its
   * author, publication time, views, likes and comments stay.
   */
  async update(id: number, input: PublishArticle): Promise<{ id: number }> {
    const versions = this.checked(input);
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.repository.updateArticle(tx, id, articleFieldsOf(input)))) {
        throw new AppError('news.notFound', { httpStatus: 404 });
      }
      await this.repository.clearVersionsAndTags(tx, id);
      await this.writeVersionsAndTags(tx, id, versions, input.tags);
    });
    return { id };
  }

  /** Checks an article's tags, match and cover against the feed and our uploads; sanitises. */
  private checked(input: PublishArticle) {
    for (const tag of input.tags) {
      const known =
        tag.kind === 'team' ? this.deps.feed.team(tag.id) : this.deps.feed.competition(tag.id);
      if (!known) throw new AppError('news.unknownTag', { params: { id: tag.id } });
    }
    if (input.match_id !== undefined && !this.deps.feed.match(input.match_id)) {
      throw new AppError('news.unknownMatch', { params: { id: input.match_id } });
    }
    if (
      input.cover !== '' &&
      !input.cover.startsWith('/news-covers/') &&
      !isOurUpload(input.cover, this.deps.uploadBases)
    ) {
      throw new AppError('news.coverNotOurs');
    }
    return LANGUAGES.flatMap((language) => {
      const version = input.versions[language];
      if (!version) return [];
      const bodyHtml = sanitiseArticleHtml(version.body, this.deps.uploadBases);
      if (!hasContent(bodyHtml)) throw new AppError('news.emptyBody');
      return [{ language, title: version.title, summary: version.summary, bodyHtml }];
    });
  }

  private async writeVersionsAndTags(
    tx: Database,
    articleId: number,
    versions: ReturnType<NewsService['checked']>,
    tags: PublishArticle['tags'],
  ): Promise<void> {
    await this.repository.insertVersions(
      tx,
      versions.map((version) => ({ articleId, ...version })),
    );
    await this.repository.insertTags(
      tx,
      tags.map((tag, position) => ({ articleId, kind: tag.kind, ref: tag.id, position })),
    );
  }

  async setPublished(id: number, published: boolean) {
    const changed = await this.repository.setStatus(id, published ? 'published' : 'hidden');
    if (!changed) throw new AppError('news.notFound', { httpStatus: 404 });
    return { id, published };
  }

  private async summaries(
    rows: ArticleRow[],
    language: Language,
    known?: VersionRow[],
  ): Promise<NewsSummary[]> {
    const ids = rows.map((row) => row.id);
    const [versions, comments] = await Promise.all([
      known ?? this.repository.versions(ids),
      this.deps.comments.counts('news', ids),
    ]);
    return rows.flatMap((row) => {
      const version = pickVersion(versions, row.id, language);
      if (!version) return [];
      return [
        {
          id: row.id,
          category: row.category as NewsCategory,
          title: version.title,
          summary: version.summary,
          cover: row.cover,
          language: version.language as Language,
          published_at: row.publishedAt.toISOString(),
          views: row.views,
          comment_count: comments.get(row.id) ?? 0,
          is_demo: row.demoKey !== null,
        },
      ];
    });
  }

  private tagView(tag: TagRow, language: Language) {
    const kind = tag.kind === 'team' ? 'team' : 'competition';
    let name = tag.ref;
    if (kind === 'team') {
      const team = this.deps.feed.team(tag.ref);
      if (team) {
        name =
          language === 'zh'
            ? (team.name_zh ?? team.short_name_zh)
            : language === 'vi'
              ? (team.name_vi ?? team.name)
              : team.name;
      }
    } else {
      const competition = this.deps.feed.competition(tag.ref);
      if (competition) {
        name =
          language === 'zh'
            ? competition.name_zh
            : language === 'vi'
              ? competition.name_vi
              : competition.name;
      }
    }
    return { kind, id: tag.ref, name } as const;
  }

  /**
   * The match an article is about: the one it names, else its tagged teams' match near now
   * (both teams' when it tags two): one in play first, then the next, then the latest one.
   */
  private linkedMatch(article: ArticleRow, tags: TagRow[]): MatchSummary | null {
    const feed = this.deps.feed;
    const now = feed.now();
    const named = article.matchId === null ? undefined : feed.match(article.matchId);
    if (named) return summaryOf(feed, named, now);
    const teams = tags.filter((tag) => tag.kind === 'team').map((tag) => tag.ref);
    if (teams.length === 0) return null;
    const involves = (home: string, away: string) =>
      teams.slice(0, 2).every((team) => team === home || team === away);
    for (const window of MATCH_WINDOWS) {
      const candidates = feed
        .matchesBetween(now - window.before, now + window.after)
        .filter((match) => involves(match.homeTeamId, match.awayTeamId))
        .map((match) => summaryOf(feed, match, now));
      const inPlay = candidates.find((match) => !IN_PLAY_EXCLUDED.has(match.status));
      const next = candidates.find((match) => match.status === 'not_started');
      const latest = candidates.filter((match) => match.status === 'finished').at(-1);
      const found = inPlay ?? next ?? latest;
      if (found) return found;
    }
    return null;
  }
}

/** The reader's language version, else Chinese (the default), English, Vietnamese. */
export function pickVersion(
  versions: VersionRow[],
  articleId: number,
  language: Language,
): VersionRow | undefined {
  const mine = versions.filter((version) => version.articleId === articleId);
  for (const wanted of [language, 'zh', 'en', 'vi']) {
    const found = mine.find((version) => version.language === wanted);
    if (found) return found;
  }
  return undefined;
}
