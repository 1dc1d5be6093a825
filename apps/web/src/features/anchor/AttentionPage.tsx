import { PendingPage } from '../../shared/ui/PendingPage';

export function AttentionPage() {
  return <PendingPage page="attention" />;
}
