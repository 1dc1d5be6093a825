import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { cx } from '../../shared/ui/cx';
import { CoverImage, EmptyState, Skeleton } from '../../shared/ui/Surface';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { useStoredValue } from '../../shared/use-stored-value';
import { CommentsSection } from '../comment';
import { NewsCard, NewsMeta, useArticleQuery, useCountRead, useLikeArticleMutation } from '../news';
import { ArticleBody } from './ArticleBody';
import { MatchCard } from './MatchCard';

function articleIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /detail?id=…: a news article, its match, related articles and its comments. */
export function DetailPage() {
  const { t, i18n } = useTranslation('news');
  const language = pageLanguage(i18n.language);
  const [params] = useSearchParams();
  const id = articleIdOf(params.get('id'));
  const article = useArticleQuery(id);
  useCountRead(article.isSuccess ? id : null);
  const like = useLikeArticleMutation(id ?? 0);
  const user = useStoredValue('userInfo');

  if (id === null || article.isError) {
    const missing = id === null || (article.error instanceof ApiError && article.error.code === 1);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          title={missing ? t('article.notFound') : t('article.loadError')}
          action={
            <Link to="/news" className={buttonClasses('secondary', 'sm')}>
              {t('article.back')}
            </Link>
          }
        />
      </div>
    );
  }
  if (article.isPending) {
    return (
      <div data-state="loading" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const data = article.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="flex min-w-0 flex-col gap-5">
        <article data-testid="article" className="flex flex-col gap-4">
          <Link to="/news" className="text-sm font-medium text-brand-700 hover:text-brand-600">
            ← {t('article.back')}
          </Link>
          <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">
            {data.title}
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span className="font-medium">{data.author?.nickname ?? t('article.newsroom')}</span>
            <NewsMeta article={data} />
          </div>
          {data.is_demo && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('demoNote')}
            </p>
          )}
          {data.language !== language && (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
              {t('article.fallbackLanguage')}
            </p>
          )}
          <p className="text-lg text-slate-700">{data.summary}</p>
          {data.cover && (
            <CoverImage cover={data.cover} className="aspect-video w-full rounded-xl" />
          )}
          <ArticleBody html={data.body_html} />
          {data.tags.length > 0 && (
            <ul aria-label={t('article.tags')} className="flex flex-wrap gap-2">
              {data.tags.map((tag) => (
                <li key={`${tag.kind}:${tag.id}`}>
                  <Link
                    to={`/news?tag=${encodeURIComponent(tag.id)}&name=${encodeURIComponent(tag.name)}`}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center gap-3">
            <Button
              variant={data.liked ? 'primary' : 'secondary'}
              aria-pressed={data.liked}
              disabled={like.isPending}
              onClick={() => (user ? like.mutate(!data.liked) : openLoginDialog())}
            >
              <ContentIcon name="heart" className={cx('size-4', data.liked && 'fill-current')} />
              {data.liked ? t('article.liked') : t('article.like')}
            </Button>
            <span className="text-sm text-slate-600">
              <span className="sr-only">{t('article.likes')}: </span>
              <span data-testid="article-likes">{formatCount(data.like_count, language)}</span>
            </span>
          </div>
        </article>
        <CommentsSection target={{ type: 'news', id: data.id }} />
      </div>
      <aside className="flex flex-col gap-4">
        {data.match && <MatchCard match={data.match} />}
        {data.related.length > 0 && (
          <section aria-labelledby="article-related" className="flex flex-col gap-3">
            <h2 id="article-related" className="text-base font-semibold text-slate-900">
              {t('article.related')}
            </h2>
            {data.related.map((related) => (
              <NewsCard key={related.id} article={related} compact />
            ))}
          </section>
        )}
      </aside>
    </div>
  );
}
