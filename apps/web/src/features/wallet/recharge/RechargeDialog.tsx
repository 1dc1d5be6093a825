import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { MemberDialog } from '../../auth';
import { RechargePanel } from './RechargePanel';

/** The recharge dialog (spec §2); visitors are asked to log in instead. */
export function RechargeDialog({ onClose }: { onClose: () => void }) {
  const { t, ready } = useLazyTranslation('money');
  return (
    <MemberDialog
      onClose={onClose}
      ready={ready}
      title={t('recharge.title')}
      testId="recharge-dialog"
      login={{
        title: t('recharge.loginTitle'),
        description: t('recharge.loginDescription'),
        icon: <span aria-hidden="true">◆</span>,
      }}
    >
      <RechargePanel onDone={onClose} />
    </MemberDialog>
  );
}
