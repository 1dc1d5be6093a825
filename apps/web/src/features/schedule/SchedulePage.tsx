import { PendingPage } from '../../shared/ui/PendingPage';

export function SchedulePage() {
  return <PendingPage page="schedule" />;
}
