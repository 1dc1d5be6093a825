import { LANGUAGES, type Language } from '@tifo/contract';
import { useTranslation } from '../i18n/use-translation';
import { chooseLanguage, getStoredLanguage } from '../i18n/language';
import { cx } from './cx';

/** zh / en / vi choice: saves `lang` and `langIndex` and reloads the page. */
export function LanguageSwitch({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const { t } = useTranslation();
  const current = getStoredLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={cx('flex gap-1', className)}>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) chooseLanguage(language);
          }}
          className={cx(
            'rounded px-2 py-1 text-xs font-medium',
            language === current
              ? 'bg-brand-600 text-white'
              : tone === 'dark'
                ? 'text-slate-200 hover:bg-white/10'
                : 'text-slate-700 hover:bg-slate-200',
          )}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
