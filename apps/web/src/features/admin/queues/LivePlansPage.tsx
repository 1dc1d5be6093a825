import { BROADCAST_PLAN_LIMITS, REVIEW_STATUSES, type BroadcastPlan } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { planMatchLabel } from '../../broadcast-plans';
import { ReviewActions, type ReviewDecision } from '../review/ReviewActions';
import { ReviewStatusBadge } from '../review/ReviewStatusBadge';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { QueueRow } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useLivePlansQuery, useReviewLivePlanMutation } from './queue-api';
import { ReviewQueue } from './ReviewQueue';

/** Broadcast reservations: a streamer's planned broadcast of a match, shown to fans once approved. */
export function LivePlansPage() {
  const { t } = useTranslation('admin');
  const review = useReviewLivePlanMutation();
  return (
    <ConsolePage title={t('nav.livePlans')} description={t('livePlans.description')}>
      <ReviewQueue
        label={t('nav.livePlans')}
        statuses={REVIEW_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        useItems={useLivePlansQuery}
        keyOf={(plan) => plan.id}
        decide={(plan, decision: ReviewDecision) =>
          review.mutateAsync({ id: plan.id, ...decision })
        }
      >
        {(plan, onDecide) => <LivePlanItem plan={plan} onDecide={onDecide} />}
      </ReviewQueue>
    </ConsolePage>
  );
}

function LivePlanItem({
  plan,
  onDecide,
}: {
  plan: BroadcastPlan;
  onDecide: (decision: ReviewDecision) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <QueueRow
      testId="live-plan"
      heading={
        <span className="flex flex-col gap-1">
          <span className="break-words">{plan.title}</span>
          <Person
            nickname={plan.anchor_nickname}
            userId={plan.anchor_id}
            avatar={plan.anchor_avatar}
          />
        </span>
      }
      aside={
        <>
          <When iso={plan.created_at} />
          <ReviewStatusBadge status={plan.status} />
        </>
      }
      actions={
        plan.status === 'waiting' && (
          <ReviewActions
            subject={plan.title}
            noteMax={BROADCAST_PLAN_LIMITS.noteMaxLength}
            onDecide={onDecide}
          />
        )
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        {plan.cover && (
          <img
            src={plan.cover}
            alt=""
            loading="lazy"
            className="h-24 w-40 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <Facts
            items={[
              [t('fields.match'), planMatchLabel(plan.match, language)],
              [t('fields.kickoff'), <When key="kickoff" iso={plan.match.kickoff} />],
              [t('fields.plannedAt'), <When key="planned" iso={plan.planned_at} />],
              [t('fields.room'), String(plan.room_id)],
              [t('fields.reservations'), String(plan.reservations)],
              [t('fields.startedAt'), <When key="started" iso={plan.started_at} />],
              [t('fields.reviewNote'), plan.review_note],
            ]}
          />
        </div>
      </div>
    </QueueRow>
  );
}
