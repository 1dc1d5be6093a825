import { FAN_GROUP_LIMITS, FAN_JOIN_MODES, type FanGroup } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { FormProblem } from '../../shared/ui/FormProblem';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { Card } from '../../shared/ui/Surface';
import { refusalMessage, useSaveFanGroupSettingsMutation } from './api';
import { BadgePreview } from './BadgePreview';
import { PerkLevelSelects } from './PerkLevelSelects';
import { draftOf, settingsBody, type SettingsField } from './settings-form';

const { nameMaxLength, badgeMaxLength, feeMinDiamonds, feeMaxDiamonds, membershipDays } =
  FAN_GROUP_LIMITS;

/**
 * A streamer's fan group settings: name, badge (with a preview), how fans join, the monthly fee
 * in fee mode, and the level each perk starts at. Saving the first time creates the group.
 */
export function FanGroupSettingsForm({ group }: { group: FanGroup | null }) {
  const { t } = useTranslation('fans');
  const [draft, setDraft] = useState(() => draftOf(group));
  const [wrong, setWrong] = useState<readonly SettingsField[]>([]);
  const save = useSaveFanGroupSettingsMutation();
  const change = (patch: Partial<typeof draft>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: SettingsField, text: string) =>
    wrong.includes(field) ? text : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = settingsBody(draft, group);
    setWrong(checked.ok ? [] : checked.fields);
    if (!checked.ok) return;
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        showToast(t('settings.saved'), { kind: 'success' });
      },
    });
  };

  return (
    <Card title={t('settings.title')}>
      <p className="mb-4 text-sm text-slate-600">
        {group
          ? t('settings.memberCount', { count: group.member_count })
          : t('settings.notCreated')}{' '}
        {t('settings.intro')}
      </p>
      <form
        noValidate
        data-testid="fan-group-settings"
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <TextField
          label={t('settings.name')}
          value={draft.name}
          maxLength={nameMaxLength}
          counter={`${draft.name.length}/${nameMaxLength}`}
          error={errorOf('name', t('settings.errors.name', { max: nameMaxLength }))}
          onChange={(event) => change({ name: event.target.value })}
          data-testid="fan-group-name"
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
          <div className="sm:w-56">
            <TextField
              label={t('settings.badge')}
              value={draft.badge}
              maxLength={badgeMaxLength}
              counter={`${draft.badge.length}/${badgeMaxLength}`}
              hint={t('settings.badgeHint')}
              error={errorOf('badge', t('settings.errors.badge', { max: badgeMaxLength }))}
              onChange={(event) => change({ badge: event.target.value })}
              data-testid="fan-group-badge"
            />
          </div>
          <BadgePreview badge={draft.badge.trim()} />
        </div>
        <RadioGroup
          legend={t('settings.joinMode')}
          name="fan-group-join-mode"
          options={FAN_JOIN_MODES.map((mode) => ({
            value: mode,
            label: t(`settings.modes.${mode}`, { days: membershipDays }),
          }))}
          value={draft.join_mode}
          onChange={(mode) => change({ join_mode: mode })}
        />
        {draft.join_mode === 'fee' && (
          <div className="sm:w-56">
            <TextField
              label={t('settings.fee')}
              type="number"
              inputMode="numeric"
              min={feeMinDiamonds}
              max={feeMaxDiamonds}
              step={1}
              value={draft.fee}
              hint={t('settings.feeHint', { min: feeMinDiamonds, max: feeMaxDiamonds })}
              error={errorOf(
                'fee',
                t('settings.errors.fee', { min: feeMinDiamonds, max: feeMaxDiamonds }),
              )}
              onChange={(event) => change({ fee: event.target.value })}
              data-testid="fan-group-fee"
            />
          </div>
        )}
        <PerkLevelSelects perks={draft} onChange={change} />
        <FormProblem
          testId="fan-group-save-problem"
          text={save.isError ? (refusalMessage(save.error) ?? t('settings.failed')) : null}
        />
        <Button
          type="submit"
          className="self-end"
          loading={save.isPending}
          data-testid="fan-group-save"
        >
          {t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}
