import type { Language } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { pageLanguage } from '../../../shared/format/locale';

/** The page language, for the format helpers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return pageLanguage(i18n.language);
}
