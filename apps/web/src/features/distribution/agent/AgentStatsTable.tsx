import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds } from '../../../shared/format/money';
import { cx } from '../../../shared/ui/cx';
import type { AgentDay } from '../api';

type Summed = 'registrations' | 'topup_orders' | 'topup_diamonds' | 'earnings';
const COLUMNS = [
  'registrations',
  'active_members',
  'topup_orders',
  'topup_diamonds',
  'earnings',
] as const satisfies readonly (keyof AgentDay)[];

/** Column totals. Active members are not summed: one member active on two days counts twice. */
export function totalsOf(days: readonly AgentDay[]): Record<Summed, number> {
  const totals = { registrations: 0, topup_orders: 0, topup_diamonds: 0, earnings: 0 };
  for (const day of days) {
    totals.registrations += day.registrations;
    totals.topup_orders += day.topup_orders;
    totals.topup_diamonds += day.topup_diamonds;
    totals.earnings += day.earnings;
  }
  return totals;
}

/** The channel's figures day by day with a totals row; it scrolls sideways on phones. */
export function AgentStatsTable({ days, busy }: { days: readonly AgentDay[]; busy: boolean }) {
  const { t, i18n } = useTranslation('distribution');
  const language = pageLanguage(i18n.language);
  const show = (column: (typeof COLUMNS)[number], value: number) =>
    column === 'topup_diamonds' || column === 'earnings'
      ? formatDiamonds(value, language)
      : String(value);
  const totals = totalsOf(days);
  const cell = 'py-2 pl-3 text-right tabular-nums';
  return (
    <div
      className={cx('overflow-x-auto transition-opacity', busy && 'opacity-60')}
      aria-busy={busy}
    >
      <table className="w-full min-w-[34rem] text-left text-sm">
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-2 font-medium">
              {t('agent.column.day')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-2 pl-3 text-right font-medium">
                {t(`agent.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {days.map((day) => (
            <tr key={day.day} data-testid="agent-day">
              <th scope="row" className="py-2 font-normal whitespace-nowrap text-slate-600">
                {day.day}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className={cell}>
                  {show(column, day[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold">
          <tr data-testid="agent-total">
            <th scope="row" className="py-2">
              {t('agent.total')}
            </th>
            {COLUMNS.map((column) => (
              <td key={column} className={cell}>
                {column === 'active_members' ? '—' : show(column, totals[column])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
