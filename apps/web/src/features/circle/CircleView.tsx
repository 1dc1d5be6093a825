import type { Circle } from '@tifo/contract';
import { useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Button } from '../../shared/ui/Button';
import { Badge, Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { useCircleQuery, usePostsQuery } from './api';
import { orderOf } from './circle-links';
import { CircleCounts } from './CircleCard';
import { CircleIcon } from './CircleIcon';
import { PostOrderToggle } from './ChoiceToggle';
import { JoinButton } from './JoinButton';
import { isMissing, PageProblem } from './PageProblem';
import { PostComposer } from './PostComposer';
import { PostList, PostSkeletons } from './PostList';

function CircleSkeleton() {
  return (
    <div data-state="loading" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div className="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <PostSkeletons count={2} />
    </div>
  );
}

/** The circle: icon, name, intro, counts, join and "post" (which leads to the composer below). */
function CircleHeader({ circle, onCompose }: { circle: Circle; onCompose: () => void }) {
  const { t } = useTranslation('circles');
  const open = circle.status === 'open';
  return (
    <header
      data-testid="circle-header"
      data-circle-id={circle.id}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <CircleIcon circle={circle} className="size-16 text-2xl" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
              {circle.name}
            </h1>
            <Badge>{t(`kind.${circle.kind}`)}</Badge>
            {!open && <Badge tone="warning">{t('circlePage.closed')}</Badge>}
          </div>
          {circle.intro && (
            <p className="text-sm break-words whitespace-pre-line text-slate-600">{circle.intro}</p>
          )}
          <CircleCounts circle={circle} className="flex gap-4 text-sm text-slate-500" />
        </div>
      </div>
      <div className="flex shrink-0 gap-2 max-sm:[&>*]:flex-1">
        <JoinButton circle={circle} size="md" />
        {open && (
          <Button variant="secondary" onClick={onCompose} data-testid="post-open-composer">
            {t('composer.open')}
          </Button>
        )}
      </div>
    </header>
  );
}

/**
 * /circle-detail?id=…: the circle's header, the composer with the circle chosen (members of an
 * open circle), then its pinned posts and the others, hottest or newest first.
 */
export function CircleView({ id }: { id: number }) {
  const { t } = useTranslation('circles');
  const [params, setParams] = useSearchParams();
  const order = orderOf(params.get('order'));
  const user = useStoredValue('userInfo');
  const circle = useCircleQuery(id);
  const posts = usePostsQuery({ circleId: id, scope: 'all', order });
  const composer = useRef<HTMLDivElement>(null);

  if (circle.isError) {
    return (
      <PageProblem
        what="circle"
        missing={isMissing(circle.error)}
        onRetry={() => void circle.refetch()}
      />
    );
  }
  if (circle.isPending) return <CircleSkeleton />;
  const data = circle.data;
  const setOrder = (next: typeof order) =>
    setParams(next === 'new' ? { id: String(id) } : { id: String(id), order: next }, {
      replace: true,
    });
  // The composer is on the page already: the header's button takes the member to it.
  const compose = () =>
    user ? composer.current?.querySelector('textarea')?.focus() : openLoginDialog();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <Link
        to="/circle"
        className="self-start text-sm font-medium text-brand-700 hover:text-brand-600"
      >
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <CircleHeader circle={data} onCompose={compose} />
      {data.status === 'open' &&
        (user ? (
          <div ref={composer}>
            {/* A new circle's page starts a new draft. */}
            <PostComposer key={data.id} circle={data} onPublished={() => setOrder('new')} />
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
            {t('circlePage.loginToPost')}
            <Button size="sm" onClick={openLoginDialog}>
              {t('login')}
            </Button>
          </div>
        ))}
      <section aria-labelledby="circle-posts-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="circle-posts-title" className="text-base font-semibold text-slate-900">
            {t('circlePage.posts')}
          </h2>
          <PostOrderToggle value={order} onChange={setOrder} />
        </div>
        <PostList query={posts} emptyTitle={t('circlePage.empty')} />
      </section>
    </div>
  );
}
