import { useSearchParams } from 'react-router';
import { idOf } from './circle-links';
import { CircleView } from './CircleView';
import { PageProblem } from './PageProblem';
import { PostView } from './PostView';

/** /circle-detail: one post (`?post=`) or one circle (`?id=`); anything else is not found. */
export function CircleDetailPage() {
  const [params] = useSearchParams();
  const postId = idOf(params.get('post'));
  const circleId = idOf(params.get('id'));
  if (postId !== null) return <PostView key={postId} id={postId} />;
  if (circleId !== null) return <CircleView key={circleId} id={circleId} />;
  return <PageProblem what={params.has('post') ? 'post' : 'circle'} missing />;
}
