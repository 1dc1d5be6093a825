import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { MemberDialog } from '../auth';
import { SignInWeek } from './SignInWeek';

/** The daily sign-in dialog (spec §2); visitors are asked to log in instead. */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const { t, ready } = useLazyTranslation('signIn');
  return (
    <MemberDialog
      onClose={onClose}
      ready={ready}
      title={t('title')}
      testId="sign-in-dialog"
      login={{
        title: t('loginTitle'),
        description: t('loginDescription'),
        icon: <span aria-hidden="true">✓</span>,
      }}
    >
      <SignInWeek />
    </MemberDialog>
  );
}
