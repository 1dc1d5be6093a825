import type { GUESS_RECORD_FILTERS } from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLazyTranslation } from '../../../shared/i18n/lazy-namespaces';
import { Button } from '../../../shared/ui/Button';
import { Card, EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { Tabs } from '../../../shared/ui/Tabs';
import { refusalMessage, useGuessRecordsQuery } from '../api';
import type { GuessRecordFilters } from '../guess-keys';
import { useGuessFormat } from '../use-guess-format';
import { GuessRecordItem } from './GuessRecordItem';

type RecordFilter = (typeof GUESS_RECORD_FILTERS)[number];
type FilterTab = 'all' | RecordFilter;

/** The tabs in the order a member reads them: all, pending, won, lost, draw, settled, stopped. */
const FILTER_TABS: readonly FilterTab[] = [
  'all',
  'pending',
  'won',
  'lost',
  'draw',
  'settled',
  'stopped',
];

/**
 * The member centre's fun-guess records (spec §2, §4, §9): the member's stakes, newest first,
 * by status and dates. Only three months back may be asked: the date boxes start at the
 * earliest day the server names, and an older day asked anyway shows the server's refusal.
 */
export function GuessRecordsSection() {
  const { t, ready } = useLazyTranslation('guess');
  const [tab, setTab] = useState<FilterTab>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: GuessRecordFilters = {
    ...(tab !== 'all' && { status: tab }),
    ...(from && { from }),
    ...(to && { to }),
  };
  const records = useGuessRecordsQuery(filters);

  // The earliest day comes with every answer; a refused one has none, so the last is kept.
  const answered = records.data?.pages[0]?.earliest;
  const [earliest, setEarliest] = useState<string | undefined>(answered);
  if (answered && answered !== earliest) setEarliest(answered);

  if (!ready) return <Skeleton className="h-64 w-full" />;

  return (
    <Card data-testid="guess-records">
      <p className="mb-3 text-sm text-slate-600">{t('records.intro')}</p>
      <Tabs
        items={FILTER_TABS.map((value) => ({ value, label: t(`records.filter.${value}`) }))}
        value={tab}
        onChange={setTab}
        label={t('records.filterLabel')}
      />
      <div role="tabpanel" aria-label={t(`records.filter.${tab}`)} className="space-y-3 pt-4">
        <DateRange
          from={from}
          to={to}
          earliest={earliest}
          onFrom={setFrom}
          onTo={setTo}
          onClear={() => {
            setFrom('');
            setTo('');
          }}
        />
        <RecordsList records={records} />
      </div>
    </Card>
  );
}

function DateRange({
  from,
  to,
  earliest,
  onFrom,
  onTo,
  onClear,
}: {
  from: string;
  to: string;
  earliest: string | undefined;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('guess');
  const fromId = useId();
  const toId = useId();
  const boxClasses =
    'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={fromId} className="text-xs font-medium text-slate-700">
          {t('records.from')}
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          min={earliest}
          max={to || undefined}
          onChange={(event) => onFrom(event.target.value)}
          data-testid="guess-records-from"
          className={boxClasses}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className="text-xs font-medium text-slate-700">
          {t('records.to')}
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || earliest}
          onChange={(event) => onTo(event.target.value)}
          data-testid="guess-records-to"
          className={boxClasses}
        />
      </div>
      {(from || to) && (
        <Button variant="ghost" size="sm" onClick={onClear} data-testid="guess-records-clear">
          {t('records.clearDates')}
        </Button>
      )}
      {earliest && (
        <p data-testid="guess-records-earliest" className="pb-2 text-xs text-slate-500">
          {t('records.earliest', { day: earliest })}
        </p>
      )}
    </div>
  );
}

function RecordsList({ records }: { records: ReturnType<typeof useGuessRecordsQuery> }) {
  const { t } = useTranslation('guess');
  const format = useGuessFormat();

  if (records.isPending) {
    return (
      <div data-state="loading" className="space-y-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (records.isError) {
    const refusal = refusalMessage(records.error);
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm">
        <p role="alert" data-testid="guess-records-error" className="text-amber-800">
          {refusal ?? t('records.loadError')}
        </p>
        {!refusal && (
          <Button variant="secondary" size="sm" onClick={() => void records.refetch()}>
            {t('panel.retry')}
          </Button>
        )}
      </div>
    );
  }

  const list = records.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <EmptyState title={t('records.empty')} />;
  const staked = list.reduce((sum, record) => sum + record.amount, 0);
  const returned = list.reduce((sum, record) => sum + record.payout, 0);

  return (
    <>
      <p data-testid="guess-records-totals" className="text-sm text-slate-700 tabular-nums">
        {t('records.totals', {
          count: list.length,
          staked: format.gold(staked),
          returned: format.gold(returned),
        })}
      </p>
      <ul aria-label={t('records.listLabel')} className="divide-y divide-slate-100">
        {list.map((record) => (
          <GuessRecordItem key={record.id} record={record} />
        ))}
      </ul>
      {records.hasNextPage && (
        <Button
          variant="ghost"
          className="w-full"
          loading={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
          data-testid="guess-records-more"
        >
          {t('records.more')}
        </Button>
      )}
    </>
  );
}
