import { REWARD_CAPS } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { TextField } from '../../../shared/ui/Field';
import { useLanguage } from '../ui/use-language';
import { weekTotal, type RewardDrafts } from './reward-form';
import { SectionCard, useSectionSave, WHOLE_NUMBER } from './SectionCard';

/** The sign-in strip: the gold of each of its 7 days, and the week's total. */
export function SignInCard({
  drafts,
  onChange,
  canEdit,
  overCap,
}: {
  drafts: RewardDrafts;
  onChange: (days: string[]) => void;
  canEdit: boolean;
  /** The edited strip and tasks would pass the daily gold cap: saving is refused. */
  overCap: boolean;
}) {
  const { t } = useTranslation('adminContent', { keyPrefix: 'rewards' });
  const language = useLanguage();
  const form = useSectionSave('sign_in', drafts);
  const total = weekTotal(drafts);
  const setDay = (index: number, value: string) =>
    onChange(drafts.sign_in.map((day, at) => (at === index ? value : day)));

  return (
    <SectionCard
      section="sign_in"
      testId="rewards-sign-in"
      hint={t('signIn.hint')}
      canSave={canEdit && !overCap}
      saving={form.saving}
      refusal={form.refusal}
      onSave={form.submit}
      footer={
        <span data-testid="sign-in-week-total" className="tabular-nums">
          {t('signIn.weekTotal', {
            amount: total === null ? '—' : formatDiamonds(total, language),
          })}
        </span>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {drafts.sign_in.map((day, index) => (
          <TextField
            // The strip's days are fixed: the index is the day.
            key={index}
            label={t('signIn.day', { day: index + 1 })}
            value={day}
            readOnly={!canEdit}
            error={
              form.problems.has(String(index))
                ? t('signIn.problem', { max: REWARD_CAPS.signInDayGold })
                : undefined
            }
            onChange={(event) => setDay(index, event.target.value)}
            {...WHOLE_NUMBER}
          />
        ))}
      </div>
    </SectionCard>
  );
}
