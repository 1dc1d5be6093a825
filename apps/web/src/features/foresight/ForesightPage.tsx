import { PendingPage } from '../../shared/ui/PendingPage';

export function ForesightPage() {
  return <PendingPage page="foresight" />;
}
