import type { Language } from '@tifo/contract';

/**
 * The Intl locales of each site language, the one table every formatter reads. `regional` is
 * for dates, money and plain numbers. `counts` is what viewer counts have always used: en-GB's
 * compact form is "10k"/"1.2m" where the site shows "10K"/"1.2M", so counts keep bare en.
 */
export const LOCALES: Record<Language, { regional: string; counts: string }> = {
  zh: { regional: 'zh-CN', counts: 'zh-CN' },
  en: { regional: 'en-GB', counts: 'en' },
  vi: { regional: 'vi-VN', counts: 'vi' },
};

/**
 * The page language from the translator's code (anything unknown reads as zh). Kept apart from the
 * score pages, whose module would bring the match schemas onto /main.
 */
export function pageLanguage(code: string): Language {
  return code === 'en' || code === 'vi' ? code : 'zh';
}
