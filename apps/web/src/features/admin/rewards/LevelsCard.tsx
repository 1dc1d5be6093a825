import {
  ANCHOR_LEVEL_MAX,
  expForUserLevel,
  incomeForAnchorLevel,
  REWARD_CAPS,
  USER_LEVEL_MAX,
} from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { TextField } from '../../../shared/ui/Field';
import { useLanguage } from '../ui/use-language';
import { previewStep, type RewardDrafts } from './reward-form';
import { SectionCard, useSectionSave, WHOLE_NUMBER } from './SectionCard';

type StepsDraft = RewardDrafts['levels'];

/** The two level ladders' steps, each with what a few levels would need. */
export function LevelsCard({
  drafts,
  onChange,
  canEdit,
}: {
  drafts: RewardDrafts;
  onChange: (steps: StepsDraft) => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const form = useSectionSave('levels', drafts);
  const error = (field: keyof StepsDraft, range: { min: number; max: number }) =>
    form.problems.has(field) ? t('levels.problem', range) : undefined;

  return (
    <SectionCard
      section="levels"
      testId="rewards-levels"
      hint={t('levels.hint')}
      canSave={canEdit}
      saving={form.saving}
      refusal={form.refusal}
      onSave={form.submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <TextField
            label={t('levels.userStep')}
            value={drafts.levels.user_step}
            readOnly={!canEdit}
            error={error('user_step', REWARD_CAPS.userLevelStep)}
            onChange={(event) => onChange({ ...drafts.levels, user_step: event.target.value })}
            {...WHOLE_NUMBER}
          />
          <LadderPreview
            testId="user-level-preview"
            step={previewStep(drafts.levels.user_step)}
            levels={[2, 10, USER_LEVEL_MAX]}
            needs={expForUserLevel}
          />
        </div>
        <div className="flex flex-col gap-2">
          <TextField
            label={t('levels.anchorStep')}
            value={drafts.levels.anchor_step}
            readOnly={!canEdit}
            error={error('anchor_step', REWARD_CAPS.anchorLevelStep)}
            onChange={(event) => onChange({ ...drafts.levels, anchor_step: event.target.value })}
            {...WHOLE_NUMBER}
          />
          <LadderPreview
            testId="anchor-level-preview"
            step={previewStep(drafts.levels.anchor_step)}
            levels={[2, 10, ANCHOR_LEVEL_MAX]}
            needs={incomeForAnchorLevel}
          />
        </div>
      </div>
    </SectionCard>
  );
}

/** What a few levels of a ladder need at the step as typed (nothing while it is no number). */
function LadderPreview({
  testId,
  step,
  levels,
  needs,
}: {
  testId: string;
  step: number | null;
  levels: number[];
  needs: (level: number, step: number) => number;
}) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const language = useLanguage();
  if (step === null) return null;
  return (
    <ul
      aria-label={t('levels.previewLabel')}
      data-testid={testId}
      className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 tabular-nums"
    >
      {levels.map((level) => (
        <li key={level}>
          {t('levels.preview', { level, amount: formatDiamonds(needs(level, step), language) })}
        </li>
      ))}
    </ul>
  );
}
