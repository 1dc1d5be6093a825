import { PendingPage } from '../../shared/ui/PendingPage';

export function CircleDetailPage() {
  return <PendingPage page="circle_detail" />;
}
