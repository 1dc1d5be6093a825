import { PendingPage } from '../../shared/ui/PendingPage';

export function FootballPage() {
  return <PendingPage page="football" />;
}
