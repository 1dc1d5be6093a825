import { PendingPage } from '../../shared/ui/PendingPage';

export function BaseFootballPage() {
  return <PendingPage page="base_football" />;
}
