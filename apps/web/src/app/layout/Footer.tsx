import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation('footer');
  return (
    <footer aria-label={t('label')} className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm">
        <p data-testid="footer-statement">{t('statement')}</p>
        <nav className="flex flex-wrap gap-4">
          <Link to="/about-user?tabI=1" className="text-white underline-offset-4 hover:underline">
            {t('userAgreement')}
          </Link>
          <Link to="/about-user?tabI=2" className="text-white underline-offset-4 hover:underline">
            {t('privacyPolicy')}
          </Link>
        </nav>
        <p className="text-xs text-slate-400">{t('attribution')}</p>
        <p className="text-xs text-slate-400">
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
