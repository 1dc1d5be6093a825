import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../shared/ui/Surface';
import { AdminNav } from './AdminNav';
import { AdminRoutes } from './AdminRoutes';
import { isAdministrator, useStaff } from './staff';

/** The console's frame: who is signed in, the navigation on the left, the page on the right. */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-900 text-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <Link to="/admin" className="font-semibold tracking-wide">
            {t('title')}
          </Link>
          <span className="ml-auto flex min-w-0 items-center gap-2 text-sm">
            <span data-testid="admin-nickname" className="truncate">
              {staff.nickname}
            </span>
            <span data-testid="admin-role">
              <Badge tone={isAdministrator(staff) ? 'brand' : 'neutral'}>
                {t(isAdministrator(staff) ? 'role.administrator' : 'role.moderator')}
              </Badge>
            </span>
          </span>
          <Link
            to="/main"
            className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-200 ring-1 ring-slate-600 hover:bg-slate-800"
          >
            {t('gate.backToSite')}
          </Link>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 lg:flex-row lg:items-start">
        <AdminNav />
        <main id="content" className="min-w-0 flex-1">
          <AdminRoutes />
        </main>
      </div>
    </>
  );
}
