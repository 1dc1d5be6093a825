import { RANKING_PERIODS, type RankingPeriod, type VideoCategory } from '@tifo/contract';
import { CoverImage } from '../../shared/ui/Surface';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { ListSkeleton, ListStates } from '../../shared/ui/ListStates';
import { Tabs } from '../../shared/ui/Tabs';
import { useStoredValue } from '../../shared/use-stored-value';
import {
  type BannerPosition,
  useBannersQuery,
  useMyVideoCategoriesQuery,
  useRecommendedVideoCategoriesQuery,
  useVideoCategoriesQuery,
  useVideoListQuery,
  useVideoRankQuery,
  type VideoOrder,
} from './api';
import { idOf, videoHref, VideoViews } from './VideoCard';
import { orderOf, VideoGrid, VideoOrderToggle } from './VideoGrid';

/** Beside the ranking (from `lg`), the grid has less room than on /video-classify. */
const COLUMNS_BESIDE_RANKING =
  'grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';
const RANK_SIZE = 10;

/** A site path opens in the app; anything else (an operator's full URL) in a new tab. */
function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** The first banner of the video page, as a slim strip that opens what it advertises. */
function BannerStrip({ position }: { position: BannerPosition }) {
  const { t } = useTranslation('video');
  const banners = useBannersQuery(position);
  const banner = banners.data?.[0];
  if (!banner) return null;
  const className =
    'group flex min-w-0 items-center gap-3 overflow-hidden rounded-xl bg-slate-900 pr-4 text-white ring-1 ring-slate-800 hover:ring-brand-500';
  const content = (
    <>
      {banner.image ? (
        <img
          src={banner.image}
          alt=""
          decoding="async"
          className="h-14 w-24 shrink-0 object-cover sm:h-16 sm:w-40"
        />
      ) : (
        <CoverImage cover="" className="h-14 w-24 shrink-0 sm:h-16 sm:w-40" />
      )}
      <span className="shrink-0 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-medium">
        {t('banner')}
      </span>
      <span className="min-w-0 truncate font-medium group-hover:underline">{banner.title}</span>
    </>
  );
  return (
    <div data-testid="video-banner">
      {isSitePath(banner.link) ? (
        <Link to={banner.link} className={className}>
          {content}
        </Link>
      ) : (
        <a href={banner.link} target="_blank" rel="noopener noreferrer" className={className}>
          {content}
        </a>
      )}
    </div>
  );
}

/**
 * The tabs' categories: the member's followed ones, else the recommended ones, else every
 * category; a category chosen by link that is none of them joins the end.
 */
function useTabCategories(chosen: number | null): VideoCategory[] {
  const user = useStoredValue('userInfo');
  const mine = useMyVideoCategoriesQuery(user !== null);
  const recommended = useRecommendedVideoCategoriesQuery();
  const every = useVideoCategoriesQuery();
  let base: VideoCategory[];
  if (user !== null && mine.isPending) base = [];
  else if (user !== null && (mine.data?.length ?? 0) > 0) base = mine.data ?? [];
  else if ((recommended.data?.length ?? 0) > 0) base = recommended.data ?? [];
  else base = every.data ?? [];
  if (chosen === null || base.some((category) => category.id === chosen)) return base;
  const extra = every.data?.find((category) => category.id === chosen);
  return extra ? [...base, extra] : base;
}

function RankingPanel() {
  const { t } = useTranslation('video');
  const [period, setPeriod] = useState<RankingPeriod>('week');
  const rank = useVideoRankQuery(period);
  const list = (rank.data ?? []).slice(0, RANK_SIZE);
  return (
    <section
      aria-labelledby="video-rank-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="video-rank-title" className="text-base font-semibold text-slate-900">
        {t('rank.title')}
      </h2>
      <Tabs
        items={RANKING_PERIODS.map((value) => ({ value, label: t(`rank.period.${value}`) }))}
        value={period}
        onChange={setPeriod}
        label={t('rank.periodLabel')}
      />
      <ListStates
        pending={rank.isPending}
        error={rank.isError}
        empty={list.length === 0}
        placeholder={
          <ListSkeleton count={5} className="flex flex-col gap-2" itemClassName="h-12" />
        }
        errorTitle={t('rank.loadError')}
        emptyTitle={t('rank.empty')}
        onRetry={() => void rank.refetch()}
      >
        <ol data-testid="video-rank" className="flex flex-col divide-y divide-slate-100">
          {list.map((video, index) => (
            <li key={video.id} className="group relative flex items-center gap-3 py-2">
              <span
                className={cx(
                  'w-5 shrink-0 text-center text-sm font-bold tabular-nums',
                  index < 3 ? 'text-brand-600' : 'text-slate-500',
                )}
              >
                {index + 1}
              </span>
              <CoverImage cover={video.cover} className="aspect-video w-20 shrink-0 rounded-md" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Link
                  to={videoHref(video.id)}
                  className="line-clamp-2 text-sm font-medium break-words text-slate-800 after:absolute after:inset-0 group-hover:text-brand-700"
                >
                  {video.title}
                </Link>
                <VideoViews
                  views={video.period_views}
                  label={t('rank.periodViews')}
                  className="text-xs text-slate-500"
                />
              </div>
            </li>
          ))}
        </ol>
      </ListStates>
    </section>
  );
}

/**
 * /video-list: the video banner, category tabs (followed or recommended), newest or most watched
 * first in a grid that loads as you scroll, and the most watched of a period beside it.
 */
export function VideoListPage() {
  const { t } = useTranslation('video');
  const [params, setParams] = useSearchParams();
  const categoryId = idOf(params.get('category'));
  const order = orderOf(params.get('order'));
  const categories = useTabCategories(categoryId);
  const videos = useVideoListQuery(categoryId, order);

  const show = (next: { category: number | null; order: VideoOrder }) => {
    const search: Record<string, string> = {};
    if (next.category !== null) search.category = String(next.category);
    if (next.order !== 'new') search.order = next.order;
    setParams(search, { replace: true });
  };
  const tabs = [
    { value: 'all', label: t('allCategories') },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </header>
      <BannerStrip position="video" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <section aria-labelledby="video-list-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="video-list-title" className="sr-only">
            {t('categoriesLabel')}
          </h2>
          <div className="flex min-w-0 items-end gap-2">
            <div className="min-w-0 flex-1">
              <Tabs
                items={tabs}
                value={categoryId === null ? 'all' : String(categoryId)}
                onChange={(value) =>
                  show({ category: value === 'all' ? null : idOf(value), order })
                }
                label={t('categoriesLabel')}
              />
            </div>
            <Link to="/video-classify" className={cx(buttonClasses('ghost', 'sm'), 'shrink-0')}>
              {t('moreCategories')}
            </Link>
          </div>
          <VideoOrderToggle
            value={order}
            onChange={(next) => show({ category: categoryId, order: next })}
          />
          <VideoGrid query={videos} emptyTitle={t('empty')} columns={COLUMNS_BESIDE_RANKING} />
        </section>
        <aside className="min-w-0">
          <RankingPanel />
        </aside>
      </div>
    </div>
  );
}
