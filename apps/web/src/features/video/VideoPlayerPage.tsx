import { PendingPage } from '../../shared/ui/PendingPage';

export function VideoPlayerPage() {
  return <PendingPage page="video_player" />;
}
