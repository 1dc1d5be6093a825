import { PendingPage } from '../../shared/ui/PendingPage';

export function VideoListPage() {
  return <PendingPage page="video_list" />;
}
