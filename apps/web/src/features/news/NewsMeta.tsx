import type { NewsSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { Badge } from '../../shared/ui/Surface';
import { publishedTime } from './published-time';

/** The line under a title: category, when, reads and comments, and the demo mark. */
export function NewsMeta({ article }: { article: NewsSummary }) {
  const { t, i18n } = useTranslation('news');
  const language = pageLanguage(i18n.language);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
      <span className="font-medium text-brand-700">{t(`category.${article.category}`)}</span>
      <time dateTime={article.published_at}>{publishedTime(article.published_at, language)}</time>
      <span className="inline-flex items-center gap-1">
        <ContentIcon name="eye" className="size-3.5" />
        <span className="sr-only">{t('views')}</span>
        {formatCount(article.views, language)}
      </span>
      <span className="inline-flex items-center gap-1">
        <ContentIcon name="comment" className="size-3.5" />
        <span className="sr-only">{t('comments')}</span>
        {formatCount(article.comment_count, language)}
      </span>
      {article.is_demo && <Badge tone="warning">{t('demo')}</Badge>}
    </div>
  );
}
