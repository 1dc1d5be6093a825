import type { AnalysisResult } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';

const TONES: Record<AnalysisResult, string> = {
  won: 'bg-brand-600 text-white',
  half_won: 'bg-brand-100 text-brand-700',
  push: 'bg-slate-200 text-slate-700',
  half_lost: 'bg-slate-600 text-white',
  lost: 'bg-slate-900 text-white',
  void: 'bg-amber-100 text-amber-800',
};

/** How a settled analysis came out. */
export function ResultBadge({
  result,
  large = false,
}: {
  result: AnalysisResult;
  large?: boolean;
}) {
  const { t } = useTranslation('experts');
  return (
    <span
      data-testid="analysis-result"
      data-result={result}
      className={cx(
        'inline-flex items-center rounded-full font-semibold',
        large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs',
        TONES[result],
      )}
    >
      {t(`result.${result}`)}
    </span>
  );
}
