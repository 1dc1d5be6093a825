import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { read, write, type GameSettings, type ScoreDisplayOptions } from '../../shared/storage';
import { Button } from '../../shared/ui/Button';
import { useStoredValue } from '../../shared/use-stored-value';
import { TimeZoneSelect } from '../../shared/ui/TimeZoneSelect';

const GAME_SETTINGS = [
  'voice',
  'redCard',
  'yellowCard',
] as const satisfies readonly (keyof GameSettings)[];
const DISPLAY_OPTIONS = [
  'showRanking',
  'showCards',
  'showOdds',
  'showHalfTime',
] as const satisfies readonly (keyof ScoreDisplayOptions)[];

function Toggle({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  name: string;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 py-1">
      <span>{label}</span>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
    </label>
  );
}

/** Goal sound, card display and the four score display options, all persisted. */
export function SettingsPanel() {
  const { t } = useTranslation('scores');
  const game = useStoredValue('gameSettings');
  const display = useStoredValue('scoreDisplayOptions');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="relative">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="settings-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {t('settings.title')}
      </Button>
      {open && (
        <div
          id={panelId}
          data-testid="settings-panel"
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg bg-white p-3 text-sm shadow-lg ring-1 ring-slate-200"
        >
          <fieldset>
            <legend className="mb-1 font-semibold">{t('settings.alerts')}</legend>
            {GAME_SETTINGS.map((key) => (
              <Toggle
                key={key}
                name={key}
                label={t(`settings.${key}`)}
                checked={game[key]}
                onChange={(value) =>
                  write('gameSettings', { ...read('gameSettings'), [key]: value })
                }
              />
            ))}
          </fieldset>
          <TimeZoneSelect className="mt-3 border-t border-slate-100 pt-2" />
          <fieldset className="mt-3 border-t border-slate-100 pt-2">
            <legend className="mb-1 font-semibold">{t('settings.display')}</legend>
            {DISPLAY_OPTIONS.map((key) => (
              <Toggle
                key={key}
                name={key}
                label={t(`settings.${key}`)}
                checked={display[key]}
                onChange={(value) =>
                  write('scoreDisplayOptions', { ...read('scoreDisplayOptions'), [key]: value })
                }
              />
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
