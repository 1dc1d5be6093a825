import { PendingPage } from '../../shared/ui/PendingPage';

export function VideoClassifyPage() {
  return <PendingPage page="video_classify" />;
}
