import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { dateStrip } from './match-format';
import { dateTimeFormat } from '../../shared/format/intl';

/** Yesterday … +6 days, plus a date picker for any other day. */
export function DateStrip({
  today,
  value,
  onChange,
}: {
  today: string;
  value: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('scores');
  const format = dateTimeFormat(i18n.language, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const weekday = dateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="date-strip">
      <div role="group" aria-label={t('calendar.label')} className="flex gap-1 overflow-x-auto">
        {dateStrip(today).map((date, index) => {
          const day = new Date(`${date}T00:00:00Z`);
          const name =
            index === 0
              ? t('calendar.yesterday')
              : index === 1
                ? t('calendar.today')
                : weekday.format(day);
          return (
            <button
              key={date}
              type="button"
              aria-pressed={date === value}
              onClick={() => onChange(date)}
              className={cx(
                'flex min-w-14 shrink-0 flex-col items-center rounded-lg px-2 py-1 text-xs',
                date === value
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
              )}
            >
              <span className="font-medium">{name}</span>
              <span>{format.format(day)}</span>
            </button>
          );
        })}
      </div>
      <label className="flex items-center gap-1 text-xs text-slate-600">
        <span>{t('calendar.pick')}</span>
        <input
          type="date"
          value={value}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
          }}
          className="rounded border border-slate-300 px-2 py-1 text-sm"
        />
      </label>
    </div>
  );
}
