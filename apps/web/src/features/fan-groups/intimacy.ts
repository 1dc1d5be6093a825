import { FAN_LEVEL_THRESHOLDS, type Language } from '@tifo/contract';
import { LOCALES } from '../../shared/format/locale';
import { numberFormat } from '../../shared/format/intl';

/**
 * How far a member is through their level, 0 to 1 (1 at the top level). Measured from where
 * the level starts, so a fresh level-up reads as an empty bar rather than a nearly full one.
 */
export function levelProgress(level: number, intimacy: number, nextLevelAt: number | null): number {
  if (nextLevelAt === null) return 1;
  const start = FAN_LEVEL_THRESHOLDS[level - 1] ?? 0;
  const span = nextLevelAt - start;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (intimacy - start) / span));
}

/** Intimacy as fans read it: grouped thousands in the page language. */
export function formatIntimacy(value: number, language: Language): string {
  return numberFormat(LOCALES[language].regional).format(value);
}
