import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { Spinner } from '../../../shared/ui/Spinner';
import { EmptyState } from '../../../shared/ui/Surface';
import { usePeerQuery } from './api';
import { ConnectionNotice } from './ConnectionNotice';
import { ConversationList } from './ConversationList';
import { blankConversation, conversationEntries, usableTarget } from './conversation-entries';
import type { PrivateChatTarget } from './private-chat-store';
import { ThreadPane } from './ThreadPane';
import { useChatSelf, useConversations } from './use-conversations';

/**
 * Private chat in two panes, conversations and the open thread (on phones they take turns).
 * Used by the popup, the /chat-chat page and the member centre's message centre. A `target`
 * opens on that person, with a blank entry when there is no conversation yet.
 */
export function PrivateChatPanel({
  target,
  className,
}: {
  target?: PrivateChatTarget | null;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const me = useChatSelf();
  const { query, conversations } = useConversations();
  const [aim] = useState(() => usableTarget(target, me));
  const [selected, setSelected] = useState<string | null>(aim?.peer ?? null);
  const listed = aim !== null && conversations.some((entry) => entry.peer === aim.peer);
  const lookUp = aim !== null && !listed && (!aim.nick || !aim.avatar) ? aim.peer : null;
  const peer = usePeerQuery(lookUp);
  const entries = query.isSuccess ? conversationEntries(conversations, aim, peer.data) : [];
  // The target's thread opens at once, before the list has loaded.
  const current =
    entries.find((entry) => entry.peer === selected) ??
    (aim !== null && selected === aim.peer ? blankConversation(aim, peer.data) : null);

  let list;
  if (query.isPending) {
    list = (
      <div className="flex justify-center py-10 text-brand-600">
        <Spinner />
      </div>
    );
  } else if (query.isError) {
    list = (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center" data-state="error">
        <p className="text-sm text-slate-700">{tc('state.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {tc('state.retry')}
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    list = <EmptyState title={t('private.empty')} description={t('private.emptyHint')} />;
  } else {
    list = <ConversationList entries={entries} selected={selected} onSelect={setSelected} />;
  }

  return (
    <div
      className={cx(
        'flex min-h-0 flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200',
        className,
      )}
      data-testid="private-chat"
    >
      <ConnectionNotice />
      <div className="flex min-h-0 flex-1">
        <div
          className={cx(
            'min-h-0 w-full overflow-y-auto border-slate-200 sm:w-72 sm:shrink-0 sm:border-r',
            current && 'max-sm:hidden',
          )}
        >
          {list}
        </div>
        <div className={cx('min-w-0 flex-1 flex-col', current ? 'flex' : 'hidden sm:flex')}>
          {current ? (
            <ThreadPane
              key={current.peer}
              conversation={current}
              onBack={() => setSelected(null)}
            />
          ) : (
            <p className="m-auto px-4 text-center text-sm text-slate-500">{t('private.choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
