import { REVIEW_STATUSES, type ConsoleAnchorApplication } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ReviewDecision } from '../review/ReviewActions';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { When } from '../ui/When';
import { useAnchorApplicationsQuery, useReviewAnchorMutation } from './queue-api';
import { ApplicationRow } from './ApplicationRow';
import { ReviewQueue } from './ReviewQueue';

/** The review API's note limit (profileRoutes.reviewAnchorApplication). */
const NOTE_MAX = 200;

/** Streamer applications: the certification form in full, approved or refused with a note. */
export function AnchorApplicationsPage() {
  const { t } = useTranslation('admin');
  const review = useReviewAnchorMutation();
  return (
    <ConsolePage
      title={t('nav.anchorApplications')}
      description={t('anchorApplications.description')}
    >
      <ReviewQueue
        label={t('nav.anchorApplications')}
        statuses={REVIEW_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        useItems={useAnchorApplicationsQuery}
        keyOf={(application) => application.user_id}
        decide={(application, decision: ReviewDecision) =>
          review.mutateAsync({ user_id: application.user_id, ...decision })
        }
      >
        {(application, onDecide) => (
          <AnchorApplicationItem application={application} onDecide={onDecide} />
        )}
      </ReviewQueue>
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
    <ApplicationRow
      application={application}
      testId="anchor-application"
      noteMax={NOTE_MAX}
      onDecide={onDecide}
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
    </ApplicationRow>
  );
}
