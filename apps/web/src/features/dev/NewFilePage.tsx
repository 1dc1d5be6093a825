import { PendingPage } from '../../shared/ui/PendingPage';

export function NewFilePage() {
  return <PendingPage page="new_file" />;
}
