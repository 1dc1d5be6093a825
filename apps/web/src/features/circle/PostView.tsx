import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { Skeleton } from '../../shared/ui/Surface';
import { CommentsSection } from '../comment';
import { usePostQuery } from './api';
import { circleHref } from './circle-links';
import { isMissing, PageProblem } from './PageProblem';
import { PostActions } from './PostActions';
import { PostBadges, PostByline } from './PostCard';
import { PostImages } from './PostImages';

function PostSkeleton() {
  return (
    <div data-state="loading" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <Skeleton className="h-4 w-32" />
      <div className="flex items-center gap-2.5">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="aspect-video w-full max-w-xl" />
    </div>
  );
}

/**
 * /circle-detail?post=…: one post (its text as text, line breaks kept), its pictures or video,
 * reactions, and its comments. Its author still sees it after operators hid it, with a note.
 */
export function PostView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('circles');
  const language = pageLanguage(i18n.language);
  const post = usePostQuery(id);

  if (post.isError) {
    return (
      <PageProblem
        what="post"
        missing={isMissing(post.error)}
        onRetry={() => void post.refetch()}
      />
    );
  }
  if (post.isPending) return <PostSkeleton />;
  const data = post.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <Link
        to={circleHref(data.circle.id)}
        className="self-start text-sm font-medium text-brand-700 hover:text-brand-600"
      >
        <span aria-hidden="true">← </span>
        {t('post.backTo', { name: data.circle.name })}
      </Link>
      <article
        data-testid="post-detail"
        data-post-id={data.id}
        aria-label={t('post.label', { name: data.author.nickname })}
        className="relative flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        {data.hidden && (
          <p
            data-testid="post-hidden"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {t('post.hidden')}
          </p>
        )}
        <div className="flex items-start justify-between gap-2">
          <PostByline post={data} />
          <PostBadges post={data} />
        </div>
        <p className="text-base leading-relaxed break-words whitespace-pre-line text-slate-900">
          {data.content}
        </p>
        <PostImages images={data.images} />
        {data.video && (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- members' uploads carry no caption track
          <video
            controls
            playsInline
            preload="metadata"
            poster={data.video.cover || undefined}
            src={data.video.url}
            aria-label={t('post.video')}
            data-testid="post-video"
            className="aspect-video w-full max-w-2xl rounded-lg bg-black"
          />
        )}
        <p className="text-xs text-slate-500">
          {t('post.publishedAt', { time: formatDateTime(data.created_at, language) })}
        </p>
        <PostActions post={data} />
      </article>
      {/* A hidden post takes no comments (only its author sees it). */}
      {!data.hidden && <CommentsSection target={{ type: 'post', id: data.id }} />}
    </div>
  );
}
