import type { Comment } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LoadMore } from '../../shared/ui/ListStates';
import { useRepliesQuery, type CommentTargetRef } from './api';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

/**
 * A comment with its replies: the first few come with the thread; "show all" loads the rest
 * a page at a time. "Reply" opens a box under the thread.
 */
export function CommentThread({ thread, target }: { thread: Comment; target: CommentTargetRef }) {
  const { t } = useTranslation('comments');
  const [expanded, setExpanded] = useState(false);
  const [replyingTo, setReplyingTo] = useState<{ id: number; name: string } | null>(null);
  const replies = useRepliesQuery(target, thread.id, expanded);
  const shown = expanded
    ? (replies.data?.pages.flatMap((page) => page.list) ?? thread.replies)
    : thread.replies;
  const hidden = thread.reply_count - thread.replies.length;

  return (
    <li className="py-2">
      <CommentItem
        comment={thread}
        target={target}
        onReply={() => setReplyingTo({ id: thread.id, name: thread.user.nickname })}
      />
      {(shown.length > 0 || replyingTo) && (
        <div className="ml-12 rounded-lg bg-slate-50 px-3">
          <ul>
            {shown.map((reply) => (
              <li key={reply.id}>
                <CommentItem
                  compact
                  comment={reply}
                  target={target}
                  onReply={() => setReplyingTo({ id: reply.id, name: reply.user.nickname })}
                />
              </li>
            ))}
          </ul>
          {!expanded && hidden > 0 && (
            <button
              type="button"
              onClick={() => setExpanded(true)}
              className="pb-2 text-xs font-medium text-brand-700 hover:text-brand-600"
            >
              {t('moreReplies', { count: thread.reply_count })}
            </button>
          )}
          {expanded && (
            <LoadMore
              visible={replies.hasNextPage}
              loading={replies.isFetchingNextPage}
              onLoad={() => void replies.fetchNextPage()}
              label={t('moreRepliesLoad')}
              testId="replies-more"
              className="mb-2 w-full"
            />
          )}
          {replyingTo && (
            <div className="pb-3">
              <CommentComposer
                focusOnOpen
                target={target}
                replyTo={replyingTo}
                onDone={() => setReplyingTo(null)}
              />
            </div>
          )}
        </div>
      )}
    </li>
  );
}
