import type { DailyTask } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { TaskAction } from './TaskAction';
import { useTaskClaim } from './use-task-claim';

export type TaskListSize = 'compact' | 'full';

/**
 * One task: its picture, name and progress, its reward, and its action; below them the "+N"
 * of a claim made here or the server's reason for refusing it. Compact (avatar panel) keeps
 * the name, the progress in words and the action.
 */
export function TaskItem({ task, size }: { task: DailyTask; size: TaskListSize }) {
  const { t } = useTranslation('tasks');
  const claim = useTaskClaim(task);
  const full = size === 'full';
  const done = task.is_complete === 1;
  const claimed = task.is_claimed === 1;
  const percent =
    done || task.target <= 0
      ? 100
      : Math.max(0, Math.min(100, Math.round((task.progress / task.target) * 100)));

  return (
    <li
      data-testid="task-item"
      data-key={task.key}
      data-complete={done}
      data-claimed={claimed}
      className={cx('flex flex-col', full ? 'gap-1 py-3' : 'gap-0.5 py-1.5')}
    >
      <div className={cx('flex items-center', full ? 'gap-3' : 'gap-2')}>
        {full && <img src={task.img} alt="" className="size-10 shrink-0" />}
        <div className="min-w-0 flex-1">
          <p className={cx('truncate', full ? 'font-medium text-slate-900' : 'text-slate-700')}>
            {task.task}
          </p>
          <div className="flex items-center gap-2">
            {full && (
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t('progressLabel', { value: task.value })}
                className="h-1.5 max-w-48 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-amber-500" style={{ width: `${percent}%` }} />
              </div>
            )}
            <span data-testid="task-value" className="text-xs text-slate-500 tabular-nums">
              {task.value}
            </span>
          </div>
        </div>
        {full && (
          <span
            data-testid="task-reward"
            className="shrink-0 text-sm font-semibold whitespace-nowrap text-amber-700"
          >
            {t('reward', { amount: task.lz_num })}
          </span>
        )}
        <TaskAction task={task} claim={claim} size="sm" />
      </div>
      {claim.reward !== null && (
        <p
          role="status"
          data-testid="task-claimed-note"
          className="text-right text-xs font-semibold text-amber-700"
        >
          {t('claimedNote', { amount: claim.reward })}
        </p>
      )}
      {claim.error && (
        <p role="alert" className="text-right text-xs text-red-600">
          {claim.error.message || t('claimError')}
        </p>
      )}
    </li>
  );
}
