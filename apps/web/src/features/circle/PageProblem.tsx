import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/Surface';

/** The server's "no such circle/post" (a refusal with its message), as opposed to a failed load. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === 1;
}

/**
 * A circle or post that does not exist (or no longer does), or that failed to load: says which,
 * offers a retry for the latter and always the way back to /circle.
 */
export function PageProblem({
  what,
  missing,
  onRetry,
}: {
  what: 'circle' | 'post';
  missing: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('circles');
  const { t: tc } = useTranslation();
  return (
    <div
      className="mx-auto max-w-3xl px-4 py-10"
      data-testid={missing ? `${what}-not-found` : `${what}-load-error`}
    >
      <EmptyState
        title={t(missing ? `${what}Page.notFound` : `${what}Page.loadError`)}
        description={t(missing ? `${what}Page.notFoundHint` : `${what}Page.loadErrorHint`)}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {!missing && onRetry && (
              <Button size="sm" onClick={onRetry}>
                {tc('state.retry')}
              </Button>
            )}
            <Link to="/circle" className={buttonClasses('secondary', 'sm')}>
              {t('back')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
