import { useId } from 'react';
import { Link } from 'react-router';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { TaskList } from './TaskList';
import { TaskPanelPlaceholder } from './TaskPanelPlaceholder';

/**
 * The avatar panel's daily tasks (spec §2): each task's name, progress and action, compact,
 * and the way to the task centre. Loaded with the panel's first opening.
 */
export function TaskPanelSection() {
  const { t, ready } = useLazyTranslation('tasks');
  const titleId = useId();
  if (!ready) return <TaskPanelPlaceholder />;
  return (
    <section
      className="rounded-lg bg-slate-50 p-2 text-xs"
      aria-labelledby={titleId}
      data-testid="task-panel"
    >
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium text-slate-700">
          {t('panelTitle')}
        </h3>
        <Link to="/member?type=8" className="text-brand-600 hover:underline">
          {t('allTasks')}
        </Link>
      </div>
      <TaskList size="compact" />
    </section>
  );
}
