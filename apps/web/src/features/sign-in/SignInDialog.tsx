import { useTranslation } from 'react-i18next';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Dialog } from '../../shared/ui/Dialog';
import { Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { LoginPrompt } from '../anchor/LoginPrompt';
import { SignInWeek } from './SignInWeek';

/** The daily sign-in dialog (spec §2); visitors are asked to log in instead. */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const { t, ready } = useLazyTranslation('signIn');
  const { t: tc } = useTranslation();
  const user = useStoredValue('userInfo');
  return (
    <Dialog
      open
      onClose={onClose}
      title={ready ? t('title') : tc('state.loading')}
      testId="sign-in-dialog"
      width={560}
      fullScreenOnPhone
    >
      {!ready ? (
        <Skeleton className="h-48 w-full" />
      ) : user ? (
        <SignInWeek />
      ) : (
        <LoginPrompt
          title={t('loginTitle')}
          description={t('loginDescription')}
          icon={<span aria-hidden="true">✓</span>}
          onLogin={onClose}
        />
      )}
    </Dialog>
  );
}
