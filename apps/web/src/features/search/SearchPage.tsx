import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { Tabs } from '../../shared/ui/Tabs';
import { RoomCard, RoomGridSkeleton } from '../anchor';
import {
  useAnchorResultsQuery,
  useLiveResultsQuery,
  useMatchResultsQuery,
  usePostResultsQuery,
  useSearchIndexQuery,
  type SearchKind,
} from './api';
import { AnchorResultRow, MatchResultRow, PostResultRow } from './SearchResults';

const TABS = ['all', 'anchor', 'live', 'match', 'post'] as const;
type SearchTab = (typeof TABS)[number];

function tabOf(value: string | null): SearchTab {
  return TABS.find((tab) => tab === value) ?? 'all';
}

const ROOM_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** One kind in the "All" tab: its first results and a way to all of them. */
function Section({
  kind,
  total,
  onSeeAll,
  children,
}: {
  kind: SearchKind;
  total: number;
  onSeeAll: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  if (total === 0) return null;
  return (
    <section aria-labelledby={`search-${kind}`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`search-${kind}`} className="text-lg font-semibold text-slate-900">
          {t(`tab.${kind}`)}{' '}
          <span className="text-sm font-normal text-slate-500">{t('count', { count: total })}</span>
        </h2>
        <Button variant="ghost" size="sm" onClick={onSeeAll}>
          {t('seeAll', { count: total })}
        </Button>
      </div>
      {children}
    </section>
  );
}

function AllResults({ name, onTab }: { name: string; onTab: (tab: SearchTab) => void }) {
  const { t } = useTranslation('search');
  const found = useSearchIndexQuery(name);
  const data = found.data;
  const total = data
    ? data.anchors.total + data.live.total + data.matches.total + data.posts.total
    : 0;
  return (
    <ListStates
      pending={found.isPending}
      error={found.isError}
      empty={total === 0}
      placeholder={<ListSkeleton count={6} className="space-y-2" itemClassName="h-14 w-full" />}
      errorTitle={t('loadError')}
      emptyTitle={t('empty', { name })}
      emptyAction={<p className="text-sm text-slate-500">{t('emptyHint')}</p>}
      onRetry={() => void found.refetch()}
    >
      {data && (
        <div className="flex flex-col gap-8">
          <Section kind="anchor" total={data.anchors.total} onSeeAll={() => onTab('anchor')}>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {data.anchors.list.map((anchor) => (
                <AnchorResultRow key={anchor.user_id} anchor={anchor} term={name} />
              ))}
            </ul>
          </Section>
          <Section kind="live" total={data.live.total} onSeeAll={() => onTab('live')}>
            <div className={ROOM_GRID}>
              {data.live.list.map((room) => (
                <RoomCard key={room.room_id} room={room} />
              ))}
            </div>
          </Section>
          <Section kind="match" total={data.matches.total} onSeeAll={() => onTab('match')}>
            <ul className="divide-y divide-slate-100">
              {data.matches.list.map((match) => (
                <MatchResultRow key={match.id} match={match} term={name} />
              ))}
            </ul>
          </Section>
          <Section kind="post" total={data.posts.total} onSeeAll={() => onTab('post')}>
            <ul className="divide-y divide-slate-100">
              {data.posts.list.map((post) => (
                <PostResultRow key={post.id} post={post} term={name} />
              ))}
            </ul>
          </Section>
        </div>
      )}
    </ListStates>
  );
}

/** One kind's results, a page at a time, with its loading, empty and error states. */
function KindResults({ kind, name }: { kind: SearchKind; name: string }) {
  const { t } = useTranslation('search');
  const anchors = useAnchorResultsQuery(name, kind === 'anchor');
  const rooms = useLiveResultsQuery(name, kind === 'live');
  const matches = useMatchResultsQuery(name, kind === 'match');
  const posts = usePostResultsQuery(name, kind === 'post');
  const query =
    kind === 'anchor' ? anchors : kind === 'live' ? rooms : kind === 'match' ? matches : posts;
  const pages = query.data?.pages ?? [];
  const empty = (pages[0]?.total ?? 0) === 0;
  let list: ReactNode;
  if (kind === 'anchor') {
    list = (
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {anchors.data?.pages.flatMap((page) =>
          page.list.map((anchor) => (
            <AnchorResultRow key={anchor.user_id} anchor={anchor} term={name} />
          )),
        )}
      </ul>
    );
  } else if (kind === 'live') {
    list = (
      <div className={ROOM_GRID}>
        {rooms.data?.pages.flatMap((page) =>
          page.list.map((room) => <RoomCard key={room.room_id} room={room} />),
        )}
      </div>
    );
  } else if (kind === 'post') {
    list = (
      <ul className="divide-y divide-slate-100">
        {posts.data?.pages.flatMap((page) =>
          page.list.map((post) => <PostResultRow key={post.id} post={post} term={name} />),
        )}
      </ul>
    );
  } else {
    list = (
      <ul className="divide-y divide-slate-100">
        {matches.data?.pages.flatMap((page) =>
          page.list.map((match) => <MatchResultRow key={match.id} match={match} term={name} />),
        )}
      </ul>
    );
  }
  return (
    <ListStates
      pending={query.isPending}
      error={query.isError}
      empty={empty}
      placeholder={
        kind === 'live' ? (
          <RoomGridSkeleton count={6} />
        ) : (
          <ListSkeleton count={6} className="space-y-2" itemClassName="h-14 w-full" />
        )
      }
      errorTitle={t('loadError')}
      emptyTitle={t('emptyKind', { name, kind: t(`tab.${kind}`) })}
      emptyAction={<p className="text-sm text-slate-500">{t('emptyHint')}</p>}
      onRetry={() => void query.refetch()}
    >
      {list}
      <LoadMore
        visible={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
        label={t('more')}
        testId="search-more"
        className="mt-4 w-full"
      />
    </ListStates>
  );
}

/**
 * /search?name=…&tab=…: streamers, live rooms, matches and circle posts for what was typed in the header's
 * box ("All" shows the first of each with counts; a tab pages one kind). Matching ignores case
 * and Vietnamese accents, and what matched is marked.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const tab = tabOf(params.get('tab'));
  const setTab = (next: SearchTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold break-words text-slate-900" data-testid="search-term">
        {name ? t('title', { name }) : t('noTerm')}
      </h1>
      {name === '' ? (
        <p className="text-slate-600">{t('noTermHint')}</p>
      ) : (
        <>
          <Tabs
            label={t('tabsLabel')}
            items={TABS.map((value) => ({ value, label: t(`tab.${value}`) }))}
            value={tab}
            onChange={setTab}
          />
          <div role="tabpanel" aria-label={t(`tab.${tab}`)} data-testid="search-results">
            {tab === 'all' ? (
              <AllResults name={name} onTab={setTab} />
            ) : (
              <KindResults key={tab} kind={tab} name={name} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
