import { COMMENT_TARGETS, type CommentTarget } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/Surface';
import { CommentsSection } from './CommentsSection';

/** Where each kind of target lives, for the way back. */
const TARGET_PAGES: Record<CommentTarget, (id: number) => string> = {
  news: (id) => `/detail?id=${id}`,
  video: (id) => `/video-player?id=${id}`,
  post: (id) => `/circle-detail?post=${id}`,
};

/** /comment?type=news&id=…: every comment of one target on a page of its own. */
export function CommentPage() {
  const { t } = useTranslation('comments');
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = Number(params.get('id'));
  const valid =
    (COMMENT_TARGETS as readonly string[]).includes(type ?? '') && Number.isInteger(id) && id > 0;
  if (!valid) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <EmptyState title={t('loadError')} />
      </div>
    );
  }
  const target = { type: type as CommentTarget, id };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{t('allComments')}</h1>
        <Link
          to={TARGET_PAGES[target.type](id)}
          className="text-sm font-medium text-brand-700 hover:text-brand-600"
        >
          {t('back')}
        </Link>
      </div>
      <CommentsSection target={target} />
    </div>
  );
}
