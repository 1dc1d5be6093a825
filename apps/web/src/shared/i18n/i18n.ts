import type { Language } from '@tifo/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from './resources';
import { HTML_LANG } from './language';

/** One dynamic import per language, so a visitor downloads only the catalogs they read. */
const catalogLoaders: Record<Language, () => Promise<{ default: Resources }>> = {
  zh: () => import('../../locales/zh/index'),
  en: () => import('../../locales/en/index'),
  vi: () => import('../../locales/vi/index'),
};

export async function loadCatalogs(language: Language): Promise<Resources> {
  return (await catalogLoaders[language]()).default;
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
