import type { NewsSummary } from '@tifo/contract';
import { Link } from 'react-router';
import { NewsCover } from './Headlines';
import { NewsMeta } from './NewsMeta';

/** An article in a list: cover, title, summary and its meta line; the whole card links to it. */
export function NewsCard({ article }: { article: NewsSummary }) {
  return (
    <article
      data-testid="news-card"
      className="group relative flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 sm:gap-4"
    >
      <NewsCover cover={article.cover} className="aspect-video w-28 shrink-0 rounded-lg sm:w-48" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">
          <Link to={`/detail?id=${article.id}`} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-2 hidden text-sm text-slate-600 sm:block">{article.summary}</p>
        <div className="mt-auto">
          <NewsMeta article={article} />
        </div>
      </div>
    </article>
  );
}
