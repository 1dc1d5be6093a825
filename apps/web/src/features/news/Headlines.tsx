import { newsRoutes, type NewsSummary } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../shared/api-client';
import { CoverImage, Skeleton } from '../../shared/ui/Surface';
import { newsKeys } from './news-keys';

/**
 * The headlines (featured articles first, then the newest). The query, the list and the cover
 * share this module so that the home page's first load fetches one small chunk for them.
 */
export function useHeadlinesQuery() {
  return useQuery({
    queryKey: newsKeys.headlines(),
    queryFn: ({ signal }) => callApi(newsRoutes.headlines, { signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 60_000,
  });
}

/**
 * The headlines: the lead article large, the next ones as a list beside it. Used on /news and
 * on the home page (which passes its own labels: its strings load with the first page).
 */
export function Headlines({ list, demoLabel }: { list: NewsSummary[]; demoLabel: string }) {
  const [lead, ...rest] = list;
  if (!lead) return null;
  return (
    <div data-testid="headlines" className="grid gap-4 md:grid-cols-5">
      <article className="group relative overflow-hidden rounded-xl md:col-span-3">
        <CoverImage cover={lead.cover} className="aspect-video w-full" eager />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-transparent p-4 pt-12">
          {lead.is_demo && (
            <span className="mb-2 inline-block rounded bg-amber-400/90 px-1.5 py-0.5 text-xs font-medium text-slate-900">
              {demoLabel}
            </span>
          )}
          <h3 className="line-clamp-2 text-lg font-bold text-white group-hover:underline sm:text-xl">
            <Link to={`/detail?id=${lead.id}`} className="after:absolute after:inset-0">
              {lead.title}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-2 hidden text-sm text-slate-200 sm:block">{lead.summary}</p>
        </div>
      </article>
      <ol className="flex flex-col divide-y divide-slate-100 md:col-span-2">
        {rest.map((article) => (
          <li key={article.id} className="group relative flex gap-3 py-2 first:pt-0">
            <CoverImage cover={article.cover} className="aspect-video w-24 shrink-0 rounded-md" />
            <Link
              to={`/detail?id=${article.id}`}
              className="line-clamp-3 text-sm font-medium text-slate-800 after:absolute after:inset-0 group-hover:text-brand-700"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HeadlinesSkeleton() {
  return (
    <div data-state="loading" className="grid gap-4 md:grid-cols-5">
      <Skeleton className="aspect-video w-full md:col-span-3" />
      <div className="flex flex-col gap-3 md:col-span-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    </div>
  );
}
