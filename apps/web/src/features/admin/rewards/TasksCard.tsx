import { REWARD_CAPS } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import type { RewardDrafts } from './reward-form';
import { SectionCard, useSectionSave, WHOLE_NUMBER } from './SectionCard';

type TaskDraft = RewardDrafts['daily_tasks'][number];

/** The daily tasks: each one's target (minutes for watching) and its gold. */
export function TasksCard({
  drafts,
  onChange,
  canEdit,
  overCap,
}: {
  drafts: RewardDrafts;
  onChange: (tasks: TaskDraft[]) => void;
  canEdit: boolean;
  /** The edited strip and tasks would pass the daily gold cap: saving is refused. */
  overCap: boolean;
}) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const form = useSectionSave('daily_tasks', drafts);
  const setTask = (index: number, change: Partial<TaskDraft>) =>
    onChange(drafts.daily_tasks.map((task, at) => (at === index ? { ...task, ...change } : task)));

  return (
    <SectionCard
      section="daily_tasks"
      testId="rewards-tasks"
      hint={t('tasks.hint')}
      canSave={canEdit && !overCap}
      saving={form.saving}
      refusal={form.refusal}
      onSave={form.submit}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-2 pr-3 font-medium">{t('tasks.column.task')}</th>
              <th className="py-2 pr-3 font-medium">{t('tasks.column.target')}</th>
              <th className="py-2 font-medium">{t('tasks.column.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {drafts.daily_tasks.map((task, index) => {
              const name = t(`tasks.name.${task.key}`);
              const unit = t(`tasks.unit.${task.key}`);
              return (
                <tr key={task.key} data-testid="reward-task" className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-900">
                    {name}
                  </th>
                  <td className="py-2 pr-3 align-top">
                    <div className="flex items-center gap-2">
                      <CellInput
                        label={t('tasks.targetLabel', { task: name, unit })}
                        value={task.target}
                        readOnly={!canEdit}
                        error={
                          form.problems.has(`${index}.target`)
                            ? t('tasks.problem.target', {
                                max: REWARD_CAPS.taskTarget[task.key],
                              })
                            : undefined
                        }
                        onChange={(target) => setTask(index, { target })}
                      />
                      <span className="text-slate-500">{unit}</span>
                    </div>
                  </td>
                  <td className="py-2 align-top">
                    <CellInput
                      label={t('tasks.rewardLabel', { task: name })}
                      value={task.reward}
                      readOnly={!canEdit}
                      error={
                        form.problems.has(`${index}.reward`)
                          ? t('tasks.problem.reward', { max: REWARD_CAPS.taskGold })
                          : undefined
                      }
                      onChange={(reward) => setTask(index, { reward })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}

/** A number box in the table: named for screen readers, its error right under it. */
function CellInput({
  label,
  value,
  readOnly,
  error,
  onChange,
}: {
  label: string;
  value: string;
  readOnly: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        className={cx(
          'w-28 rounded-lg border bg-white px-3 py-1.5 text-sm text-slate-900 focus:ring-2 focus:outline-none',
          error
            ? 'border-red-500 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
        )}
        {...WHOLE_NUMBER}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
