import { MONEY, type Language } from '@tifo/contract';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** Diamonds as fans read them: grouped thousands, up to the two decimals a wallet can hold. */
export function formatDiamonds(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(amount);
}

/** Yuan with two decimals; the catalogs put the ¥ sign where each language wants it. */
export function formatYuan(yuan: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(yuan);
}

/** What an amount of diamonds is worth in yuan (1 yuan = 10 diamonds, spec §9). */
export function yuanOf(diamonds: number): number {
  return diamonds / MONEY.diamondsPerYuan;
}
