import { PendingPage } from '../../shared/ui/PendingPage';

export function SpecialistHomePage() {
  return <PendingPage page="specialist_home" />;
}
