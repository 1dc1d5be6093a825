import type { SignInDay } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Icon } from '../../shared/ui/Icon';
import { cx } from '../../shared/ui/cx';

export type SignInStripSize = 'compact' | 'large';

/**
 * The 7-day reward strip (spec §2): each day's gold coins, a tick once signed, today
 * highlighted; the last day, twice as wide, shows what the whole week brings. Needs the
 * `signIn` strings loaded.
 */
export function SignInStrip({ days, size }: { days: SignInDay[]; size: SignInStripSize }) {
  const { t } = useTranslation('signIn');
  const large = size === 'large';
  return (
    <ol
      data-testid="sign-in-strip"
      aria-label={t('stripLabel')}
      className={cx('grid grid-cols-8', large ? 'gap-2' : 'gap-1')}
    >
      {days.map((day) => {
        const signed = day.is_sign === 1;
        // Only the week's last day carries a total (spec §2: a cumulative 7-day reward).
        const weekTotal = day.total_num;
        return (
          <li
            key={day.id}
            data-testid="sign-in-day"
            data-day={day.id}
            data-signed={signed}
            data-today={day.is_today}
            aria-current={day.is_today ? 'date' : undefined}
            className={cx(
              'flex flex-col items-center rounded-lg text-center',
              large ? 'gap-1 px-1 py-3' : 'gap-0.5 px-0.5 py-1',
              weekTotal !== null && 'col-span-2',
              day.is_today
                ? 'bg-amber-50 ring-2 ring-amber-500'
                : cx('ring-1 ring-slate-200', signed ? 'bg-slate-100' : 'bg-white'),
            )}
          >
            {large ? (
              <span className="text-xs text-slate-500">{t('day', { day: day.id })}</span>
            ) : (
              <>
                <span aria-hidden="true" className="text-[10px] text-slate-500">
                  {t('dayShort', { day: day.id })}
                </span>
                <span className="sr-only">{t('day', { day: day.id })}</span>
              </>
            )}
            <span
              aria-hidden="true"
              className={cx(
                'flex items-center justify-center rounded-full',
                signed ? 'bg-amber-700 text-white' : 'bg-amber-100',
                large ? 'size-8' : 'size-4',
              )}
            >
              {signed && <Icon name="check" className={large ? 'size-5' : 'size-3'} />}
            </span>
            <span
              className={cx(
                'font-semibold whitespace-nowrap text-amber-700 tabular-nums',
                large ? 'text-sm' : 'text-[10px]',
              )}
            >
              {weekTotal === null
                ? t('reward', { amount: day.lz_num })
                : t('weekTotal', { amount: weekTotal })}
            </span>
            {signed && <span className="sr-only">{t('signedMark')}</span>}
            {day.is_today && <span className="sr-only">{t('todayMark')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
