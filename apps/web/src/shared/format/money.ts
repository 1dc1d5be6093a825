import { MONEY, type Language } from '@tifo/contract';
import { LOCALES } from './locale';
import { numberFormat } from './intl';

/** Diamonds as fans read them: grouped thousands, up to the two decimals a wallet can hold. */
export function formatDiamonds(amount: number, language: Language): string {
  return numberFormat(LOCALES[language].regional, { maximumFractionDigits: 2 }).format(amount);
}

/** A ledger amount with its sign: money in "+12.5", money out "−3" (a real minus sign). */
export function formatSignedDiamonds(value: number, language: Language): string {
  const magnitude = formatDiamonds(Math.abs(value), language);
  return value < 0 ? `−${magnitude}` : `+${magnitude}`;
}

/** Yuan with two decimals; the catalogs put the ¥ sign where each language wants it. */
export function formatYuan(yuan: number, language: Language): string {
  return numberFormat(LOCALES[language].regional, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(yuan);
}

/** A price in yuan without needless decimals: 6 → "6", 6.5 → "6.50". */
export function formatPlainYuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * A price as a buyer reads it in its currency: "¥30", "¥6.50", or "109.000 ₫" (đồng are
 * grouped the Vietnamese way on every page, as VNPay and Vietnamese shops print them).
 */
export function formatPrice(currency: 'CNY' | 'VND', amount: number): string {
  return currency === 'VND'
    ? `${numberFormat('vi-VN').format(amount)} ₫`
    : `¥${formatPlainYuan(amount)}`;
}

/** What an amount of diamonds is worth in yuan (1 yuan = 10 diamonds, spec §9). */
export function yuanOf(diamonds: number): number {
  return diamonds / MONEY.diamondsPerYuan;
}
