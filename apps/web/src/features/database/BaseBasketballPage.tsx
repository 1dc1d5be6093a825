import { PendingPage } from '../../shared/ui/PendingPage';

export function BaseBasketballPage() {
  return <PendingPage page="base_basketball" />;
}
