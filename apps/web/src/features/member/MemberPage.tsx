import { PendingPage } from '../../shared/ui/PendingPage';

export function MemberPage() {
  return <PendingPage page="member" />;
}
