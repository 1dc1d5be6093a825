import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { TaskList } from './TaskList';

/** The member centre's task centre (`/member?type=8`, spec §2): today's tasks and their rewards. */
export function TaskCentreSection() {
  const { t, ready } = useLazyTranslation('tasks');
  if (!ready) return <Skeleton className="h-64 w-full" />;
  return (
    <Card title={t('title')} data-testid="task-centre">
      <div className="mb-2 space-y-1 text-sm text-slate-600">
        <p>{t('intro')}</p>
        <p>{t('resetNote')}</p>
      </div>
      <TaskList size="full" />
    </Card>
  );
}
