import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { Card, Skeleton } from '../../../shared/ui/Surface';

/** A card-shaped placeholder while the payout strings or data load. */
export function PayoutSkeleton({ rows = 3 }: { rows?: number }) {
  // The common namespace is always loaded; the payout one may not be yet.
  const { t } = useTranslation();
  return (
    <Card data-state="loading" aria-busy="true">
      <span className="sr-only">{t('state.loading')}</span>
      <div className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
    </Card>
  );
}

/**
 * Renders its children once the lazy `payout` catalog is in, so every component inside can use
 * `useTranslation('payout')` without showing raw keys.
 */
export function PayoutStrings({ children, rows }: { children: ReactNode; rows?: number }) {
  const { ready } = useLazyTranslation('payout');
  return ready ? children : <PayoutSkeleton rows={rows} />;
}
