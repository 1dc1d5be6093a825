import { PendingPage } from '../../shared/ui/PendingPage';

export function TrophyPage() {
  return <PendingPage page="trophy" />;
}
