import type { DistributionSummary } from '@tifo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';
import { sectionHref } from '../../shared/member-sections';
import { buttonClasses } from '../../shared/ui/Button';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { PartError } from './PartError';

const EARNINGS = ['pending', 'settled', 'reversed'] as const;

/** One figure under its label. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function SummarySkeleton() {
  return (
    <div data-state="loading" className="grid gap-4 md:grid-cols-2">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** The figures of a loaded summary. */
function SummaryFigures({ summary }: { summary: DistributionSummary }) {
  const { t, i18n } = useTranslation('distribution');
  const language = pageLanguage(i18n.language);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t('summary.invitees')}>
        <dl className="grid grid-cols-2 gap-2">
          <Figure
            label={t('level.1')}
            value={String(summary.invitees.level1)}
            testId="summary-level1"
          />
          <Figure
            label={t('level.2')}
            value={String(summary.invitees.level2)}
            testId="summary-level2"
          />
        </dl>
      </Card>
      <Card
        title={t('summary.earnings')}
        actions={
          <Link to={sectionHref('withdrawal')} className={buttonClasses('secondary', 'sm')}>
            {t('summary.withdraw')}
          </Link>
        }
      >
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {EARNINGS.map((status) => (
            <Figure
              key={status}
              label={t(`status.${status}`)}
              value={formatDiamonds(summary.earnings[status], language)}
              testId={`summary-${status}`}
            />
          ))}
        </dl>
      </Card>
      <div className="space-y-1 text-xs text-slate-600 md:col-span-2" data-testid="summary-rules">
        <p>
          {t('summary.rates', {
            level1: summary.rates.level1_percent,
            level2: summary.rates.level2_percent,
          })}
        </p>
        <p>{t('summary.settleRule', { days: summary.refund_window_days })}</p>
      </div>
    </div>
  );
}

/**
 * Invitees per level, commissions by status, and the rules behind them (rates, when a
 * commission settles), with the way to the withdrawal section.
 */
export function SummaryCards({ query }: { query: UseQueryResult<DistributionSummary> }) {
  const { t } = useTranslation('distribution');
  return (
    <section aria-label={t('summary.label')} data-testid="distribution-summary">
      {query.isPending ? (
        <SummarySkeleton />
      ) : query.data ? (
        <SummaryFigures summary={query.data} />
      ) : (
        <Card>
          <PartError
            text={t('summary.loadError')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      )}
    </section>
  );
}
