import { REVIEW_STATUSES, type ConsoleExpertApplication } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ReviewDecision } from '../review/ReviewActions';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { When } from '../ui/When';
import { useExpertApplicationsQuery, useReviewExpertMutation } from './queue-api';
import { ApplicationRow } from './ApplicationRow';
import { ReviewQueue } from './ReviewQueue';

/** The review API's note limit (expertAdminRoutes.review). */
const NOTE_MAX = 200;

/** Expert (tipster) applications: approval makes the member an expert. */
export function ExpertApplicationsPage() {
  const { t } = useTranslation('admin');
  const review = useReviewExpertMutation();
  return (
    <ConsolePage
      title={t('nav.expertApplications')}
      description={t('expertApplications.description')}
    >
      <ReviewQueue
        label={t('nav.expertApplications')}
        statuses={REVIEW_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        useItems={useExpertApplicationsQuery}
        keyOf={(application) => application.user_id}
        decide={(application, decision: ReviewDecision) =>
          review.mutateAsync({ user_id: application.user_id, ...decision })
        }
      >
        {(application, onDecide) => (
          <ExpertApplicationItem application={application} onDecide={onDecide} />
        )}
      </ReviewQueue>
    </ConsolePage>
  );
}

function ExpertApplicationItem({
  application,
  onDecide,
}: {
  application: ConsoleExpertApplication;
  onDecide: (decision: ReviewDecision) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  return (
    <ApplicationRow
      application={application}
      testId="expert-application"
      noteMax={NOTE_MAX}
      onDecide={onDecide}
    >
      <Facts
        items={[
          [t('fields.realName'), application.real_name],
          [t('fields.wechat'), application.wechat],
          [t('fields.experience'), application.experience],
          [t('fields.registeredAt'), <When key="registered" iso={application.registered_at} />],
          [t('fields.reviewNote'), application.review_note],
        ]}
      />
    </ApplicationRow>
  );
}
