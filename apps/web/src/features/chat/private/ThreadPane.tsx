import type { Conversation } from '@tifo/contract';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { Spinner } from '../../../shared/ui/Spinner';
import { Avatar } from '../../../shared/ui/Avatar';
import { memberIdOf } from '../member-id';
import { Composer } from './Composer';
import { MessageThread } from './MessageThread';
import { useChatSelf } from './use-conversations';
import { usePrivateThread } from './use-private-thread';

const BACK_ICON = 'M15 18l-6-6 6-6';

// The private chat is on every page; reporting is rare, so its dialog loads when opened.
const ReportMemberDialog = lazy(() =>
  import('../report/ReportMemberDialog').then((module) => ({ default: module.ReportMemberDialog })),
);

/** One open conversation: who it is with (and Report them), the messages, and the text box. */
export function ThreadPane({
  conversation,
  onBack,
}: {
  conversation: Conversation;
  /** Back to the list, on phones where list and thread take turns. */
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const me = useChatSelf() ?? '';
  const thread = usePrivateThread(conversation.peer);
  const name = conversation.peer_nick || conversation.peer;
  const peerId = memberIdOf(conversation.peer);
  const [reporting, setReporting] = useState(false);

  let body;
  if (thread.isPending) {
    body = (
      <div className="flex flex-1 items-center justify-center text-brand-600">
        <Spinner />
      </div>
    );
  } else if (thread.isError) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-3" data-state="error">
        <p className="text-sm text-slate-700">{tc('state.error')}</p>
        <Button variant="secondary" size="sm" onClick={thread.refetch}>
          {tc('state.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <MessageThread
        entries={thread.entries}
        me={me}
        label={t('thread.label', { name })}
        hasOlder={thread.hasOlder}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={thread.loadOlder}
        onRetry={(clientId) => void thread.retry(clientId)}
      />
    );
  }

  return (
    <div
      className="flex min-h-0 flex-1 flex-col"
      data-testid="thread-pane"
      data-peer={conversation.peer}
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('private.back')}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 sm:hidden"
        >
          <OutlineIcon path={BACK_ICON} />
        </button>
        <Avatar src={conversation.peer_avatar} name={name} className="size-8" />
        <h2 className="truncate font-semibold text-slate-900">{name}</h2>
        {conversation.peer_is_anchor && (
          <span className="shrink-0 rounded bg-red-100 px-1.5 text-[11px] font-medium text-red-700">
            {t('private.streamer')}
          </span>
        )}
        {peerId !== null && (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto shrink-0"
            data-testid="report-peer"
            onClick={() => setReporting(true)}
          >
            {t('report.action')}
          </Button>
        )}
      </header>
      {body}
      <Composer onSend={thread.send} failure={thread.failure} />
      {reporting && peerId !== null && (
        <Suspense fallback={null}>
          <ReportMemberDialog
            target={{ kind: 'user', userId: peerId, nickname: name }}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
