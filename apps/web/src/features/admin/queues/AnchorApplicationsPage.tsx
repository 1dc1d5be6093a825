import { REVIEW_STATUSES, type ConsoleAnchorApplication, type ReviewStatus } from '@tifo/contract';
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
import { useAnchorApplicationsQuery, useReviewAnchorMutation } from './queue-api';

/** The review API's note limit (profileCalls.reviewAnchorApplication). */
const NOTE_MAX = 200;

/** Streamer applications: the certification form in full, approved or refused with a note. */
export function AnchorApplicationsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReviewStatus>('waiting');
  const query = useAnchorApplicationsQuery(status);
  const review = useReviewAnchorMutation();
  const { isDecided, markDecided } = useDecided();

  return (
    <ConsolePage
      title={t('nav.anchorApplications')}
      description={t('anchorApplications.description')}
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
          <QueueTable label={t('nav.anchorApplications')}>
            {items.map((application) => (
              <AnchorApplicationItem
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

function AnchorApplicationItem({
  application,
  onDecide,
}: {
  application: ConsoleAnchorApplication;
  onDecide: (decision: ReviewDecision) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  return (
    <QueueRow
      testId="anchor-application"
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
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="min-w-0 flex-1">
          <Facts
            items={[
              [t('fields.realName'), application.real_name],
              [t('fields.idNumber'), application.id_number],
              [t('fields.contact'), application.contact],
              [t('fields.experience'), application.experience],
              [t('fields.inviter'), application.inviter],
              [t('fields.code'), application.code],
              [t('fields.registeredAt'), <When key="registered" iso={application.registered_at} />],
              [t('fields.reviewNote'), application.review_note],
            ]}
          />
        </div>
        {application.id_photo && (
          <a
            href={application.id_photo}
            target="_blank"
            rel="noreferrer"
            className="shrink-0 self-start"
          >
            <img
              src={application.id_photo}
              alt={t('fields.idPhotoOf', { name: application.real_name })}
              loading="lazy"
              className="h-32 w-48 rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200"
            />
          </a>
        )}
      </div>
    </QueueRow>
  );
}
