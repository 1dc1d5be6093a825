import { PendingPage } from '../../shared/ui/PendingPage';

export function NewsPage() {
  return <PendingPage page="news" />;
}
