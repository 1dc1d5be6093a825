import { LIMITS, type Language } from '@tifo/contract';
import type { Namespace, TFunction, TranslateOptions } from './translation-keys';

/** A catalog as its JSON file holds it: texts, or groups of texts. */
export interface Catalog {
  [key: string]: string | Catalog;
}

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

/**
 * The site's translator: catalogs by language and namespace, the current language, and `t`.
 * It does what the catalogs use of i18next (which cost 14 KB of the first load): `{{name}}`
 * placeholders, plural forms by `count`, `ns:key`, namespaces added later (lazy-namespaces.ts)
 * and a language change that listeners (the `useTranslation` hook) hear. A missing key reads
 * as the key itself, as it did with i18next, so a gap shows in the page rather than a blank.
 */
export class Translator {
  private current: Language = 'zh';
  private readonly catalogs = new Map<Language, Map<string, Catalog>>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();

  /** The language `t` reads (the hook re-renders its component when it changes). */
  get language(): Language {
    return this.current;
  }

  hasResourceBundle(language: Language, namespace: string): boolean {
    return this.catalogs.get(language)?.has(namespace) ?? false;
  }

  /** Adds (or replaces) one namespace's catalog for a language. */
  addResourceBundle(language: Language, namespace: string, catalog: Catalog): void {
    let namespaces = this.catalogs.get(language);
    if (!namespaces) {
      namespaces = new Map();
      this.catalogs.set(language, namespaces);
    }
    namespaces.set(namespace, catalog);
  }

  /** Switches the language `t` reads and tells every listener. */
  changeLanguage(language: Language): Promise<void> {
    if (language !== this.current) {
      this.current = language;
      this.listeners.forEach((listener) => listener());
    }
    return Promise.resolve();
  }

  /** Calls `listener` after each language change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `t` in the namespace `common`; other namespaces as `ns:key` (outside components). */
  readonly t: TFunction = (key, options) => this.translate(this.current, 'common', key, options);

  /**
   * A `t` bound to a namespace (and a group of it, `keyPrefix`) and to a language, or with
   * `null` to whichever language is current when it is called.
   */
  getFixedT<NS extends Namespace, Prefix extends string = never>(
    language: Language | null,
    namespace: NS,
    keyPrefix?: Prefix,
  ): TFunction<NS, Prefix> {
    const prefix = keyPrefix === undefined ? '' : `${keyPrefix}.`;
    return (key: string, options) =>
      this.translate(
        language ?? this.current,
        namespace,
        key.includes(NAMESPACE_SEPARATOR) ? key : prefix + key,
        options,
      );
  }

  private translate(
    language: Language,
    defaultNamespace: string,
    qualifiedKey: string,
    options: TranslateOptions = {},
  ): string {
    const separator = qualifiedKey.indexOf(NAMESPACE_SEPARATOR);
    const namespace = separator < 0 ? defaultNamespace : qualifiedKey.slice(0, separator);
    const key = qualifiedKey.slice(separator + 1);
    const catalog = this.catalogs.get(language)?.get(namespace);
    const text = catalog && this.lookUp(catalog, key, language, options.count);
    return text === undefined ? key : interpolate(text, options);
  }

  /** The text at `key`, in its plural form for `count` when the catalog has one. */
  private lookUp(
    catalog: Catalog,
    key: string,
    language: Language,
    count: number | string | undefined,
  ): string | undefined {
    const value = countValue(count);
    if (value !== undefined) {
      // Like i18next, `_zero` is offered for 0 in every language before the language's own form.
      const category = this.pluralCategory(language, value);
      for (const form of value === 0 ? ['zero', category] : [category]) {
        const text = textAt(catalog, `${key}_${form}`);
        if (text !== undefined) return text;
      }
    }
    return textAt(catalog, key);
  }

  private pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

/**
 * The number a count stands for: a number as it is, or a count already formatted for fans
 * (shared/format/count.ts): plain digits with group separators ("1", "1,234", "1.234") read as
 * that number; compact forms ("1.2w", "12.3K", "12,3 N") are 10 000 or more, plural "other" in
 * every language we have.
 */
function countValue(count: number | string | undefined): number | undefined {
  if (typeof count === 'number') return count;
  if (typeof count !== 'string' || count.trim() === '') return undefined;
  if (/^\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})*$/.test(count)) return Number(count.replace(/\D/g, ''));
  return LIMITS.largeCountThreshold;
}

/** The string at a dotted path; undefined when missing or when the path names a group. */
function textAt(catalog: Catalog, path: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` (or `{{ name }}`) placeholders; a value not given reads as empty. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name.trim()];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    // Values are texts and numbers; anything else (a mistake) at least shows its content.
    return value === undefined || value === null ? '' : JSON.stringify(value);
  });
}

/** The app's one translator: the hook, `loadNamespace` and code outside components use it. */
export const translator = new Translator();
