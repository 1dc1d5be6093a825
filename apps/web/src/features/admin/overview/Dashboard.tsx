import type { DashboardDay } from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { LoadError } from '../../../shared/ui/LoadError';
import { ListSkeleton } from '../../../shared/ui/ListStates';
import { formatWhole } from '../ui/amounts';
import { useLanguage } from '../ui/use-language';
import { DASHBOARD_RANGES, useDashboardQuery, type DashboardRange } from './dashboard-api';
import { DayChart } from './DayChart';

/** The figures charted, each with its title (`admin:dashboard.chart.*`), in this order. */
const CHARTS = [
  'registrations',
  'topups',
  'topup_diamonds',
  'gift_sends',
  'gift_diamonds',
  'peak_viewers',
] as const satisfies readonly (keyof DashboardDay)[];

/** The site per day over the chosen range, and how many watch right now. */
export function Dashboard() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const [range, setRange] = useState<DashboardRange>(14);
  const query = useDashboardQuery(range);
  const format = (value: number) => formatWhole(value, language);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('dashboard.title')}
        </h2>
        <div role="group" aria-label={t('dashboard.range')} className="flex gap-1">
          {DASHBOARD_RANGES.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={days === range ? 'primary' : 'secondary'}
              aria-pressed={days === range}
              onClick={() => setRange(days)}
            >
              {t('dashboard.days', { n: days })}
            </Button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <ListSkeleton
          count={4}
          className="grid gap-3 md:grid-cols-2"
          itemClassName="h-48 rounded-xl"
        />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <p data-testid="viewers-now" className="text-sm text-slate-600">
            {t('dashboard.viewersNow')}{' '}
            <strong className="text-2xl font-semibold text-slate-900 tabular-nums">
              {format(query.data.viewers_now)}
            </strong>
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            {CHARTS.map((figure) => (
              <DayChart
                key={figure}
                title={t(`dashboard.chart.${figure}`)}
                points={query.data.days.map((day) => ({ date: day.date, value: day[figure] }))}
                format={format}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
