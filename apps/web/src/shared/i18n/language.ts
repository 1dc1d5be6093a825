import { LANGUAGES, type Language } from '@tifo/contract';
import { read, write } from '../storage';

/** `<html lang>` value of each site language. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', vi: 'vi' };

/** The language chosen in local storage (`lang`); anything invalid reads as zh. */
export function getStoredLanguage(): Language {
  return read('lang');
}

/**
 * Saves a new language and reloads the page (spec §2): only the chosen language's catalogs
 * are ever loaded, so a reload is the simple, honest way to switch.
 */
export function chooseLanguage(language: Language, reload: () => void = () => location.reload()) {
  write('lang', language);
  write('langIndex', LANGUAGES.indexOf(language));
  shareLanguageWithServer(language);
  reload();
}

/**
 * Tells the server the page's language (a cookie it reads, nothing else does): it names that
 * language's catalogs among the chunks to preload in each page's HTML (issue 22). A year, like
 * the choice in local storage, which stays the source of truth.
 */
export function shareLanguageWithServer(language: Language, doc: Document = document): void {
  doc.cookie = `tifo_lang=${language}; path=/; max-age=31536000; samesite=lax`;
  // The installed app's name and description in the page's language (the server names it too,
  // but a page served before the cookie existed names zh's).
  const manifest = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) {
    manifest.setAttribute(
      'href',
      language === 'zh' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`,
    );
  }
}
