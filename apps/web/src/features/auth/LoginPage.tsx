import { PendingPage } from '../../shared/ui/PendingPage';

export function LoginPage() {
  return <PendingPage page="login" />;
}
