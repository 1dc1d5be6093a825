import { PendingPage } from '../../shared/ui/PendingPage';

export function ScoreDetailPage() {
  return <PendingPage page="score_detail" />;
}
