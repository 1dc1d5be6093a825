import type { BroadcastPlan } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pageLanguage } from '../../../shared/format/locale';
import { requestConfirm, showToast } from '../../../shared/notifications';
import { reviewTone } from '../../../shared/ui/ReviewSteps';
import { Button } from '../../../shared/ui/Button';
import { Badge, CoverImage } from '../../../shared/ui/Surface';
import { formatPlannedAt, planMatchLabel, useCancelPlanMutation } from '../../broadcast-plans';
import { localName } from '../../scores';

/**
 * One of the streamer's plans: cover, title, review state (and an operator's reason when
 * refused), match, start time, reservations; edit and withdraw until it has started.
 */
export function PlanRow({ plan, onEdit }: { plan: BroadcastPlan; onEdit: () => void }) {
  const { t, i18n } = useTranslation('streamer');
  const language = pageLanguage(i18n.language);
  const cancel = useCancelPlanMutation();
  const started = plan.started_at !== null;

  const onWithdraw = async () => {
    const confirmed = await requestConfirm({
      title: t('plans.withdrawTitle'),
      message: t('plans.withdrawMessage', { count: plan.reservations }),
      confirmLabel: t('plans.withdrawConfirm'),
    });
    if (!confirmed) return;
    cancel.mutate(plan.id, {
      onSuccess: () => showToast(t('plans.withdrawn'), { kind: 'success' }),
    });
  };

  return (
    <li
      className="flex gap-3 py-4"
      data-testid="broadcast-plan"
      data-plan-id={plan.id}
      data-status={plan.status}
      data-started={started || undefined}
    >
      <CoverImage
        cover={plan.cover}
        className="aspect-video w-24 shrink-0 self-start rounded-md sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{plan.title}</span>
            {started ? (
              <Badge tone="live">{t('plans.started')}</Badge>
            ) : (
              <span data-testid="plan-status">
                <Badge tone={reviewTone(plan.status)}>{t(`plans.status.${plan.status}`)}</Badge>
              </span>
            )}
          </p>
          <p className="text-sm text-slate-700">
            {localName(plan.match.competition, language)} · {planMatchLabel(plan.match, language)}
          </p>
          <p className="flex flex-wrap gap-x-3 text-xs text-slate-500 tabular-nums">
            <span>
              {t('plans.plannedAt', { time: formatPlannedAt(plan.planned_at, language) })}
            </span>
            <span>
              {t('plans.kickoff', { time: formatPlannedAt(plan.match.kickoff, language) })}
            </span>
            <span data-testid="plan-reservation-count">
              {t('plans.reservations', { count: plan.reservations })}
            </span>
            {plan.started_at && (
              <span>
                {t('plans.startedAt', { time: formatPlannedAt(plan.started_at, language) })}
              </span>
            )}
          </p>
          {plan.status === 'rejected' && (
            <div
              className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="plan-note"
            >
              <p className="break-words">{t('plans.note', { note: plan.review_note })}</p>
              <p className="text-xs">{t('plans.rejectedHint')}</p>
            </div>
          )}
        </div>
        {!started && (
          <div className="flex shrink-0 gap-2 self-end sm:self-start">
            <Button variant="secondary" size="sm" onClick={onEdit} data-testid="plan-edit">
              {t('plans.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700"
              loading={cancel.isPending}
              onClick={() => void onWithdraw()}
              data-testid="plan-withdraw"
            >
              {t('plans.withdraw')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
