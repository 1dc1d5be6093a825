import type { Circle } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { circleHref } from './circle-links';
import { CircleIcon } from './CircleIcon';
import { JoinButton } from './JoinButton';

/** Members and posts of a circle, as "label number" pairs (no plural forms to get wrong). */
export function CircleCounts({ circle, className }: { circle: Circle; className?: string }) {
  const { t, i18n } = useTranslation('circles');
  const language = pageLanguage(i18n.language);
  return (
    <dl className={className ?? 'flex gap-3 text-xs text-slate-500'}>
      <div className="flex gap-1">
        <dt>{t('counts.members')}</dt>
        <dd className="font-medium text-slate-700 tabular-nums" data-testid="circle-members">
          {formatCount(circle.member_count, language)}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt>{t('counts.posts')}</dt>
        <dd className="font-medium text-slate-700 tabular-nums">
          {formatCount(circle.post_count, language)}
        </dd>
      </div>
    </dl>
  );
}

/** A circle in a grid (discover, mine): icon, name (opens it), intro, counts, join button. */
export function CircleCard({ circle }: { circle: Circle }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="circle-card"
      data-circle-id={circle.id}
      className="group relative flex min-w-0 items-start gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500"
    >
      <CircleIcon circle={circle} className="size-12 text-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={titleId} className="truncate font-semibold text-slate-900">
          <Link
            to={circleHref(circle.id)}
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {circle.name}
          </Link>
        </h3>
        {circle.intro && (
          <p className="line-clamp-2 text-sm break-words text-slate-600">{circle.intro}</p>
        )}
        <CircleCounts circle={circle} />
      </div>
      <JoinButton circle={circle} />
    </article>
  );
}
