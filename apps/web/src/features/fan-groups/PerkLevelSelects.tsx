import { FAN_LEVEL_MAX, type FanPerks } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { SelectField } from '../../shared/ui/Field';
import { FAN_PERKS } from './perks';

/** 0 (off), then levels 1…10. */
const LEVELS = Array.from({ length: FAN_LEVEL_MAX + 1 }, (_, level) => level);

/** The level each perk starts at, or off. */
export function PerkLevelSelects({
  perks,
  onChange,
}: {
  perks: FanPerks;
  onChange: (patch: Partial<FanPerks>) => void;
}) {
  const { t } = useTranslation('fans');
  return (
    <fieldset>
      <legend className="font-medium text-slate-800">{t('settings.perks')}</legend>
      <p className="mb-2 text-xs text-slate-500">{t('settings.perksHint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {FAN_PERKS.map(([perk, field]) => (
          <SelectField
            key={field}
            label={t(`settings.perkNames.${perk}`)}
            value={perks[field]}
            onChange={(event) => onChange({ [field]: Number(event.target.value) })}
            data-testid={`fan-group-perk-${field}`}
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level === 0 ? t('settings.off') : t('settings.fromLevel', { level })}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
