import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { Card, EmptyState } from '../../shared/ui/Surface';
import { useAttentionMutation, useFollowsQuery } from './api';

/** Whom the member follows (User/attentionList), with unfollow. */
export function FollowsSection() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const follows = useFollowsQuery();
  const attention = useAttentionMutation();

  if (follows.isPending) return <Spinner size="lg" />;
  if (follows.isError) {
    return (
      <EmptyState
        title={tc('state.error')}
        action={
          <Button variant="secondary" onClick={() => void follows.refetch()}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  const entries = follows.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <EmptyState title={t('follows.empty')} />;

  return (
    <Card>
      <ul className="divide-y divide-slate-100" data-testid="follows-list">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-3">
            <Link to={`/persona?id=${entry.id}`} className="flex min-w-0 flex-1 items-center gap-3">
              <img src={entry.avatar} alt="" className="size-10 rounded-full bg-slate-100" />
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">
                  {entry.user_nickname}
                </span>
                <span className="block text-xs text-slate-500">
                  {t('follows.followers', { count: entry.followers })}
                </span>
              </span>
            </Link>
            <Button
              size="sm"
              variant="secondary"
              disabled={attention.isPending}
              onClick={() => attention.mutate({ anchorid: entry.id, type: 0 })}
            >
              {t('follows.unfollow')}
            </Button>
          </li>
        ))}
      </ul>
      {follows.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-2 w-full"
          loading={follows.isFetchingNextPage}
          onClick={() => void follows.fetchNextPage()}
        >
          {t('follows.more')}
        </Button>
      )}
    </Card>
  );
}
