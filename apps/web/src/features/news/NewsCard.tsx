import type { NewsSummary } from '@tifo/contract';
import { CoverImage } from '../../shared/ui/Surface';
import { Link } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { NewsMeta } from './NewsMeta';

/**
 * An article in a list: cover, title, summary and its meta line; the whole card links to it.
 * `compact` (a sidebar's related articles): a small cover and the title only.
 */
export function NewsCard({
  article,
  compact = false,
}: {
  article: NewsSummary;
  compact?: boolean;
}) {
  return (
    <article
      data-testid="news-card"
      className={cx(
        'group relative flex gap-3 rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500',
        compact ? 'p-2' : 'p-3 sm:gap-4',
      )}
    >
      <CoverImage
        cover={article.cover}
        className={cx('aspect-video shrink-0 rounded-lg', compact ? 'w-24' : 'w-28 sm:w-48')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3
          className={cx(
            'line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700',
            compact && 'text-sm',
          )}
        >
          <Link to={`/detail?id=${article.id}`} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        {!compact && (
          <>
            <p className="line-clamp-2 hidden text-sm text-slate-600 sm:block">{article.summary}</p>
            <div className="mt-auto">
              <NewsMeta article={article} />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
