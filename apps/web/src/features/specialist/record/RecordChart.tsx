import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { formatUnits } from '../format';
import type { ReturnPoint } from './draw-record-chart';

/**
 * uPlot reads `matchMedia` as soon as it loads and draws on a canvas: where neither exists (a
 * test DOM, a very old browser) the chart is left out and its text stands alone.
 */
function canDraw(): boolean {
  return typeof matchMedia === 'function' && typeof ResizeObserver === 'function';
}

/**
 * Cumulative return after each settled analysis, oldest first. The figure's caption is the
 * chart's text alternative; the canvas itself is hidden from screen readers.
 */
export function RecordChart({ history }: { history: readonly ReturnPoint[] }) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const drawable = history.length >= 2 && canDraw() && !failed;
  const label = t('chart.series');

  useEffect(() => {
    const element = container.current;
    if (!drawable || !element) return;
    let cleanup: (() => void) | undefined;
    let active = true;
    import('./draw-record-chart')
      .then(({ drawRecordChart }) => {
        if (active) cleanup = drawRecordChart(element, history, { language, label });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      cleanup?.();
    };
  }, [drawable, history, language, label]);

  const last = history[history.length - 1];
  const summary = last
    ? t('chart.summary', { units: formatUnits(last.return_units), count: history.length })
    : t('chart.empty');

  return (
    <figure className="flex flex-col gap-2" data-testid="expert-chart" data-points={history.length}>
      {drawable && (
        <div ref={container} aria-hidden="true" className="h-48 w-full overflow-hidden lg:h-64" />
      )}
      <figcaption className="text-sm text-slate-600" data-testid="expert-chart-summary">
        {summary}
      </figcaption>
    </figure>
  );
}
