import type { ChatMessage, Conversation } from '@tifo/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { Avatar } from '../../../shared/ui/Avatar';
import { isPersonalCard } from './custom-content';
import { useTimeLabel } from './use-time-label';

/** One line about the last message: text as typed (emoji codes stay codes), else its kind. */
function usePreview(): (message: ChatMessage | null) => string {
  const { t } = useTranslation('chat');
  return (message) => {
    if (!message) return t('private.noMessage');
    const { payload } = message;
    switch (payload.kind) {
      case 'text':
        return payload.text.replace(/\s+/g, ' ');
      case 'image':
        return t('preview.image');
      case 'file':
        return t('preview.file');
      case 'custom':
        return isPersonalCard(payload.custom)
          ? t('preview.card')
          : t('preview.custom', { title: payload.custom.title });
    }
  };
}

/** Where an arrow key moves focus in a list of `count` (no wrapping), or null for other keys. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The conversations, newest first: avatar, name, streamer badge, last message, its time and
 * the unread count. One Tab stop; the arrow keys, Home and End move between conversations and
 * Enter opens one; the open one carries `aria-current`.
 */
export function ConversationList({
  entries,
  selected,
  onSelect,
}: {
  entries: Conversation[];
  selected: string | null;
  onSelect: (peer: string) => void;
}) {
  const { t } = useTranslation('chat');
  const preview = usePreview();
  const timeLabel = useTimeLabel();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = entries.findIndex((entry) => entry.peer === selected);
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = Math.min(focused ?? Math.max(selectedIndex, 0), entries.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, entries.length);
    if (next === null) return;
    // The arrow keys would scroll the list as well.
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <ul aria-label={t('private.conversations')} data-testid="conversation-list">
      {entries.map((entry, index) => {
        const name = entry.peer_nick || entry.peer;
        const isSelected = entry.peer === selected;
        return (
          <li key={entry.peer}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === tabStop ? 0 : -1}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(entry.peer)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocused(index)}
              data-testid="conversation"
              data-peer={entry.peer}
              className={cx(
                'flex w-full items-center gap-3 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                isSelected ? 'bg-brand-50' : 'hover:bg-slate-50',
              )}
            >
              <Avatar src={entry.peer_avatar} name={name} className="size-10" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium text-slate-900">{name}</span>
                  {entry.peer_is_anchor && (
                    <span className="shrink-0 rounded bg-red-100 px-1.5 text-[11px] font-medium text-red-700">
                      {t('private.streamer')}
                    </span>
                  )}
                  {entry.last_message && (
                    <span className="ml-auto shrink-0 text-xs text-slate-500">
                      {timeLabel(entry.last_message.time)}
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  <span
                    className="truncate text-sm text-slate-600"
                    data-testid="conversation-preview"
                  >
                    {preview(entry.last_message)}
                  </span>
                  {entry.unread > 0 && (
                    <span
                      className="ml-auto shrink-0 rounded-full bg-red-600 px-1.5 text-xs font-medium text-white"
                      data-testid="conversation-unread"
                    >
                      <span aria-hidden="true">{entry.unread > 99 ? '99+' : entry.unread}</span>
                      <span className="sr-only">
                        {t('private.unread', { count: entry.unread })}
                      </span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
