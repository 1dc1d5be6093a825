import { useTranslation } from '../../shared/i18n/use-translation';
import { LoginPrompt } from '../../shared/session/LoginPrompt';
import { Button } from '../../shared/ui/Button';
import { OutlineIcon } from '../../shared/ui/Icon';
import { ListStates } from '../../shared/ui/ListStates';
import { useStoredValue } from '../../shared/use-stored-value';
import { useMyCirclesQuery } from './api';
import { CircleCard } from './CircleCard';
import { CIRCLE_GRID, CircleSkeletons } from './CircleSkeletons';

/** Two people: the icon of circles (communities). */
export const PEOPLE_ICON =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3';

/** The member's circles, latest joined first; visitors are asked to log in. */
export function MyCircles({ onDiscover }: { onDiscover: () => void }) {
  const { t } = useTranslation('circles');
  const user = useStoredValue('userInfo');
  const mine = useMyCirclesQuery(user !== null);
  if (!user) {
    return (
      <LoginPrompt
        title={t('mine.loginTitle')}
        description={t('mine.loginHint')}
        icon={<OutlineIcon path={PEOPLE_ICON} className="size-6" />}
      />
    );
  }
  const list = mine.data ?? [];
  return (
    <ListStates
      pending={mine.isPending}
      error={mine.isError}
      empty={list.length === 0}
      placeholder={<CircleSkeletons count={3} />}
      errorTitle={t('mine.loadError')}
      emptyTitle={t('mine.empty')}
      emptyAction={
        <Button variant="secondary" size="sm" onClick={onDiscover}>
          {t('mine.discover')}
        </Button>
      }
      onRetry={() => void mine.refetch()}
    >
      <div className={CIRCLE_GRID}>
        {list.map((circle) => (
          <CircleCard key={circle.id} circle={circle} />
        ))}
      </div>
    </ListStates>
  );
}
