import type { PostOrder } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Button } from '../../shared/ui/Button';
import { Tabs } from '../../shared/ui/Tabs';
import { useStoredValue } from '../../shared/use-stored-value';
import { orderOf } from './circle-links';
import { CircleFeed, feedScopeOf, type FeedScope } from './CircleFeed';
import { DiscoverCircles } from './DiscoverCircles';
import { MyCircles } from './MyCircles';
import { PostComposer } from './PostComposer';

const TABS = ['feed', 'mine', 'discover'] as const;
type CircleTab = (typeof TABS)[number];

function tabOf(value: string | null): CircleTab {
  return TABS.find((tab) => tab === value) ?? 'feed';
}

/**
 * /circle: the feed of posts (every circle's, or the joined ones'), the member's circles, and
 * the circles to discover, as tabs kept in the URL (`?tab=`, with the feed's `scope` and
 * `order`); a button opens the composer above them.
 */
export function CirclePage() {
  const { t } = useTranslation('circles');
  const [params, setParams] = useSearchParams();
  const user = useStoredValue('userInfo');
  const [composing, setComposing] = useState(false);
  const tab = tabOf(params.get('tab'));
  const scope = feedScopeOf(params.get('scope'));
  const order = orderOf(params.get('order'));

  const show = (next: { tab: CircleTab; scope?: FeedScope; order?: PostOrder }) => {
    const search: Record<string, string> = {};
    if (next.tab !== 'feed') search.tab = next.tab;
    if (next.scope && next.scope !== 'all') search.scope = next.scope;
    if (next.order && next.order !== 'new') search.order = next.order;
    setParams(search, { replace: true });
  };
  const openComposer = () => (user ? setComposing(true) : openLoginDialog());

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Button
          onClick={openComposer}
          aria-expanded={user ? composing : undefined}
          data-testid="post-open-composer"
          className="max-sm:w-full"
        >
          {t('composer.open')}
        </Button>
      </header>

      {composing && user && (
        <PostComposer
          focusOnMount
          onClose={() => setComposing(false)}
          // The new post leads the newest-first feed.
          onPublished={() => show({ tab: 'feed', scope, order: 'new' })}
        />
      )}

      <div data-testid="circle-tabs">
        <Tabs
          items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          value={tab}
          onChange={(next) => show({ tab: next, scope, order })}
          label={t('tabs.label')}
        />
      </div>
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'feed' && (
          <CircleFeed
            scope={scope}
            order={order}
            onChange={(next) => show({ tab: 'feed', ...next })}
            onDiscover={() => show({ tab: 'discover' })}
          />
        )}
        {tab === 'mine' && <MyCircles onDiscover={() => show({ tab: 'discover' })} />}
        {tab === 'discover' && <DiscoverCircles />}
      </div>
    </div>
  );
}
