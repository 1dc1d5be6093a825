import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';
import { ListSkeleton } from '../../shared/ui/ListStates';
import { Card, EmptyState } from '../../shared/ui/Surface';
import { useMyFanGroupsQuery } from './api';
import { MyFanGroupRow } from './MyFanGroupRow';
import { SectionError } from './SectionError';

/** Where the live rooms are listed. */
const LIVE_ROOMS_PATH = '/anchor?type=0';

/** The fan groups the member joined, highest level first, expired ones included. */
export function MyFanGroups() {
  const { t } = useTranslation('fans');
  const groups = useMyFanGroupsQuery();
  return (
    <Card title={t('mine.title')} data-testid="my-fan-groups">
      {groups.isPending ? (
        <ListSkeleton count={2} className="space-y-3" itemClassName="h-24 w-full" />
      ) : groups.isError ? (
        <SectionError
          text={t('mine.loadError')}
          onRetry={() => void groups.refetch()}
          retrying={groups.isRefetching}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState
          title={t('mine.empty')}
          description={t('mine.emptyText')}
          action={
            <Link to={LIVE_ROOMS_PATH} className={buttonClasses('secondary', 'sm')}>
              {t('mine.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {groups.data.map((entry) => (
            <MyFanGroupRow key={entry.group.anchor_id} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}
