import { PendingPage } from '../../shared/ui/PendingPage';

export function SpecialistInfoPage() {
  return <PendingPage page="specialist_info" />;
}
