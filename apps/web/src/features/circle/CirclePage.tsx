import { PendingPage } from '../../shared/ui/PendingPage';

export function CirclePage() {
  return <PendingPage page="circle" />;
}
