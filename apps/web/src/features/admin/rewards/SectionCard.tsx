import type { RewardSection } from '@tifo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Card } from '../../../shared/ui/Surface';
import { checkSection, type Problems, type RewardDrafts } from './reward-form';
import { useSaveRewardSectionMutation } from './rewards-api';

/**
 * Saving one section: the fields the contract refuses are marked and nothing is sent; the
 * server's refusal (the daily gold cap…) stays on the card with the values to correct.
 */
export function useSectionSave(section: RewardSection, drafts: RewardDrafts) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const save = useSaveRewardSectionMutation();
  const [problems, setProblems] = useState<Problems>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const checked = checkSection(section, drafts);
    setProblems(checked.problems ?? new Map());
    if (checked.problems !== null) {
      // A refusal on no field the card shows would otherwise send nothing and say nothing.
      setRefusal(checked.problems.size === 0 ? t('invalid') : null);
      return;
    }
    setRefusal(null);
    try {
      await save.mutateAsync(checked.edit);
      showToast(t('saved', { section: t(`section.${section}`) }), { kind: 'success' });
    } catch (error) {
      setRefusal(refusalMessage(error) ?? t('failed'));
    }
  };

  return { problems, refusal, saving: save.isPending, submit };
}

/** A section's card: its fields, the refusal, and its own Save (it saves this section only). */
export function SectionCard({
  section,
  testId,
  hint,
  canSave,
  saving,
  refusal,
  onSave,
  footer,
  children,
}: {
  section: RewardSection;
  testId: string;
  hint: string;
  canSave: boolean;
  saving: boolean;
  refusal: string | null;
  onSave: () => Promise<void>;
  /** Beside the Save button (a total, a note). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  return (
    <Card title={t(`section.${section}`)} data-testid={testId}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) void onSave();
        }}
      >
        <p className="text-sm text-slate-600">{hint}</p>
        {children}
        <FormProblem text={refusal} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="text-sm text-slate-700">{footer}</div>
          <Button type="submit" disabled={!canSave} loading={saving}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The attributes of a whole-number box. */
export const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
