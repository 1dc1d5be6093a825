import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';

/** The server's "no such expert/analysis" (code 1), as opposed to a load that failed. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === 1;
}

/** Loading placeholder of an expert's or an analysis's page. */
export function PageSkeleton() {
  return (
    <div data-state="loading" className="flex flex-col gap-4">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * An expert or analysis that does not exist (or an id that is none), or a page that failed to
 * load: says which, offers a retry for the latter and always the way to the ranking.
 */
export function PageProblem({
  what,
  missing,
  onRetry,
}: {
  what: 'expert' | 'analysis';
  missing: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('experts');
  const { t: tc } = useTranslation();
  return (
    <div data-testid={missing ? `${what}-not-found` : `${what}-load-error`}>
      <EmptyState
        title={missing ? t(`problem.${what}Missing`) : t('problem.loadFailed')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {!missing && onRetry && (
              <Button size="sm" onClick={onRetry}>
                {tc('state.retry')}
              </Button>
            )}
            <Link to="/specialist" className={buttonClasses('secondary', 'sm')}>
              {t('problem.toRanking')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
