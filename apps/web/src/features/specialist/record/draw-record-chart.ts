import { type Language } from '@tifo/contract';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { LOCALES } from '../../../shared/format/locale';
import { signed } from '../format';
import { dateTimeFormat } from '../../../shared/format/intl';
import { viewerTimeZone } from '../../../shared/format/time-zone';

export interface ReturnPoint {
  at: string;
  return_units: number;
}

const BRAND = '#e11d48';
const AXIS = '#64748b';
const GRID = '#f1f5f9';

/**
 * Draws cumulative return over time into `element` (uPlot, loaded only with this module) and
 * follows the element's size. Returns the clean-up. Kept apart from the component so the
 * library is fetched only where a chart is drawn.
 */
export function drawRecordChart(
  element: HTMLElement,
  points: readonly ReturnPoint[],
  options: { language: Language; label: string },
): () => void {
  // uPlot needs rising x values; two analyses settled in the same second sit 1 s apart.
  const xs: number[] = [];
  for (const point of points) {
    const seconds = Math.floor(Date.parse(point.at) / 1000);
    const previous = xs[xs.length - 1];
    xs.push(previous !== undefined && seconds <= previous ? previous + 1 : seconds);
  }
  const ys = points.map((point) => point.return_units);
  const day = dateTimeFormat(LOCALES[options.language].regional, {
    timeZone: viewerTimeZone(),
    month: 'numeric',
    day: 'numeric',
  });
  const size = () => ({
    width: Math.max(200, element.clientWidth),
    height: Math.max(160, element.clientHeight),
  });
  const font = '11px system-ui, sans-serif';
  const chart = new uPlot(
    {
      ...size(),
      legend: { show: false },
      // No drag-to-zoom: on a phone a drag must scroll the page.
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      scales: { x: { time: true } },
      axes: [
        {
          stroke: AXIS,
          font,
          grid: { stroke: GRID },
          ticks: { show: false },
          space: 60,
          values: (_chart, splits) => splits.map((value) => day.format(value * 1000)),
        },
        {
          stroke: AXIS,
          font,
          size: 44,
          grid: { stroke: GRID },
          ticks: { show: false },
          values: (_chart, splits) => splits.map((value) => signed(value)),
        },
      ],
      series: [
        {},
        {
          label: options.label,
          stroke: BRAND,
          width: 2,
          fill: 'rgba(225, 29, 72, 0.08)',
          points: { show: points.length <= 30, size: 5 },
        },
        // The break-even line.
        { stroke: '#94a3b8', width: 1, dash: [4, 4], points: { show: false } },
      ],
    },
    [xs, ys, xs.map(() => 0)],
    element,
  );
  const observer = new ResizeObserver(() => chart.setSize(size()));
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
