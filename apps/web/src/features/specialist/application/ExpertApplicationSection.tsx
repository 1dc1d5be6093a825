import type { ExpertApplication } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { cx } from '../../../shared/ui/cx';
import { LoadError } from '../../../shared/ui/LoadError';
import { ReviewSteps, reviewTone } from '../../../shared/ui/ReviewSteps';
import { Badge, Card, Skeleton } from '../../../shared/ui/Surface';
import { useExpertApplicationQuery } from '../api';
import { AnalysisList } from '../analysis/AnalysisList';
import { ApprovedExpertPanel } from './ApprovedExpertPanel';
import { ExpertApplyForm } from './ExpertApplyForm';

/** Where the application is (spec §4 review states), with the operator's note when refused. */
function ApplicationStatus({ application }: { application: ExpertApplication }) {
  const { t, i18n } = useTranslation('experts');
  const { status } = application;
  return (
    <Card data-testid="expert-application-status" data-status={status}>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        {t('application.statusLabel')}
        <Badge tone={reviewTone(status)}>{t(`application.status.${status}`)}</Badge>
      </p>
      <ReviewSteps
        status={status}
        labels={{
          submitted: t('application.steps.submitted'),
          review: t('application.steps.review'),
          result:
            status === 'waiting'
              ? t('application.steps.result')
              : t(`application.status.${status}`),
        }}
      />
      <p className="mt-3 text-sm text-slate-700">{t(`application.hint.${status}`)}</p>
      {application.created_at && (
        <p className="mt-1 text-xs text-slate-500">
          {t('application.submittedAt', {
            time: formatDateTime(application.created_at, pageLanguage(i18n.language)),
          })}
        </p>
      )}
      {application.review_note && (
        <p
          className={cx(
            'mt-2 rounded-lg px-3 py-2 text-sm whitespace-pre-line',
            status === 'rejected' ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700',
          )}
          data-testid="expert-application-note"
        >
          {t('application.note', { note: application.review_note })}
        </p>
      )}
    </Card>
  );
}

/** What the member bought from experts, newest first: where to find a pick again. */
function PurchasedAnalyses() {
  const { t } = useTranslation('experts');
  return (
    <Card>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{t('purchased.title')}</h2>
      <AnalysisList
        filter={{ status: 'all', purchased: true }}
        emptyTitle={t('purchased.empty')}
        testId="purchased-analyses"
      />
    </Card>
  );
}

/**
 * The member centre's expert application (spec §5): the form until an application waits or
 * succeeded, its state afterwards, and for an approved expert their page and profile settings.
 */
export function ExpertApplicationSection() {
  const { ready } = useLazyTranslation('experts');
  const application = useExpertApplicationQuery();
  if (!ready || application.isPending) {
    return (
      <div data-state="loading" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (application.isError) {
    return (
      <LoadError onRetry={() => void application.refetch()} retrying={application.isRefetching} />
    );
  }
  const current = application.data;
  return (
    <div className="flex flex-col gap-4" data-testid="expert-section">
      {current && <ApplicationStatus application={current} />}
      {(!current || current.status === 'rejected') && <ExpertApplyForm />}
      {current?.status === 'approved' && <ApprovedExpertPanel />}
      <PurchasedAnalyses />
    </div>
  );
}
