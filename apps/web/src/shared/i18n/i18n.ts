import type { Language } from '@tifo/contract';
import { HTML_LANG } from './language';
import type { Resources } from './resources';
import { translator, type Translator } from './translator';

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

/** Gives the translator the language's start-up catalogs, switches to it, sets `<html lang>`. */
export async function initI18n(
  language: Language,
  instance: Translator = translator,
): Promise<Translator> {
  // The language first: a page's lazy namespaces, asked for while these catalogs load
  // (main.tsx), come in the right language.
  await instance.changeLanguage(language);
  const resources = await loadCatalogs(language);
  for (const [namespace, catalog] of Object.entries(resources)) {
    instance.addResourceBundle(language, namespace, catalog);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  return instance;
}
