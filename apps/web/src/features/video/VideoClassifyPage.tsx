import { VIDEO_LIMITS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { ListSkeleton, ListStates } from '../../shared/ui/ListStates';
import { useStoredValue } from '../../shared/use-stored-value';
import {
  useAllVideoCategoriesQuery,
  useMyVideoCategoriesQuery,
  useSetMyVideoCategoriesMutation,
  useVideoListQuery,
} from './api';
import { classifyHref, idOf } from './VideoCard';
import { orderOf, VideoGrid, VideoOrderToggle } from './VideoGrid';

/** Follow or unfollow a category (its videos become a tab on /video-list); visitors log in. */
function FollowCategoryButton({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('video');
  const user = useStoredValue('userInfo');
  const mine = useMyVideoCategoriesQuery(user !== null);
  const save = useSetMyVideoCategoriesMutation();
  const followedIds = (mine.data ?? []).map((category) => category.id);
  const following = followedIds.includes(categoryId);
  const full = !following && followedIds.length >= VIDEO_LIMITS.myCategoriesMax;
  const toggle = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    save.mutate(
      following ? followedIds.filter((id) => id !== categoryId) : [...followedIds, categoryId],
    );
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={following}
        disabled={(user !== null && mine.isPending) || full}
        loading={save.isPending}
        onClick={toggle}
      >
        {following ? t('classify.followed') : t('classify.follow')}
      </Button>
      <p className="text-xs text-slate-500">
        {full
          ? t('classify.followLimit', { max: VIDEO_LIMITS.myCategoriesMax })
          : t('classify.followHint')}
      </p>
    </div>
  );
}

/**
 * /video-classify?type=3&id=…&name=…: every category as a chip (with its number of videos), the
 * chosen one's videos, and following it. Without an id the first category is shown.
 */
export function VideoClassifyPage() {
  const { t, i18n } = useTranslation('video');
  const language = pageLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const requested = idOf(params.get('id'));
  const order = orderOf(params.get('order'));
  const all = useAllVideoCategoriesQuery();
  const categories = all.data ?? [];
  const chosen =
    requested === null ? categories[0] : categories.find((category) => category.id === requested);
  // The list's own name wins: the link's `name` may be in another language.
  const chosenId = chosen?.id ?? requested;
  const chosenName = chosen?.name ?? params.get('name') ?? '';
  const videos = useVideoListQuery(chosenId, order, chosenId !== null);

  const setOrder = (next: typeof order) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        if (next === 'new') search.delete('order');
        else search.set('order', next);
        return search;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <Link to="/video-list" className="text-sm font-medium text-brand-700 hover:text-brand-600">
        <span aria-hidden="true">← </span>
        {t('classify.back')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t('classify.title')}</h1>
      <ListStates
        pending={all.isPending}
        error={all.isError}
        empty={categories.length === 0}
        placeholder={
          <ListSkeleton count={8} className="flex flex-wrap gap-2" itemClassName="h-8 w-20" />
        }
        errorTitle={t('classify.loadError')}
        emptyTitle={t('classify.none')}
        onRetry={() => void all.refetch()}
      >
        <nav aria-label={t('classify.chipsLabel')}>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => {
              const current = category.id === chosenId;
              return (
                <li key={category.id}>
                  <Link
                    to={classifyHref(category)}
                    aria-current={current ? 'page' : undefined}
                    className={cx(
                      'inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors',
                      current
                        ? 'bg-brand-600 text-white ring-brand-600'
                        : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50 hover:text-brand-700',
                    )}
                  >
                    <span className="truncate">{category.name}</span>
                    <span
                      className={cx(
                        'text-xs tabular-nums',
                        current ? 'text-white/80' : 'text-slate-500',
                      )}
                    >
                      <span className="sr-only">{t('classify.videoCount')}: </span>
                      {formatCount(category.video_count, language)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </ListStates>
      {chosenId !== null && (
        <section aria-labelledby="video-classify-chosen" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2
              id="video-classify-chosen"
              className="min-w-0 text-xl font-semibold break-words text-slate-900"
            >
              {chosenName}
            </h2>
            <FollowCategoryButton categoryId={chosenId} />
          </div>
          <VideoOrderToggle value={order} onChange={setOrder} />
          <VideoGrid query={videos} emptyTitle={t('classify.empty')} />
        </section>
      )}
    </div>
  );
}
