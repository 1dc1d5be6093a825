import type { CommentReply } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { Avatar } from '../../shared/ui/Avatar';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { cx } from '../../shared/ui/cx';
import { requestConfirm } from '../../shared/notifications';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { useStoredValue } from '../../shared/use-stored-value';
import { useDeleteCommentMutation, useLikeCommentMutation, type CommentTargetRef } from './api';
import { relativeTime } from '../../shared/format/relative-time';
import { ReportCommentDialog } from './ReportCommentDialog';

type Shown = Omit<CommentReply, 'root_id' | 'reply_to'> & {
  reply_to?: CommentReply['reply_to'];
};

const ACTION =
  'inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-800';

/**
 * One comment or reply. Its text is rendered as text (React escapes it): a comment can never
 * carry markup or script into the page.
 */
export function CommentItem({
  comment,
  target,
  onReply,
  compact = false,
}: {
  comment: Shown;
  target: CommentTargetRef;
  onReply: () => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('comments');
  const language = pageLanguage(i18n.language);
  const user = useStoredValue('userInfo');
  const like = useLikeCommentMutation(target);
  const remove = useDeleteCommentMutation(target);
  const [reporting, setReporting] = useState(false);
  const memberOnly = (action: () => void) => () => (user ? action() : openLoginDialog());

  if (comment.deleted) {
    return (
      <p data-testid="comment" className="py-2 text-sm italic text-slate-500">
        {t('deleted')}
      </p>
    );
  }
  return (
    <div data-testid="comment" data-comment-id={comment.id} className="flex gap-3 py-2">
      <Avatar
        src={comment.user.avatar}
        name={comment.user.nickname}
        className={compact ? 'size-7' : 'size-9'}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-slate-800">
            {comment.mine ? t('you') : comment.user.nickname}
          </span>
          {comment.reply_to && (
            <span className="text-xs text-slate-500">
              {t('replyTo', { name: comment.reply_to.nickname })}
            </span>
          )}
          <time dateTime={comment.created_at} className="text-xs text-slate-500">
            {relativeTime(comment.created_at, language)}
          </time>
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
          {comment.content}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1">
          <button
            type="button"
            aria-pressed={comment.liked}
            aria-label={comment.liked ? t('unlike') : t('like')}
            disabled={like.isPending}
            onClick={memberOnly(() => like.mutate({ id: comment.id, liked: !comment.liked }))}
            className={cx(ACTION, comment.liked && 'text-red-600 hover:text-red-700')}
          >
            <ContentIcon name="heart" className={cx('size-4', comment.liked && 'fill-current')} />
            <span data-testid="comment-likes">{formatCount(comment.like_count, language)}</span>
          </button>
          <button type="button" onClick={memberOnly(onReply)} className={ACTION}>
            <ContentIcon name="reply" />
            {t('reply')}
          </button>
          {comment.mine ? (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                void requestConfirm({
                  message: t('deleteConfirm'),
                  confirmLabel: t('delete'),
                }).then((confirmed) => confirmed && remove.mutate(comment.id))
              }
              className={ACTION}
            >
              <ContentIcon name="trash" />
              {t('delete')}
            </button>
          ) : (
            <button type="button" onClick={memberOnly(() => setReporting(true))} className={ACTION}>
              <ContentIcon name="flag" />
              {t('report')}
            </button>
          )}
        </div>
      </div>
      {reporting && (
        <ReportCommentDialog commentId={comment.id} onClose={() => setReporting(false)} />
      )}
    </div>
  );
}
