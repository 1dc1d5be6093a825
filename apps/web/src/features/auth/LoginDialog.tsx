import { LIMITS } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Dialog } from '../../shared/ui/Dialog';
import { LoginPanel } from './LoginPanel';

/** The login dialog (spec §2): 410 px wide, a full-screen sheet on phones. */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dialogTitle')}
      width={LIMITS.loginDialogWidthPx}
      fullScreenOnPhone
      testId="login-dialog"
    >
      <LoginPanel onLoggedIn={onClose} />
    </Dialog>
  );
}
