import { PendingPage } from '../../shared/ui/PendingPage';

export function AnchorPage() {
  return <PendingPage page="anchor" />;
}
