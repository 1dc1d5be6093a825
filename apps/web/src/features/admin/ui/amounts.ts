import { minorToDiamonds, type Language } from '@tifo/contract';
import { LOCALES } from '../../../shared/format/locale';
import { numberFormat } from '../../../shared/format/intl';

/** A whole number with grouped thousands (gold coins, counts). */
export function formatWhole(value: number, language: Language): string {
  return numberFormat(LOCALES[language].regional, { maximumFractionDigits: 0 }).format(value);
}

/** Diamonds always with two decimals: in the money pages a hundredth of a diamond matters. */
export function formatExactDiamonds(diamonds: number, language: Language): string {
  return numberFormat(LOCALES[language].regional, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(diamonds);
}

/**
 * A ledger amount as a number in its currency. The money calls answer in the ledger's minor
 * units: diamonds in hundredths (currency `diamond`), gold coins whole (`gold`).
 */
export function formatMinorAmount(minor: number, currency: string, language: Language): string {
  return currency === 'diamond'
    ? formatExactDiamonds(minorToDiamonds(minor), language)
    : formatWhole(minor, language);
}
