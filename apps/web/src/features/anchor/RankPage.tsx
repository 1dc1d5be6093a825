import { PendingPage } from '../../shared/ui/PendingPage';

export function RankPage() {
  return <PendingPage page="rank" />;
}
