import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { useDanmakuSettings, useReducedMotion, type DanmakuSettings } from './danmaku-settings';

const LEVELS = [1, 2, 3] as const;
type Level = (typeof LEVELS)[number];

const playerButton = 'rounded bg-white/15 px-1.5 py-1 hover:bg-white/25 sm:px-2';

/**
 * The danmaku switch and settings popover of the player's control bar: show, area, size,
 * opacity and "block effects", kept in local storage.
 */
export function DanmakuControls() {
  const { t } = useTranslation('live');
  const [settings, update] = useDanmakuSettings();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative flex items-center gap-1.5 sm:gap-2">
      <button
        type="button"
        data-testid="danmaku-toggle"
        aria-pressed={settings.show}
        onClick={() => update({ show: !settings.show })}
        className={cx(playerButton, !settings.show && 'line-through opacity-70')}
      >
        {t('danmaku.short')}
      </button>
      <button
        type="button"
        data-testid="danmaku-settings-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={playerButton}
      >
        {t('danmaku.settings')}
      </button>
      {open && <DanmakuSettingsPanel id={panelId} settings={settings} update={update} />}
    </div>
  );
}

export function DanmakuSettingsPanel({
  id,
  settings,
  update,
}: {
  id?: string;
  settings: DanmakuSettings;
  update: (change: Partial<DanmakuSettings>) => void;
}) {
  const { t } = useTranslation('live');
  const reducedMotion = useReducedMotion();
  const name = useId();
  return (
    <div
      id={id}
      role="group"
      aria-label={t('danmaku.settings')}
      data-testid="danmaku-settings"
      className="absolute bottom-full left-0 z-20 mb-2 w-64 space-y-3 rounded-xl bg-slate-900/95 p-3 text-sm text-white shadow-xl"
    >
      <label className="flex items-center justify-between gap-2">
        <span>{t('danmaku.show')}</span>
        <input
          type="checkbox"
          data-testid="danmaku-show"
          checked={settings.show}
          onChange={(event) => update({ show: event.target.checked })}
        />
      </label>
      <LevelChoice
        legend={t('danmaku.area')}
        name={`${name}-area`}
        testIdPrefix="danmaku-area"
        value={settings.area}
        labelOf={(level) => t(`danmaku.areas.${level}`)}
        onChange={(area) => update({ area })}
      />
      <LevelChoice
        legend={t('danmaku.size')}
        name={`${name}-size`}
        testIdPrefix="danmaku-size"
        value={settings.size}
        labelOf={(level) => t(`danmaku.sizes.${level}`)}
        onChange={(size) => update({ size })}
      />
      <div>
        <div className="mb-1 flex justify-between text-white/80">
          <label htmlFor={`${name}-opacity`}>{t('danmaku.opacity')}</label>
          <span className="tabular-nums">{settings.opacity}%</span>
        </div>
        <input
          id={`${name}-opacity`}
          type="range"
          className="w-full"
          data-testid="danmaku-opacity"
          min={10}
          max={100}
          step={10}
          value={settings.opacity}
          onChange={(event) => update({ opacity: Number(event.target.value) })}
        />
      </div>
      <label className="flex items-center justify-between gap-2">
        <span>{t('danmaku.blockEffects')}</span>
        <input
          type="checkbox"
          data-testid="danmaku-block-effects"
          checked={settings.blockEffects}
          onChange={(event) => update({ blockEffects: event.target.checked })}
        />
      </label>
      {reducedMotion && <p className="text-xs text-amber-200">{t('danmaku.reducedMotion')}</p>}
    </div>
  );
}

/** One row of three toggle buttons (area, size): radio inputs under styled labels. */
function LevelChoice(props: {
  legend: string;
  name: string;
  testIdPrefix: string;
  value: number;
  labelOf: (level: Level) => string;
  onChange: (level: Level) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-white/80">{props.legend}</legend>
      <div className="flex gap-1">
        {LEVELS.map((level) => (
          <label
            key={level}
            className={cx(
              'flex-1 cursor-pointer rounded px-2 py-1 text-center ring-1 ring-white/30',
              props.value === level && 'bg-brand-600 ring-brand-600',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={props.name}
              data-testid={`${props.testIdPrefix}-${level}`}
              checked={props.value === level}
              onChange={() => props.onChange(level)}
            />
            {props.labelOf(level)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
