import type { NewsDeskItem } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Badge, CoverImage } from '../../../shared/ui/Surface';
import { formatWhole } from '../ui/amounts';
import { cellClass } from '../ui/ConsoleTable';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useSetPublishedMutation } from './news-api';

/** One article of the desk, with Edit and Take down (asked first) or Put back. */
export function NewsRow({ article }: { article: NewsDeskItem }) {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const setPublished = useSetPublishedMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const published = article.status === 'published';

  const toggle = async () => {
    if (
      published &&
      !(await requestConfirm({
        message: t('news.confirmTakeDown', { title: article.title }),
        confirmLabel: t('news.takeDown'),
      }))
    ) {
      return;
    }
    setProblem(null);
    try {
      await setPublished.mutateAsync({ id: article.id, published: !published });
      showToast(t(published ? 'news.takenDown' : 'news.putBackDone', { title: article.title }), {
        kind: 'success',
      });
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('news.actionFailed'));
    }
  };

  return (
    <tr data-testid="news-row" className="border-t border-slate-100 align-top">
      <td className={cellClass}>
        <CoverImage cover={article.cover} className="h-12 w-20 rounded" />
      </td>
      <td className={`${cellClass} max-w-72`}>
        <span className="block font-medium break-words text-slate-900">{article.title}</span>
        {article.featured && <Badge tone="brand">{t('news.featured')}</Badge>}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{t(`news.category.${article.category}`)}</td>
      <td className={cellClass}>
        {article.languages.map((written) => t(`form.language.${written}`)).join(' · ')}
      </td>
      <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
        {t('news.figures', {
          views: formatWhole(article.views, language),
          likes: formatWhole(article.like_count, language),
        })}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <When iso={article.published_at} />
      </td>
      <td className={cellClass}>{article.author_nickname ?? t('news.newsroom')}</td>
      <td className={cellClass}>
        <Badge tone={published ? 'success' : 'neutral'}>{t(`news.status.${article.status}`)}</Badge>
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1">
          <Link to={`/admin/news/${article.id}`} className={buttonClasses('secondary', 'sm')}>
            {t('news.edit')}
          </Link>
          <Button
            size="sm"
            variant={published ? 'danger' : 'secondary'}
            loading={setPublished.isPending}
            onClick={() => void toggle()}
          >
            {t(published ? 'news.takeDown' : 'news.putBack')}
          </Button>
        </div>
        {problem && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}
