import { useTranslation } from 'react-i18next';

/** Confidence 1–5 as stars, read out as "confidence 4 of 5". */
export function Confidence({ value }: { value: number }) {
  const { t } = useTranslation('experts');
  return (
    <span
      role="img"
      aria-label={t('analysis.confidenceLabel', { value })}
      className="tracking-tight text-amber-500"
    >
      {'★'.repeat(value)}
      <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}
