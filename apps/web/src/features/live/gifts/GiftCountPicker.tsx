import { GIFT_COUNT_PRESETS } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';

/** The gift count: the usual presets (1, 10, 66, 99, 520, 1314) or any number typed in. */
export function GiftCountPicker({
  text,
  invalid,
  onChange,
}: {
  text: string;
  invalid: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('live');
  const errorId = useId();
  return (
    <div>
      <div role="group" aria-label={t('gifts.count')} className="flex flex-wrap items-center gap-1">
        {GIFT_COUNT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={text.trim() === String(preset)}
            onClick={() => onChange(String(preset))}
            className={cx(
              'rounded-full px-2 py-0.5 text-xs tabular-nums',
              text.trim() === String(preset)
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )}
          >
            {preset}
          </button>
        ))}
        <input
          type="text"
          inputMode="numeric"
          data-testid="gift-count-input"
          aria-label={t('gifts.count')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            'h-7 w-16 rounded-md border px-2 text-xs tabular-nums focus:ring-2 focus:outline-none',
            invalid
              ? 'border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          )}
        />
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {t('gifts.countError')}
        </p>
      )}
    </div>
  );
}
