import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { LoadError } from '../../../shared/ui/LoadError';
import { useQueueCountsQuery } from '../api';
import { consolePath, QUEUE_SECTIONS, type ConsoleSection } from '../sections';
import { ConsolePage } from '../ui/ConsolePage';
import { Dashboard } from './Dashboard';

/** /admin: what waits in each queue, each a card that opens it; then the site's day figures. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const counts = useQueueCountsQuery();
  return (
    <ConsolePage title={t('nav.overview')} description={t('overview.description')}>
      {counts.isError ? (
        <LoadError onRetry={() => void counts.refetch()} retrying={counts.isFetching} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {QUEUE_SECTIONS.map((section) => (
            <QueueCard key={section.path} section={section} count={counts.data?.[section.queue]} />
          ))}
        </ul>
      )}
      <Dashboard />
    </ConsolePage>
  );
}

/**
 * One queue's card. Its link is named "Open", described by the queue's name: a link named like
 * the queue would be a second one beside the navigation's.
 */
function QueueCard({ section, count }: { section: ConsoleSection; count: number | undefined }) {
  const { t } = useTranslation('admin');
  const nameId = useId();
  return (
    <li
      data-testid={`queue-card-${section.path}`}
      className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <span id={nameId} className="text-sm text-slate-600">
        {t(`nav.${section.name}`)}
      </span>
      <span
        className={cx(
          'text-3xl font-semibold tabular-nums',
          count ? 'text-brand-700' : 'text-slate-500',
        )}
      >
        {count ?? '…'}
      </span>
      <span className="flex items-end justify-between gap-2">
        <span className="text-xs text-slate-500">{t('overview.waiting')}</span>
        <Link
          to={consolePath(section)}
          aria-describedby={nameId}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('overview.open')}
        </Link>
      </span>
    </li>
  );
}
