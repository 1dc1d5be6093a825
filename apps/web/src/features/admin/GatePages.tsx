import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LoginPrompt } from '../../shared/session/LoginPrompt';
import { buttonClasses } from '../../shared/ui/Button';

/** A visitor (code 700): the site's login prompt; logging in asks `Admin/me` again. */
export function SignInGate() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
      <LoginPrompt
        title={t('gate.signIn.title')}
        description={t('gate.signIn.description')}
        icon={<span aria-hidden="true">🔒</span>}
      />
      <Link to="/main" className="self-center text-sm text-slate-600 underline">
        {t('gate.backToSite')}
      </Link>
    </div>
  );
}

/** A member who is not staff (HTTP 403). */
export function StaffOnlyPage() {
  const { t } = useTranslation('admin');
  return (
    <div
      data-testid="admin-forbidden"
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center"
    >
      <p aria-hidden="true" className="text-5xl font-bold text-slate-300">
        403
      </p>
      <h1 className="text-xl font-semibold text-slate-900">{t('gate.forbidden.title')}</h1>
      <p className="text-sm text-slate-600">{t('gate.forbidden.description')}</p>
      <Link to="/main" className={buttonClasses('primary')}>
        {t('gate.backToSite')}
      </Link>
    </div>
  );
}
