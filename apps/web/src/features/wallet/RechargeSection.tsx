import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { RechargePanel } from './recharge/RechargePanel';

/** The member centre's `recharge` section: the dialog's packages and payment, on the page. */
export function RechargeSection() {
  const { ready } = useLazyTranslation('money');
  return (
    <Card className="max-w-2xl">
      {ready ? <RechargePanel /> : <Skeleton className="h-48 w-full" />}
    </Card>
  );
}
