import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { Avatar } from '../../../shared/ui/Avatar';
import { MessageContent } from './MessageContent';
import type { ThreadEntry } from './use-private-thread';

/** Under our own messages: read or unread once stored, else sending or failed with retry. */
function DeliveryLine({ entry, onRetry }: { entry: ThreadEntry; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  switch (entry.delivery) {
    case 'sent':
      return (
        <span data-testid="read-flag" data-read={entry.message.read ? 'true' : 'false'}>
          {entry.message.read ? t('thread.read') : t('thread.unread')}
        </span>
      );
    case 'sending':
      return (
        <span className="flex items-center gap-1" data-testid="delivery-sending">
          <span
            aria-hidden="true"
            className="inline-block size-3 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
          {t('thread.sending')}
        </span>
      );
    case 'failed':
      return (
        <span className="flex items-center gap-2 text-red-700" data-testid="delivery-failed">
          {t('thread.failed')}
          {entry.message.client_id !== null && (
            <button
              type="button"
              onClick={onRetry}
              className="rounded px-1 font-medium underline hover:bg-red-50"
            >
              {t('thread.retry')}
            </button>
          )}
        </span>
      );
  }
}

function bubbleColours(kind: ThreadEntry['message']['payload']['kind'], outgoing: boolean) {
  // Cards and images keep a light frame on both sides, so their own colours read well.
  if (kind === 'custom' || kind === 'image') return 'bg-white text-slate-800 ring-1 ring-slate-200';
  return outgoing ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800';
}

/** One message: avatar, nick, content; ours on the right with how its delivery stands. */
export function MessageBubble({
  entry,
  outgoing,
  onRetry,
  onMediaLoad,
}: {
  entry: ThreadEntry;
  outgoing: boolean;
  onRetry: (clientId: string) => void;
  onMediaLoad: () => void;
}) {
  const { message } = entry;
  return (
    <div
      data-testid="message"
      data-direction={outgoing ? 'out' : 'in'}
      data-delivery={entry.delivery}
      className={cx('flex items-start gap-2', outgoing && 'flex-row-reverse')}
    >
      <Avatar src={message.avatar} name={message.nick} className="size-9" />
      <div className={cx('flex max-w-[75%] min-w-0 flex-col gap-1', outgoing && 'items-end')}>
        <span className="text-xs text-slate-500">{message.nick}</span>
        <div
          className={cx(
            'rounded-2xl px-3 py-2 text-sm break-words',
            outgoing ? 'rounded-tr-sm' : 'rounded-tl-sm',
            bubbleColours(message.payload.kind, outgoing),
          )}
        >
          <MessageContent payload={message.payload} onMediaLoad={onMediaLoad} />
        </div>
        {outgoing && (
          <span className="text-xs text-slate-500">
            <DeliveryLine
              entry={entry}
              onRetry={() => {
                if (message.client_id !== null) onRetry(message.client_id);
              }}
            />
          </span>
        )}
      </div>
    </div>
  );
}
