import { REVIEW_STATUSES, type ConsoleExpertApplication, type ReviewStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewActions, type ReviewDecision } from '../review/ReviewActions';
import { ReviewStatusBadge } from '../review/ReviewStatusBadge';
import { StatusTabs } from '../review/StatusTabs';
import { useDecided } from '../review/use-decided';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { PagedList } from '../ui/PagedList';
import { QueueRow, QueueTable } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { When } from '../ui/When';
import { useExpertApplicationsQuery, useReviewExpertMutation } from './queue-api';

/** The review API's note limit (expertAdminCalls.review). */
const NOTE_MAX = 200;

/** Expert (tipster) applications: approval makes the member an expert. */
export function ExpertApplicationsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReviewStatus>('waiting');
  const query = useExpertApplicationsQuery(status);
  const review = useReviewExpertMutation();
  const { isDecided, markDecided } = useDecided();

  return (
    <ConsolePage
      title={t('nav.expertApplications')}
      description={t('expertApplications.description')}
    >
      <StatusTabs
        statuses={REVIEW_STATUSES}
        value={status}
        onChange={setStatus}
        labelOf={(value) => t(`status.${value}`)}
      />
      <PagedList
        query={query}
        visible={(item) => status !== 'waiting' || !isDecided(item.user_id)}
        emptyTitle={t('list.empty')}
      >
        {(items) => (
          <QueueTable label={t('nav.expertApplications')}>
            {items.map((application) => (
              <ExpertApplicationItem
                key={application.user_id}
                application={application}
                onDecide={async (decision) => {
                  await review.mutateAsync({ user_id: application.user_id, ...decision });
                  markDecided(application.user_id);
                }}
              />
            ))}
          </QueueTable>
        )}
      </PagedList>
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
    <QueueRow
      testId="expert-application"
      heading={
        <Person
          nickname={application.nickname}
          userId={application.user_id}
          avatar={application.avatar}
        />
      }
      aside={
        <>
          <When iso={application.created_at} />
          <ReviewStatusBadge status={application.status} />
        </>
      }
      actions={
        application.status === 'waiting' && (
          <ReviewActions subject={application.nickname} noteMax={NOTE_MAX} onDecide={onDecide} />
        )
      }
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
    </QueueRow>
  );
}
