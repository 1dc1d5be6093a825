import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Dialog } from '../../shared/ui/Dialog';
import { Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { LoginPrompt } from '../../shared/session/LoginPrompt';

/**
 * A dialog for members (recharge, sign-in): a skeleton until its lazy strings are in, the
 * content for a member, and for a visitor a prompt to log in (which closes the dialog first).
 */
export function MemberDialog({
  onClose,
  ready,
  title,
  testId,
  login,
  children,
}: {
  onClose: () => void;
  /** Whether the content's strings have loaded. */
  ready: boolean;
  title: string;
  testId: string;
  login: { title: string; description: string; icon: ReactNode };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useStoredValue('userInfo');
  return (
    <Dialog
      open
      onClose={onClose}
      title={ready ? title : t('state.loading')}
      testId={testId}
      width={560}
      fullScreenOnPhone
    >
      {!ready ? (
        <Skeleton className="h-48 w-full" />
      ) : user ? (
        children
      ) : (
        <LoginPrompt {...login} onLogin={onClose} />
      )}
    </Dialog>
  );
}
