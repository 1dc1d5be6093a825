import { useTranslation } from '../../shared/i18n/use-translation';
import { LoadError } from '../../shared/ui/LoadError';
import { EmptyState } from '../../shared/ui/Surface';
import { Headlines, HeadlinesSkeleton, useHeadlinesQuery } from '../news';

/** Home "headlines": the news module's featured and newest articles. */
export function HomeHeadlines() {
  const { t } = useTranslation('home');
  const headlines = useHeadlinesQuery();
  if (headlines.isPending) return <HeadlinesSkeleton />;
  if (headlines.isError) {
    return <LoadError onRetry={() => void headlines.refetch()} retrying={headlines.isRefetching} />;
  }
  if (headlines.data.length === 0) return <EmptyState title={t('headlines.empty')} />;
  return <Headlines list={headlines.data} demoLabel={t('headlines.demo')} />;
}
