import { NEWS_CATEGORIES, type NewsCategory } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { Tabs } from '../../shared/ui/Tabs';
import { useNewsListQuery } from './api';
import { useHeadlinesQuery } from './Headlines';
import { Headlines, HeadlinesSkeleton } from './Headlines';
import { NewsCard } from './NewsCard';
import { useLoadOnScroll } from '../../shared/ui/use-load-on-scroll';

type CategoryTab = NewsCategory | 'all';

function categoryOf(value: string | null): NewsCategory | null {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as NewsCategory)
    : null;
}

/** /news: categories, the headlines, then every article newest first, loading as you scroll. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const tag = params.get('tag');
  const tagName = params.get('name') ?? tag;
  const headlines = useHeadlinesQuery();
  const news = useNewsListQuery(category, tag);
  const list = news.data?.pages.flatMap((page) => page.list) ?? [];
  const loadMore = () => {
    if (news.hasNextPage && !news.isFetchingNextPage) void news.fetchNextPage();
  };
  const sentinel = useLoadOnScroll(news.hasNextPage, loadMore);
  const showHeadlines = category === null && tag === null;

  const tabs = (['all', ...NEWS_CATEGORIES] as const).map((value) => ({
    value,
    label: t(`category.${value}`),
  }));
  const choose = (value: CategoryTab) =>
    setParams(value === 'all' ? {} : { category: value }, { replace: true });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <Tabs items={tabs} value={category ?? 'all'} onChange={choose} label={t('categoriesLabel')} />
      {tag && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm">
          <span className="font-medium text-brand-700">{t('taggedWith', { name: tagName })}</span>
          <Link to="/news" className={buttonClasses('secondary', 'sm')}>
            {t('clearTag')}
          </Link>
        </div>
      )}
      {showHeadlines && (headlines.isPending || (headlines.data?.length ?? 0) > 0) && (
        <section aria-labelledby="news-headlines">
          <h2 id="news-headlines" className="mb-3 text-lg font-semibold text-slate-900">
            {t('headlines')}
          </h2>
          {headlines.isPending ? (
            <HeadlinesSkeleton />
          ) : (
            <Headlines list={headlines.data ?? []} demoLabel={t('demo')} />
          )}
        </section>
      )}
      <section aria-labelledby="news-latest" className="flex flex-col gap-3">
        <h2 id="news-latest" className="text-lg font-semibold text-slate-900">
          {t('latest')}
        </h2>
        <ListStates
          pending={news.isPending}
          error={news.isError}
          empty={list.length === 0}
          placeholder={
            <ListSkeleton count={4} className="flex flex-col gap-3" itemClassName="h-28 w-full" />
          }
          errorTitle={t('loadError')}
          emptyTitle={t('empty')}
          onRetry={() => void news.refetch()}
        >
          <div data-testid="news-list" className="flex flex-col gap-3">
            {list.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
          {news.isFetchingNextPage && (
            <ListSkeleton count={2} className="flex flex-col gap-3" itemClassName="h-28 w-full" />
          )}
          <div ref={sentinel} />
          <LoadMore
            visible={news.hasNextPage}
            loading={news.isFetchingNextPage}
            onLoad={loadMore}
            label={t('more')}
            testId="news-more"
            className="w-full"
          />
          {!news.hasNextPage && list.length > 0 && (
            <p className="py-2 text-center text-sm text-slate-500">{t('end')}</p>
          )}
        </ListStates>
      </section>
    </div>
  );
}
