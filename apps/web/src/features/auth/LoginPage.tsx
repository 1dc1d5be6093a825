import { useTranslation } from '../../shared/i18n/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { LoginPanel } from './LoginPanel';
import { safeRedirect } from './validate';

/** /login: the login panel as a page; afterwards it goes to `redirect` (same site) or /main. */
export function LoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useStoredValue('userInfo');
  const target = safeRedirect(params.get('redirect'));

  if (user) return <Navigate replace to={target} />;

  return (
    <div className="mx-auto w-full max-w-[410px] px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <Card>
        <LoginPanel onLoggedIn={() => void navigate(target, { replace: true })} />
      </Card>
    </div>
  );
}
