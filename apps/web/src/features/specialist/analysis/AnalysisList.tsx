import type { Analysis } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ListSkeleton, ListStates, LoadMore } from '../../../shared/ui/ListStates';
import { useAnalysesQuery, type AnalysisFilter } from '../api';
import { AnalysisCard } from './AnalysisCard';

/** Analyses a page at a time, with loading, error and empty states. */
export function AnalysisList({
  filter,
  showExpert = true,
  emptyTitle,
  renderActions,
  testId,
}: {
  filter: AnalysisFilter;
  showExpert?: boolean;
  emptyTitle?: string;
  /** Extra actions under each card (corrections on the expert's own analyses). */
  renderActions?: (analysis: Analysis) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('experts');
  const analyses = useAnalysesQuery(filter);
  const list = analyses.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <ListStates
      pending={analyses.isPending}
      error={analyses.isError}
      empty={list.length === 0}
      placeholder={<ListSkeleton count={3} className="flex flex-col gap-3" itemClassName="h-28" />}
      errorTitle={t('problem.loadFailed')}
      emptyTitle={emptyTitle ?? t('analysis.empty')}
      onRetry={() => void analyses.refetch()}
    >
      <ul className="flex flex-col gap-3" data-testid={testId}>
        {list.map((analysis) => (
          <li key={analysis.id}>
            <AnalysisCard analysis={analysis} showExpert={showExpert}>
              {renderActions?.(analysis)}
            </AnalysisCard>
          </li>
        ))}
      </ul>
      <LoadMore
        visible={analyses.hasNextPage}
        loading={analyses.isFetchingNextPage}
        onLoad={() => void analyses.fetchNextPage()}
        label={t('analysis.more')}
        testId="analysis-more"
        className="mt-2 w-full"
      />
    </ListStates>
  );
}
