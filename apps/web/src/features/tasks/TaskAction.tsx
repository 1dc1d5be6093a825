import type { DailyTask } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClasses, type ButtonSize } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { TASK_PLACES } from './task-places';
import type { TaskClaim } from './use-task-claim';

/**
 * What a member can do with a task: go where it is done, claim its reward once done, or see it
 * claimed. The browser never marks a task done; only the server's count does. Needs the
 * `tasks` strings.
 */
export function TaskAction({
  task,
  claim,
  size,
}: {
  task: DailyTask;
  claim: TaskClaim;
  size: ButtonSize;
}) {
  const { t } = useTranslation('tasks');
  const className = cx('shrink-0', size === 'sm' && 'h-7 px-2 text-xs');

  if (task.is_complete !== 1) {
    return (
      <Link
        to={TASK_PLACES[task.key]}
        data-testid="task-go"
        aria-label={t('goLabel', { task: task.task })}
        className={cx(buttonClasses('secondary', size), className)}
      >
        {t('go')}
      </Link>
    );
  }
  const claimed = task.is_claimed === 1;
  return (
    <Button
      size={size}
      variant={claimed ? 'secondary' : 'primary'}
      data-testid="task-claim"
      aria-label={claimed ? undefined : t('claimLabel', { task: task.task })}
      disabled={claimed}
      loading={claim.pending}
      onClick={claim.claim}
      className={className}
    >
      {claimed ? t('claimed') : t('claim')}
    </Button>
  );
}
