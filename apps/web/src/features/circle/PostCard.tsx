import type { Post } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { relativeTime } from '../../shared/format/relative-time';
import { Avatar } from '../../shared/ui/Avatar';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { cx } from '../../shared/ui/cx';
import { Badge } from '../../shared/ui/Surface';
import { circleHref, postHref } from './circle-links';

/** A play mark over a video's cover. */
export function PlayMark() {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 flex items-center justify-center bg-slate-950/20"
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-slate-950/70 text-white">
        <svg viewBox="0 0 24 24" className="ml-0.5 size-5 fill-current">
          <path d="M8 5v14l11-7L8 5Z" />
        </svg>
      </span>
    </span>
  );
}

/** Up to four thumbnails, or the video's cover with a play mark (decorative: the card opens it). */
function CardMedia({ post }: { post: Post }) {
  const { t } = useTranslation('circles');
  if (post.video) {
    return (
      <div className="relative aspect-video w-full max-w-sm overflow-hidden rounded-lg bg-slate-900">
        {post.video.cover && (
          <img
            src={post.video.cover}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
        <PlayMark />
        <span className="sr-only">{t('post.hasVideo')}</span>
      </div>
    );
  }
  if (post.images.length === 0) return null;
  const images = post.images.slice(0, 4);
  return (
    <div
      className={cx(
        'grid max-w-md gap-1.5',
        images.length === 1 ? 'grid-cols-1' : images.length === 2 ? 'grid-cols-2' : 'grid-cols-3',
      )}
    >
      {images.map((image) => (
        <img
          key={image}
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          className={cx(
            'w-full rounded-lg bg-slate-100 object-cover',
            images.length === 1 ? 'aspect-video' : 'aspect-square',
          )}
        />
      ))}
      <span className="sr-only">{t('post.imageCount', { number: post.images.length })}</span>
    </div>
  );
}

/** Who wrote a post, where and when; the circle and author links sit above a card's overlay. */
export function PostByline({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('circles');
  const language = pageLanguage(i18n.language);
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar src={post.author.avatar} name={post.author.nickname} className="size-9" />
      <div className="flex min-w-0 flex-col text-sm">
        <Link
          to={`/persona?id=${post.author.id}`}
          className="relative z-[1] truncate font-medium text-slate-900 hover:text-brand-700"
        >
          {post.author.nickname}
        </Link>
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-slate-500">
          <time dateTime={post.created_at}>{relativeTime(post.created_at, language)}</time>
          <span aria-hidden="true">·</span>
          <Link
            to={circleHref(post.circle.id)}
            className="relative z-[1] truncate font-medium text-brand-700 hover:text-brand-600"
          >
            <span className="sr-only">{t('post.inCircle')} </span>
            {post.circle.name}
          </Link>
        </span>
      </div>
    </div>
  );
}

/** Pinned and featured marks. */
export function PostBadges({ post }: { post: Post }) {
  const { t } = useTranslation('circles');
  if (!post.pinned && !post.featured) return null;
  return (
    <div className="flex shrink-0 gap-1">
      {post.pinned && <Badge tone="brand">{t('post.pinned')}</Badge>}
      {post.featured && <Badge tone="warning">{t('post.featured')}</Badge>}
    </div>
  );
}

/**
 * A post in a list: byline, badges, its text clamped to four lines (as text, line breaks kept),
 * thumbnails or the video's cover, like and comment counts. The whole card opens the post.
 */
export function PostCard({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('circles');
  const language = pageLanguage(i18n.language);
  const textId = useId();
  return (
    <article
      aria-describedby={textId}
      data-testid="post-card"
      data-post-id={post.id}
      className="group relative flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500"
    >
      <div className="flex items-start justify-between gap-2">
        <PostByline post={post} />
        <PostBadges post={post} />
      </div>
      <p
        id={textId}
        className="line-clamp-4 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-800"
      >
        {post.content}
      </p>
      <CardMedia post={post} />
      <Link
        to={postHref(post.id)}
        className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
      >
        <span className="sr-only">{t('post.open', { name: post.author.nickname })}</span>
      </Link>
      <div className="flex items-center gap-4 text-xs text-slate-500">
        <span className={cx('inline-flex items-center gap-1', post.liked && 'text-brand-600')}>
          <ContentIcon name="heart" className={cx('size-4', post.liked && 'fill-current')} />
          <span className="sr-only">{t('post.likes')}: </span>
          {formatCount(post.like_count, language)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ContentIcon name="comment" className="size-4" />
          <span className="sr-only">{t('post.comments')}: </span>
          {formatCount(post.comment_count, language)}
        </span>
      </div>
    </article>
  );
}
