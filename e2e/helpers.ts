import { expect, type Page } from '@playwright/test';

export type Language = 'zh' | 'en' | 'vi';

/** The API's answer envelope. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', vi: 'vi' };

/** Chooses the language before any page script runs, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  // A string, not a closure: closures break under the TypeScript transform (stack-notes.md).
  await page.addInitScript(
    `try { localStorage.setItem('lang', '${language}'); localStorage.setItem('langIndex', '${['zh', 'en', 'vi'].indexOf(language)}'); } catch {}`,
  );
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Scrolls the window, retrying until the page is tall enough (lazy pages render after `load`).
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await expect(async () => {
    await page.evaluate(`window.scrollTo({ top: ${y}, behavior: 'instant' })`);
    expect(await page.evaluate('Math.round(window.scrollY)')).toBe(y);
    // The page may still be rendering (too short to scroll) on a busy machine.
  }).toPass({ timeout: 15_000 });
}
