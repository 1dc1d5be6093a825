import { PendingPage } from '../../shared/ui/PendingPage';

export function ScoreLivePage() {
  return <PendingPage page="score_live" />;
}
