import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Page } from '../api';
import { StatusTabs } from '../review/StatusTabs';
import { useDecided, type DecidedKey } from '../review/use-decided';
import { PagedList } from '../ui/PagedList';
import { QueueTable } from '../ui/QueueTable';

export interface ReviewQueueProps<Status extends string, Item, Decision> {
  /** The table's name (its caption), usually the page's title. */
  label: string;
  /** The tabs; the first is shown first (what waits). */
  statuses: readonly [Status, ...Status[]];
  labelOf: (status: Status) => string;
  /** Names the tab list (default: the review state). */
  tabsLabel?: string;
  /** The items under one tab: a query hook, called with the tab shown. */
  useItems: (status: Status) => UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  keyOf: (item: Item) => DecidedKey;
  /**
   * Under which tabs an item decided here disappears at once (default: the first tab only;
   * the other tabs list decided items, so there it stays with its new state).
   */
  hidesDecided?: (status: Status) => boolean;
  /** Sends a decision; a refusal throws back to the row, which shows it in place. */
  decide: (item: Item, decision: Decision) => Promise<unknown>;
  /** One row of the table (a `QueueRow`) with its decision wired. */
  children: (item: Item, decide: (decision: Decision) => Promise<void>) => ReactNode;
}

/**
 * A review queue: tabs, the paged table of the tab's items and the decisions on them. Decided
 * items leave the waiting list at once while the queue is read again.
 */
export function ReviewQueue<Status extends string, Item, Decision>({
  label,
  statuses,
  labelOf,
  tabsLabel,
  useItems,
  keyOf,
  hidesDecided,
  decide,
  children,
}: ReviewQueueProps<Status, Item, Decision>) {
  const { t } = useTranslation('admin');
  const [first] = statuses;
  const [status, setStatus] = useState<Status>(first);
  const query = useItems(status);
  const { isDecided, markDecided } = useDecided();
  const hides = hidesDecided ? hidesDecided(status) : status === first;

  return (
    <>
      <StatusTabs
        statuses={statuses}
        value={status}
        onChange={setStatus}
        labelOf={labelOf}
        label={tabsLabel}
      />
      <PagedList
        query={query}
        visible={(item) => !hides || !isDecided(keyOf(item))}
        emptyTitle={t('list.empty')}
      >
        {(items) => (
          <QueueTable label={label}>
            {items.map((item) => (
              <Fragment key={keyOf(item)}>
                {children(item, async (decision) => {
                  await decide(item, decision);
                  markDecided(keyOf(item));
                })}
              </Fragment>
            ))}
          </QueueTable>
        )}
      </PagedList>
    </>
  );
}
