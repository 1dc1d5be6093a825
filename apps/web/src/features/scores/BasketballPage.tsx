import { PendingPage } from '../../shared/ui/PendingPage';

export function BasketballPage() {
  return <PendingPage page="basketball" />;
}
