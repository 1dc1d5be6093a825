import type { Language } from '@tifo/contract';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** Diamonds as the wallet shows them: grouped, up to two decimals (1234.5 → "1,234.5"). */
export function formatDiamonds(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value);
}

/** A ledger amount with its sign: money in "+12.5", money out "−3" (a real minus sign). */
export function formatSignedDiamonds(value: number, language: Language): string {
  const magnitude = formatDiamonds(Math.abs(value), language);
  return value < 0 ? `−${magnitude}` : `+${magnitude}`;
}

/** Yuan without needless decimals: 6 → "6", 6.5 → "6.50". */
export function formatYuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
