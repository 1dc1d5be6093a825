import { PendingPage } from '../../shared/ui/PendingPage';

export function SpecialistDetailPage() {
  return <PendingPage page="specialist_detail" />;
}
