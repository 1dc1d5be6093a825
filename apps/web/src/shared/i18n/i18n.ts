import type { Language } from '@tifo/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from './resources';
import { HTML_LANG } from './language';

/** One dynamic import per language, so a visitor downloads only the catalogs they read. */
const catalogLoaders: Record<Language, () => Promise<{ default: Record<string, object> }>> = {
  zh: () => import('../../locales/zh/index'),
  en: () => import('../../locales/en/index'),
  vi: () => import('../../locales/vi/index'),
};

/** The language's start-up catalogs by namespace (`./common.json` → `common`). */
export async function loadCatalogs(language: Language): Promise<Resources> {
  const files = (await catalogLoaders[language]()).default;
  const entries = Object.entries(files).map(([path, catalog]) => [
    path.slice(2, -'.json'.length),
    catalog,
  ]);
  // Typed by resources.ts; the parity test holds every language to the zh files.
  return Object.fromEntries(entries) as Resources;
}

/** Initialises i18next with the given language's catalogs and updates `<html lang>`. */
export async function initI18n(language: Language, instance: i18n = i18next): Promise<i18n> {
  const resources = await loadCatalogs(language);
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  return instance;
}
