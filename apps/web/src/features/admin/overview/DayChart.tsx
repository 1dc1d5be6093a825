import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCount } from '../../../shared/format/count';
import { Button } from '../../../shared/ui/Button';
import { useLanguage } from '../ui/use-language';
import { axisTop, labelledDays, shortDay } from './chart-scale';

export interface DayPoint {
  date: string;
  value: number;
}

// The drawing's own units; the SVG scales to the card's width.
const WIDTH = 320;
const HEIGHT = 140;
const LEFT = 36;
const BOTTOM = 18;
const TOP = 8;
const PLOT_WIDTH = WIDTH - LEFT - 4;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/**
 * One figure per day as bars, drawn by hand (a chart library would outweigh the console):
 * named by its title, each bar's day and value on hover, and the same figures as a table.
 */
export function DayChart({
  title,
  points,
  format,
}: {
  title: string;
  points: readonly DayPoint[];
  /** A value in full, for the hover text and the table. */
  format: (value: number) => string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const top = axisTop(Math.max(0, ...points.map((point) => point.value)));
  const slot = PLOT_WIDTH / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => TOP + PLOT_HEIGHT - (Math.max(0, value) / top) * PLOT_HEIGHT;

  return (
    <figure className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption id={titleId} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-slate-400"
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.3}
            />
            <text x={LEFT - 4} y={y(tick) + 3} textAnchor="end" fontSize={9} fill="currentColor">
              {formatCount(tick, language)}
            </text>
          </g>
        ))}
        {points.map((point, index) => (
          <g key={point.date} data-testid="chart-day">
            <title>{`${point.date}: ${format(point.value)}`}</title>
            {/* The whole column answers the hover, so a day of 0 shows its value too. */}
            <rect
              x={LEFT + index * slot}
              y={TOP}
              width={slot}
              height={PLOT_HEIGHT}
              fill="transparent"
            />
            <rect
              data-testid="chart-bar"
              x={LEFT + index * slot + (slot - barWidth) / 2}
              y={y(point.value)}
              width={barWidth}
              height={TOP + PLOT_HEIGHT - y(point.value)}
              className="fill-brand-500"
            />
          </g>
        ))}
        {labelledDays(points.length).map((index) => (
          <text
            key={index}
            x={LEFT + index * slot + slot / 2}
            y={HEIGHT - 4}
            textAnchor="middle"
            fontSize={9}
            fill="currentColor"
          >
            {shortDay(points[index]?.date ?? '')}
          </text>
        ))}
      </svg>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {t(showTable ? 'dashboard.hideTable' : 'dashboard.showTable')}
      </Button>
      <table id={tableId} hidden={!showTable} className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-1 font-medium">{t('dashboard.date')}</th>
            <th className="py-1 text-right font-medium">{t('dashboard.value')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date} className="border-t border-slate-100">
              <td className="py-1 tabular-nums">{point.date}</td>
              <td className="py-1 text-right tabular-nums">{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
