import type { BroadcastPlan } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { pageLanguage } from '../../shared/format/locale';
import { showToast } from '../../shared/notifications';
import { Avatar } from '../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { ListSkeleton } from '../../shared/ui/ListStates';
import { LoadError } from '../../shared/ui/LoadError';
import { Badge } from '../../shared/ui/Surface';
import { roomHref } from '../anchor';
import { useReservedPlansQuery, useReservePlanMutation } from './api';
import { formatPlannedAt, planMatchLabel } from './plan-format';

function ReservedRow({ plan }: { plan: BroadcastPlan }) {
  const { t, i18n } = useTranslation('reservations');
  const language = pageLanguage(i18n.language);
  const cancel = useReservePlanMutation();
  const live = plan.started_at !== null;

  const onCancel = () =>
    cancel.mutate(
      { id: plan.id, reserve: false },
      { onSuccess: () => showToast(t('reserved.cancelled'), { kind: 'success' }) },
    );

  return (
    <li
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
      data-testid="reserved-broadcast"
      data-plan-id={plan.id}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={plan.anchor_avatar} name={plan.anchor_nickname} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <time dateTime={plan.planned_at} className="font-semibold text-slate-900 tabular-nums">
              {formatPlannedAt(plan.planned_at, language)}
            </time>
            {live && <Badge tone="live">{t('planned.liveNow')}</Badge>}
          </p>
          <p className="mt-0.5 text-sm break-words text-slate-800">
            <Link
              to={roomHref(plan.room_id)}
              className="font-medium text-slate-900 hover:text-brand-700"
            >
              {plan.anchor_nickname}
            </Link>
            {' · '}
            {plan.title}
          </p>
          <p className="text-xs text-slate-500">
            <Link
              to={`/score-detail?id=${encodeURIComponent(plan.match.id)}`}
              className="hover:text-brand-700 hover:underline"
            >
              {planMatchLabel(plan.match, language)}
            </Link>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-end gap-2">
        {live && (
          <Link to={roomHref(plan.room_id)} className={buttonClasses('primary', 'sm')}>
            {t('planned.watch')}
          </Link>
        )}
        <Button
          variant="secondary"
          size="sm"
          loading={cancel.isPending}
          onClick={onCancel}
          data-testid="cancel-broadcast-reservation"
        >
          {t('reserved.cancel')}
        </Button>
      </div>
    </li>
  );
}

/** /reserve's broadcasts: the approved broadcasts the member asked to be reminded of. */
export function ReservedBroadcasts() {
  const { t, ready } = useLazyTranslation('reservations');
  const reserved = useReservedPlansQuery(true);

  if (!ready || reserved.isPending) {
    return <ListSkeleton count={2} className="flex flex-col gap-2" itemClassName="h-16 w-full" />;
  }
  if (reserved.isError) {
    return <LoadError onRetry={() => void reserved.refetch()} retrying={reserved.isRefetching} />;
  }
  if (reserved.data.length === 0) {
    // Compact: the reserved matches follow on the same page.
    return (
      <div
        data-state="empty"
        className="flex flex-col gap-1 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-slate-200"
      >
        <p className="font-medium text-slate-800">{t('reserved.empty')}</p>
        <p className="text-slate-600">{t('reserved.emptyHint')}</p>
        <Link to="/schedule" className="self-start font-medium text-brand-700 underline">
          {t('reserved.toSchedule')}
        </Link>
      </div>
    );
  }
  return (
    <ul
      className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="reserved-broadcasts"
    >
      {reserved.data.map((plan) => (
        <ReservedRow key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
