import { PendingPage } from '../../shared/ui/PendingPage';

export function SpecialistPage() {
  return <PendingPage page="specialist" />;
}
