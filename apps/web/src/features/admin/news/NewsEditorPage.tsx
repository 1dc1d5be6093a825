import { Navigate, useParams } from 'react-router';
import { QueryState } from '../ui/QueryState';
import { NewsEditor } from './NewsEditor';
import { useNewsDeskArticleQuery } from './news-api';

/** /admin/news/new writes an article; /admin/news/:id opens one to rewrite. */
export function NewsEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <NewsEditor article={null} />;
  const articleId = Number(id);
  if (!Number.isSafeInteger(articleId) || articleId <= 0) {
    return <Navigate to="/admin/news" replace />;
  }
  // Keyed: another article opened in place starts a fresh form.
  return <ArticleLoader key={articleId} articleId={articleId} />;
}

function ArticleLoader({ articleId }: { articleId: number }) {
  const query = useNewsDeskArticleQuery(articleId);
  return <QueryState query={query}>{(article) => <NewsEditor article={article} />}</QueryState>;
}
