import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';

/** A count from 1 to `max`: − and + buttons around a box that also takes typing. */
export function CountStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation('mall');
  const id = useId();
  // The box's own text, so that it can be emptied while typing a new number.
  const [text, setText] = useState(String(value));
  const clamp = (count: number) => Math.min(max, Math.max(1, count));
  const step = (by: number) => {
    const next = clamp(value + by);
    onChange(next);
    setText(String(next));
  };
  const type = (input: string) => {
    const count = Number.parseInt(input, 10);
    if (Number.isFinite(count)) onChange(clamp(count));
    // Past the bounds the box shows the bound it was held to.
    setText(Number.isFinite(count) && count !== clamp(count) ? String(clamp(count)) : input);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-700">
        {t('exchange.count')}
      </label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('exchange.decrease')}
          disabled={value <= 1}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(String(value))}
          data-testid="mall-exchange-count"
          className="h-8 w-16 rounded-lg border border-slate-300 text-center tabular-nums focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('exchange.increase')}
          disabled={value >= max}
          onClick={() => step(1)}
        >
          +
        </Button>
        <span className="text-xs text-slate-500">{t('exchange.countHint', { max })}</span>
      </div>
    </div>
  );
}
