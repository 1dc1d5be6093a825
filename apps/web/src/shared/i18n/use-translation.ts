import { useMemo, useSyncExternalStore } from 'react';
import type { KeyPrefix, Namespace, TFunction } from './translation-keys';
import { translator, type Translator } from './translator';

export interface Translation<NS extends Namespace, Prefix extends string> {
  t: TFunction<NS, Prefix>;
  /** The translator, for its current `language`. */
  i18n: Translator;
}

const subscribe = (listener: () => void) => translator.subscribe(listener);
const currentLanguage = () => translator.language;

/**
 * `t` of a namespace (`common` by default), optionally of one group of it (`keyPrefix`). The
 * component renders again when the language changes; `t` keeps its identity until then.
 */
export function useTranslation<
  NS extends Namespace = 'common',
  Prefix extends KeyPrefix<NS> = never,
>(namespace?: NS, options?: { keyPrefix: Prefix }): Translation<NS, Prefix> {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const keyPrefix = options?.keyPrefix;
  const t = useMemo(
    () => translator.getFixedT(language, namespace ?? ('common' as NS), keyPrefix),
    [language, namespace, keyPrefix],
  );
  return { t, i18n: translator };
}
