import { CIRCLE_LIMITS, POST_REPORT_REASONS, type Language } from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';
import type { PostsRepository } from './posts.repository';
import type { PostsService } from './posts.service';

type ReportReason = (typeof POST_REPORT_REASONS)[number];
const isReason = (value: string): value is ReportReason =>
  (POST_REPORT_REASONS as readonly string[]).includes(value);

/** The operators' hand on posts: pin, feature, hide, and the queue of reported posts. */
export class PostModeration {
  constructor(
    private readonly repository: PostsRepository,
    private readonly posts: Pick<PostsService, 'views'>,
  ) {}

  async moderate(input: {
    id: number;
    pinned?: boolean | undefined;
    featured?: boolean | undefined;
    hidden?: boolean | undefined;
  }) {
    const row = await this.repository.moderate(input.id, {
      ...(input.pinned === undefined ? {} : { pinned: input.pinned }),
      ...(input.featured === undefined ? {} : { featured: input.featured }),
      ...(input.hidden === undefined ? {} : { status: input.hidden ? 'hidden' : 'visible' }),
    });
    if (!row) throw new AppError('post.notFound', { httpStatus: 404 });
    return {
      id: row.id,
      pinned: row.pinned,
      featured: row.featured,
      hidden: row.status !== 'visible',
    };
  }

  async reports(language: Language, page: number) {
    const size = CIRCLE_LIMITS.pageSize;
    const rows = await this.repository.reported({ offset: (page - 1) * size, limit: size + 1 });
    const shown = rows.slice(0, size);
    const views = await this.posts.views(null, language, shown);
    return {
      list: shown.flatMap((row, index) => {
        const view = views[index];
        if (!view) return [];
        return [
          {
            post: { ...view, hidden: row.post.status !== 'visible' },
            report_count: row.reportCount,
            reasons: row.reasons.filter(isReason),
            last_reported_at: new Date(row.lastAt).toISOString(),
          },
        ];
      }),
      has_more: rows.length > size,
    };
  }
}
