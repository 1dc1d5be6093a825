import {
  BROADCAST_PLAN_LIMITS,
  REVIEW_STATUSES,
  type BroadcastPlan,
  type ReviewStatus,
} from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planMatchLabel } from '../../broadcast-plans';
import { ReviewActions, type ReviewDecision } from '../review/ReviewActions';
import { ReviewStatusBadge } from '../review/ReviewStatusBadge';
import { StatusTabs } from '../review/StatusTabs';
import { useDecided } from '../review/use-decided';
import { ConsolePage } from '../ui/ConsolePage';
import { Facts } from '../ui/Facts';
import { PagedList } from '../ui/PagedList';
import { QueueRow, QueueTable } from '../ui/QueueTable';
import { Person } from '../ui/Person';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useLivePlansQuery, useReviewLivePlanMutation } from './queue-api';

/** Broadcast reservations: a streamer's planned broadcast of a match, shown to fans once approved. */
export function LivePlansPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReviewStatus>('waiting');
  const query = useLivePlansQuery(status);
  const review = useReviewLivePlanMutation();
  const { isDecided, markDecided } = useDecided();

  return (
    <ConsolePage title={t('nav.livePlans')} description={t('livePlans.description')}>
      <StatusTabs
        statuses={REVIEW_STATUSES}
        value={status}
        onChange={setStatus}
        labelOf={(value) => t(`status.${value}`)}
      />
      <PagedList
        query={query}
        visible={(plan) => status !== 'waiting' || !isDecided(plan.id)}
        emptyTitle={t('list.empty')}
      >
        {(plans) => (
          <QueueTable label={t('nav.livePlans')}>
            {plans.map((plan) => (
              <LivePlanItem
                key={plan.id}
                plan={plan}
                onDecide={async (decision) => {
                  await review.mutateAsync({ id: plan.id, ...decision });
                  markDecided(plan.id);
                }}
              />
            ))}
          </QueueTable>
        )}
      </PagedList>
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
