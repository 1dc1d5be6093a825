import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { requestConfirm, showToast } from '../../shared/notifications';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Button } from '../../shared/ui/Button';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { cx } from '../../shared/ui/cx';
import { OutlineIcon } from '../../shared/ui/Icon';
import { useStoredValue } from '../../shared/use-stored-value';
import {
  useDeletePostMutation,
  useFavoritePostMutation,
  useLikePostMutation,
  type PostDetail,
} from './api';
import { circleHref } from './circle-links';
import { ReportPostDialog } from './ReportPostDialog';

const STAR = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z';

/** A toggle (like, favourite) with its count beside it, named for screen readers. */
function Reaction({
  pressed,
  busy,
  onToggle,
  icon,
  label,
  countLabel,
  count,
  testId,
}: {
  pressed: boolean;
  busy: boolean;
  onToggle: () => void;
  icon: ReactNode;
  label: string;
  countLabel: string;
  count: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Button
        variant={pressed ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={pressed}
        disabled={busy}
        onClick={onToggle}
        data-testid={testId}
      >
        {icon}
        {label}
      </Button>
      <span className="min-w-6 text-sm text-slate-600 tabular-nums">
        <span className="sr-only">{countLabel}: </span>
        <span data-testid={`${testId}-count`}>{count}</span>
      </span>
    </div>
  );
}

/**
 * Like, favourite and report a post (visitors get the login dialog), or delete one's own after
 * confirming. A hidden post can only be deleted.
 */
export function PostActions({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation('circles');
  const language = pageLanguage(i18n.language);
  const user = useStoredValue('userInfo');
  const navigate = useNavigate();
  const like = useLikePostMutation();
  const favorite = useFavoritePostMutation();
  const remove = useDeletePostMutation();
  const [reporting, setReporting] = useState(false);
  const asMember = (action: () => void) => () => (user ? action() : openLoginDialog());

  const confirmDelete = async () => {
    const confirmed = await requestConfirm({
      message: t('post.deleteConfirm'),
      confirmLabel: t('post.delete'),
    });
    if (!confirmed) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        showToast(t('post.deleted'), { kind: 'success' });
        void navigate(circleHref(post.circle.id), { replace: true });
      },
    });
  };

  return (
    <div
      role="group"
      aria-label={t('post.actions')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-3"
    >
      {!post.hidden && (
        <>
          <Reaction
            pressed={post.liked}
            busy={like.isPending}
            onToggle={asMember(() => like.mutate({ id: post.id, liked: !post.liked }))}
            icon={
              <ContentIcon name="heart" className={cx('size-4', post.liked && 'fill-current')} />
            }
            label={t('post.like')}
            countLabel={t('post.likes')}
            count={formatCount(post.like_count, language)}
            testId="post-like"
          />
          <Reaction
            pressed={post.favorited}
            busy={favorite.isPending}
            onToggle={asMember(() => favorite.mutate({ id: post.id, favorite: !post.favorited }))}
            icon={
              <OutlineIcon path={STAR} className={cx('size-4', post.favorited && 'fill-current')} />
            }
            label={t('post.favorite')}
            countLabel={t('post.favorites')}
            count={formatCount(post.favorite_count, language)}
            testId="post-favorite"
          />
        </>
      )}
      <div className="ml-auto flex gap-2">
        {!post.mine && !post.hidden && (
          <Button
            variant="ghost"
            size="sm"
            onClick={asMember(() => setReporting(true))}
            data-testid="post-report"
          >
            <ContentIcon name="flag" className="size-4" />
            {t('post.report')}
          </Button>
        )}
        {post.mine && (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={() => void confirmDelete()}
            className="text-red-700"
            data-testid="post-delete"
          >
            <ContentIcon name="trash" className="size-4" />
            {t('post.delete')}
          </Button>
        )}
      </div>
      {reporting && <ReportPostDialog postId={post.id} onClose={() => setReporting(false)} />}
    </div>
  );
}
