import { ResponseCode } from '@tifo/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ApiError } from '../../shared/api-client';
import { ConfirmHost, ToastHost } from '../../shared/ui/Hosts';
import { LoadError } from '../../shared/ui/LoadError';
import { PageSpinner } from '../../shared/ui/Spinner';
import { useStoredValue } from '../../shared/use-stored-value';
import { LoginDialogHost } from '../auth';
import { AdminShell } from './AdminShell';
import { useStaffQuery } from './api';
import { SignInGate, StaffOnlyPage } from './GatePages';
import { StaffContext } from './staff';

/**
 * The operator console (/admin/*), outside the site's layout: it asks `Admin/me` first and
 * opens only for staff. A visitor is asked to log in; a member sees a 403 page.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const user = useStoredValue('userInfo');
  const staff = useStaffQuery(user ? String(user.id) : null);

  useEffect(() => {
    document.title = `${t('title')} - ${tc('siteName')}`;
  }, [t, tc]);

  let body;
  if (staff.isPending) {
    body = <PageSpinner />;
  } else if (staff.isError) {
    const error = staff.error;
    if (error instanceof ApiError && error.code === ResponseCode.sessionExpired) {
      body = <SignInGate />;
    } else if (error instanceof ApiError && error.httpStatus === 403) {
      body = <StaffOnlyPage />;
    } else {
      body = (
        <div className="mx-auto max-w-md p-6">
          <LoadError onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
        </div>
      );
    }
  } else if (staff.data.role === 'member') {
    // The server refuses members before this; a stale answer must not open the console either.
    body = <StaffOnlyPage />;
  } else {
    body = (
      <StaffContext value={staff.data}>
        <AdminShell />
      </StaffContext>
    );
  }

  return (
    <div data-testid="admin-console" className="min-h-screen bg-slate-100">
      {body}
      <LoginDialogHost />
      <ToastHost />
      <ConfirmHost />
    </div>
  );
}
