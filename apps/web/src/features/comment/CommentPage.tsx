import { PendingPage } from '../../shared/ui/PendingPage';

export function CommentPage() {
  return <PendingPage page="comment" />;
}
