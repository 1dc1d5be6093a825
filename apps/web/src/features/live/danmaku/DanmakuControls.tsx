import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import { useDanmakuSettings, useReducedMotion, type DanmakuSettings } from './danmaku-settings';

const LEVELS = [1, 2, 3] as const;

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
      <fieldset>
        <legend className="mb-1 text-white/80">{t('danmaku.area')}</legend>
        <div className="flex gap-1">
          {LEVELS.map((level) => (
            <label
              key={level}
              className={cx(
                'flex-1 cursor-pointer rounded px-2 py-1 text-center ring-1 ring-white/30',
                settings.area === level && 'bg-brand-600 ring-brand-600',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${name}-area`}
                data-testid={`danmaku-area-${level}`}
                checked={settings.area === level}
                onChange={() => update({ area: level })}
              />
              {t(`danmaku.areas.${level}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-white/80">{t('danmaku.size')}</legend>
        <div className="flex gap-1">
          {LEVELS.map((level) => (
            <label
              key={level}
              className={cx(
                'flex-1 cursor-pointer rounded px-2 py-1 text-center ring-1 ring-white/30',
                settings.size === level && 'bg-brand-600 ring-brand-600',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${name}-size`}
                data-testid={`danmaku-size-${level}`}
                checked={settings.size === level}
                onChange={() => update({ size: level })}
              />
              {t(`danmaku.sizes.${level}`)}
            </label>
          ))}
        </div>
      </fieldset>
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
