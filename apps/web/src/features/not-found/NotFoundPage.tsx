import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/Button';

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <div
      data-testid="not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-black text-brand-600">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="text-slate-600">{t('description')}</p>
      <Link to="/main" className={buttonClasses('primary', 'md')}>
        {t('backHome')}
      </Link>
    </div>
  );
}
