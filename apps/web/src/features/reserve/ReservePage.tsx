import { PendingPage } from '../../shared/ui/PendingPage';

export function ReservePage() {
  return <PendingPage page="reserve" />;
}
