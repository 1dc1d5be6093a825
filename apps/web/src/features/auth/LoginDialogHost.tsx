import { lazy, Suspense } from 'react';
import { closeLoginDialog, useLoginDialogOpen } from '../../shared/session/login-dialog-store';

const loadDialog = () => import('./LoginDialog');

// The dialog and its forms are a separate chunk: /main's first load only carries this host.
const LoginDialog = lazy(async () => ({ default: (await loadDialog()).LoginDialog }));

/** Starts fetching the dialog's chunk early, e.g. when the pointer reaches the login button. */
export function preloadLoginDialog(): void {
  void loadDialog();
}

/** Renders the login dialog while `openLoginDialog()` has it open. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={closeLoginDialog} />
    </Suspense>
  );
}
