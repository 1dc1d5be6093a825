import type { PostOrder } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { useStoredValue } from '../../shared/use-stored-value';
import { usePostsQuery } from './api';
import { ChoiceToggle, PostOrderToggle } from './ChoiceToggle';
import { PostList } from './PostList';

/** The feed's circles: every open one, or (members) those joined. */
export type FeedScope = 'all' | 'joined';

export function feedScopeOf(value: string | null): FeedScope {
  return value === 'joined' ? 'joined' : 'all';
}

/** Posts of every circle (or of the member's), hottest or newest first, a page at a time. */
export function CircleFeed({
  scope,
  order,
  onChange,
  onDiscover,
}: {
  scope: FeedScope;
  order: PostOrder;
  onChange: (next: { scope: FeedScope; order: PostOrder }) => void;
  onDiscover: () => void;
}) {
  const { t } = useTranslation('circles');
  const user = useStoredValue('userInfo');
  // The joined feed needs a session: a visitor (or one who just logged out) sees every circle.
  const shown = user ? scope : 'all';
  const posts = usePostsQuery({ circleId: null, scope: shown, order });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {user ? (
          <ChoiceToggle
            label={t('feed.scope.label')}
            options={(['all', 'joined'] as const).map((value) => ({
              value,
              label: t(`feed.scope.${value}`),
            }))}
            value={shown}
            onChange={(next) => onChange({ scope: next, order })}
          />
        ) : (
          <span />
        )}
        <PostOrderToggle
          value={order}
          onChange={(next) => onChange({ scope: shown, order: next })}
        />
      </div>
      <PostList
        query={posts}
        emptyTitle={t(shown === 'joined' ? 'feed.emptyJoined' : 'feed.empty')}
        emptyAction={
          shown === 'joined' ? (
            <Button variant="secondary" size="sm" onClick={onDiscover}>
              {t('mine.discover')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
