import { PendingPage } from '../../shared/ui/PendingPage';

export function PersonaPage() {
  return <PendingPage page="persona" />;
}
