import { useTranslation } from '../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { cx } from '../../shared/ui/cx';
import { Skeleton } from '../../shared/ui/Surface';
import { useDailyTasksQuery } from './api';
import { TaskItem, type TaskListSize } from './TaskItem';

/** Today's tasks (spec §3), as the task centre and the avatar panel both show them. */
export function TaskList({ size }: { size: TaskListSize }) {
  const { t, ready } = useLazyTranslation('tasks');
  const { t: tc } = useTranslation();
  const tasks = useDailyTasksQuery();
  const full = size === 'full';

  if (!ready || tasks.isPending) {
    return (
      <div data-testid="task-list-loading" className="flex flex-col gap-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className={full ? 'h-12 w-full' : 'h-6 w-full'} />
        ))}
      </div>
    );
  }
  if (tasks.isError) {
    return (
      <div className="flex items-center justify-between gap-2 text-slate-500">
        <span>{t('loadError')}</span>
        <button
          type="button"
          className="text-brand-600 hover:underline"
          onClick={() => void tasks.refetch()}
        >
          {tc('state.retry')}
        </button>
      </div>
    );
  }
  if (tasks.data.daily.length === 0) {
    return <p className="text-slate-500">{t('empty')}</p>;
  }
  return (
    <ul
      data-testid="task-list"
      aria-label={t('listLabel')}
      className={cx('divide-y', full ? 'divide-slate-100' : 'divide-slate-200/70')}
    >
      {tasks.data.daily.map((task) => (
        <TaskItem key={task.key} task={task} size={size} />
      ))}
    </ul>
  );
}
