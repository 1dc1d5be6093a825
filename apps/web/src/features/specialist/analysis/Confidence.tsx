import { useTranslation } from '../../../shared/i18n/use-translation';

/** Confidence 1–5 as stars, read out as "confidence 4 of 5". */
export function Confidence({ value }: { value: number }) {
  const { t } = useTranslation('experts');
  // The server keeps 1–5; a page still draws no fewer than none and no more than five.
  const stars = Math.min(5, Math.max(0, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={t('analysis.confidenceLabel', { value })}
      className="tracking-tight text-amber-500"
    >
      {'★'.repeat(stars)}
      <span className="text-slate-300">{'★'.repeat(5 - stars)}</span>
    </span>
  );
}
