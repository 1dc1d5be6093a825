import { PendingPage } from '../../shared/ui/PendingPage';

export function DetailPage() {
  return <PendingPage page="detail" />;
}
