import type { BroadcastPlan } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { Avatar } from '../../shared/ui/Avatar';
import { buttonClasses } from '../../shared/ui/Button';
import { Badge } from '../../shared/ui/Surface';
import { roomHref } from '../anchor';
import { formatPlannedAt, planMatchLabel } from './plan-format';
import { ReserveToggle } from './ReserveToggle';

/**
 * One approved broadcast: who (linking to the room), what, when, which match and how many fans
 * wait for it. Before it starts the fan can reserve it; once on, they can go and watch.
 */
export function PlannedBroadcastItem({ plan }: { plan: BroadcastPlan }) {
  const { t, i18n } = useTranslation('reservations');
  const language = pageLanguage(i18n.language);
  const live = plan.started_at !== null;
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
      data-testid="planned-broadcast"
      data-plan-id={plan.id}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={plan.anchor_avatar} name={plan.anchor_nickname} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={roomHref(plan.room_id)}
              className="truncate text-sm font-semibold text-slate-900 hover:text-brand-700"
            >
              {plan.anchor_nickname}
            </Link>
            {live && <Badge tone="live">{t('planned.liveNow')}</Badge>}
          </p>
          <p className="text-sm break-words text-slate-800">{plan.title}</p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
            <time dateTime={plan.planned_at} className="tabular-nums">
              {formatPlannedAt(plan.planned_at, language)}
            </time>
            <span>{planMatchLabel(plan.match, language)}</span>
            <span data-testid="plan-reservations">
              {t('planned.count', { count: plan.reservations })}
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 justify-end">
        {live ? (
          <Link to={roomHref(plan.room_id)} className={buttonClasses('primary', 'sm')}>
            {t('planned.watch')}
          </Link>
        ) : (
          <ReserveToggle plan={plan} />
        )}
      </div>
    </li>
  );
}
