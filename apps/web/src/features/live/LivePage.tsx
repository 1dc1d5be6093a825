import { PendingPage } from '../../shared/ui/PendingPage';

export function LivePage() {
  return <PendingPage page="live" />;
}
