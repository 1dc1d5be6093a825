import type { Language } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';

/** The page language, for the format helpers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return pageLanguage(i18n.language);
}
