import { EXPERT_LIMITS, SPORTS, type ExpertProfile, type SportName } from '@tifo/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { TextArea, TextField } from '../../../shared/ui/Field';
import { useSubmitGuard } from '../../../shared/ui/use-form';
import { localName, useCompetitionsQuery } from '../../scores';
import { useUpdateExpertProfileMutation } from '../api';

/** One sport's competitions as check boxes; full once `specialitiesMax` are chosen. */
function SpecialityChoices({
  sport,
  chosen,
  onToggle,
}: {
  sport: SportName;
  chosen: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('experts');
  const { t: ts } = useTranslation('scores');
  const competitions = useCompetitionsQuery(sport);
  const full = chosen.length >= EXPERT_LIMITS.specialitiesMax;
  return (
    <div>
      <p className="mb-1 text-xs font-semibold text-slate-500">{ts(`sport.${sport}`)}</p>
      {competitions.isPending && <p className="text-xs text-slate-500">{t('state.loading')}</p>}
      {competitions.isError && <p className="text-xs text-red-600">{t('state.loadFailed')}</p>}
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {competitions.data?.map((competition) => {
          const checked = chosen.includes(competition.id);
          return (
            <li key={competition.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onToggle(competition.id)}
                />
                {localName(competition, pageLanguage(i18n.language))}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The expert's public profile: title, introduction, specialities and the refund promise. */
export function ExpertProfileForm({ profile }: { profile: ExpertProfile }) {
  const { t } = useTranslation('experts');
  const update = useUpdateExpertProfileMutation();
  const guard = useSubmitGuard();
  const [title, setTitle] = useState(profile.title);
  const [intro, setIntro] = useState(profile.intro);
  const [specialities, setSpecialities] = useState(() => profile.specialities.map((s) => s.id));
  const [refund, setRefund] = useState(profile.refund_if_wrong);
  const refundHintId = useId();

  const toggle = (id: string) =>
    setSpecialities((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async () => {
      await update.mutateAsync({
        title: title.trim(),
        intro: intro.trim(),
        specialities,
        refund_if_wrong: refund,
      });
      showToast(t('profileForm.saved'), { kind: 'success' });
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      data-testid="expert-profile-form"
      onSubmit={onSubmit}
    >
      <TextField
        label={t('profileForm.titleField')}
        hint={t('profileForm.titleHint')}
        value={title}
        maxLength={EXPERT_LIMITS.titleMaxLength}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextArea
        label={t('profileForm.intro')}
        value={intro}
        maxLength={EXPERT_LIMITS.introMaxLength}
        counter={`${intro.length}/${EXPERT_LIMITS.introMaxLength}`}
        onChange={(event) => setIntro(event.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('profileForm.specialities', { max: EXPERT_LIMITS.specialitiesMax })}
        </legend>
        {SPORTS.map((sport) => (
          <SpecialityChoices key={sport} sport={sport} chosen={specialities} onToggle={toggle} />
        ))}
      </fieldset>
      <div className="flex flex-col gap-0.5 text-sm">
        <label className="flex items-center gap-3 font-medium text-slate-900">
          <input
            type="checkbox"
            role="switch"
            aria-checked={refund}
            aria-describedby={refundHintId}
            className="size-4"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
            data-testid="expert-refund-switch"
          />
          {t('profileForm.refund')}
        </label>
        <p id={refundHintId} className="pl-7 text-xs text-slate-500">
          {t('profileForm.refundHint')}
        </p>
      </div>
      <Button type="submit" className="self-end" loading={guard.busy}>
        {t('profileForm.save')}
      </Button>
    </form>
  );
}
