import { PendingPage } from '../../shared/ui/PendingPage';

export function ChatPage() {
  return <PendingPage page="chat" />;
}
