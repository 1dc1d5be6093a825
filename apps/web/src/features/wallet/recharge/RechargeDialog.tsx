import { useTranslation } from 'react-i18next';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginPrompt } from '../../anchor/LoginPrompt';
import { RechargePanel } from './RechargePanel';

/** The recharge dialog (spec §2); visitors are asked to log in instead. */
export function RechargeDialog({ onClose }: { onClose: () => void }) {
  const { t, ready } = useLazyTranslation('money');
  const { t: tc } = useTranslation();
  const user = useStoredValue('userInfo');
  return (
    <Dialog
      open
      onClose={onClose}
      title={ready ? t('recharge.title') : tc('state.loading')}
      testId="recharge-dialog"
      width={560}
      fullScreenOnPhone
    >
      {!ready ? (
        <Skeleton className="h-48 w-full" />
      ) : user ? (
        <RechargePanel onDone={onClose} />
      ) : (
        <LoginPrompt
          title={t('recharge.loginTitle')}
          description={t('recharge.loginDescription')}
          icon={<span aria-hidden="true">◆</span>}
          onLogin={onClose}
        />
      )}
    </Dialog>
  );
}
