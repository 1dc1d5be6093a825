import { useTranslation } from '../../../shared/i18n/use-translation';
import { ReviewQueue } from '../queues/ReviewQueue';
import { ConsolePage } from '../ui/ConsolePage';
import { ReportRow } from './ReportRow';
import {
  REPORT_FILTERS,
  useHandleReportMutation,
  useReportsQuery,
  type ReportDecision,
} from './reports-api';

/**
 * Reported rooms, comments, posts, chat messages and members, one case per reported thing,
 * most reported first. Every tab lists open cases only, so a decided case leaves whichever tab
 * shows it.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const handle = useHandleReportMutation();
  return (
    <ConsolePage title={t('nav.reports')} description={t('reports.description')}>
      <ReviewQueue
        label={t('nav.reports')}
        statuses={REPORT_FILTERS}
        labelOf={(filter) => t(`reports.filter.${filter}`)}
        tabsLabel={t('reports.filterLabel')}
        useItems={useReportsQuery}
        keyOf={(report) => `${report.target_kind}:${report.target_id}`}
        hidesDecided={() => true}
        decide={(report, decision: ReportDecision) =>
          handle.mutateAsync({
            target_kind: report.target_kind,
            target_id: report.target_id,
            ...decision,
          })
        }
      >
        {(report, onDecide) => <ReportRow report={report} onDecide={onDecide} />}
      </ReviewQueue>
    </ConsolePage>
  );
}
