import { LIMITS } from '@tifo/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { needsTimeLabel } from '../message-time';
import { MessageBubble } from './MessageBubble';
import type { ThreadEntry } from './use-private-thread';
import { useTimeLabel } from './use-time-label';

/** Within this distance of the bottom the reader counts as following the conversation. */
const FOLLOW_SLACK_PX = 48;

interface ScrollAnchor {
  height: number;
  top: number;
  firstKey: string | undefined;
}

/**
 * The messages of a thread, oldest at the top, with a time label wherever two messages are at
 * least 120 s apart. Scrolling within 30 px of the top loads older messages without moving
 * what is on screen; new messages scroll into view when the reader is at the bottom (always
 * for one's own). A `log` region, so screen readers announce new messages politely.
 */
export function MessageThread({
  entries,
  me,
  label,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: {
  entries: ThreadEntry[];
  me: string;
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const timeLabel = useTimeLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const anchor = useRef<ScrollAnchor | null>(null);
  const firstKey = entries[0]?.key;
  const last = entries.at(-1);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop, firstKey };
    onLoadOlder();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    following.current = fromBottom <= FOLLOW_SLACK_PX;
    if (element.scrollTop <= LIMITS.loadMoreThresholdPx) loadOlder();
  };

  const stickToBottom = () => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  };

  // Older messages went in above: keep the ones that were on screen where they were.
  useLayoutEffect(() => {
    const element = scroller.current;
    const saved = anchor.current;
    if (!element || !saved) return;
    if (firstKey !== saved.firstKey) {
      element.scrollTop = element.scrollHeight - saved.height + saved.top;
      anchor.current = null;
    } else if (!loadingOlder) {
      // The page failed or brought nothing: forget the position.
      anchor.current = null;
    }
  }, [firstKey, loadingOlder]);

  // Opening, or a new message at the end.
  const lastKey = last?.key;
  const lastIsOwnNew =
    last !== undefined && last.delivery === 'sending' && last.message.from === me;
  useLayoutEffect(() => {
    if (lastIsOwnNew) following.current = true;
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [lastKey, lastIsOwnNew]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={label}
      aria-busy={loadingOlder || undefined}
      onScroll={onScroll}
      data-testid="message-thread"
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
    >
      {hasOlder && (
        <div className="mb-2 flex justify-center">
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={loadOlder}>
            {t('thread.loadOlder')}
          </Button>
        </div>
      )}
      {entries.length === 0 && (
        <p className="py-8 text-center text-sm text-slate-500">{t('thread.empty')}</p>
      )}
      <ol className="flex flex-col gap-3">
        {entries.map((entry, index) => {
          const previous = entries[index - 1];
          const showTime = needsTimeLabel(previous?.message.time ?? null, entry.message.time);
          return (
            <li key={entry.key} className="flex flex-col gap-3">
              {showTime && (
                <p className="text-center text-xs text-slate-500" data-testid="time-label">
                  {timeLabel(entry.message.time)}
                </p>
              )}
              <MessageBubble
                entry={entry}
                outgoing={entry.message.from === me}
                onRetry={onRetry}
                onMediaLoad={stickToBottom}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
