import type { ChatMessage } from '@tifo/contract';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { Spinner } from '../../../shared/ui/Spinner';
import { EmojiText, memberIdOf, type RoomChatStatus } from '../../chat';
import { FAN_CHAT_COLOUR_CLASS, FanBadgePill } from '../../fan-groups';
import type { Entrance } from '../use-live-room';
import { EntranceLine } from './EntranceLine';
import { NobleBadge } from './NobleBadge';

export interface PickedUser {
  user_id: number;
  nickname: string;
  /** The line the name was picked from, so the card can report it. */
  message?: { id: number; text: string };
}

/** Near the bottom within this many px, the list keeps following new lines. */
const STICK_PX = 48;

function MessageLine({
  message,
  text,
  anchorId,
  myUserId,
  onPickUser,
}: {
  message: ChatMessage;
  text: string;
  anchorId: number;
  myUserId: number | null;
  onPickUser: (user: PickedUser) => void;
}) {
  const { t } = useTranslation('live');
  const userId = memberIdOf(message.from);
  const isAnchor = userId !== null && userId === anchorId;
  const name = (
    <>
      {isAnchor && (
        <span className="mr-1 rounded bg-red-600 px-1 text-[10px] text-white">
          {t('chat.anchorBadge')}
        </span>
      )}
      <NobleBadge tier={message.noble_tier ?? 0} />
      {message.user_level !== undefined && message.user_level > 1 && (
        <span
          data-testid="user-level-badge"
          className="mr-1 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-800"
        >
          {t('chat.userLevel', { level: message.user_level })}
        </span>
      )}
      {message.fan_badge && (
        <FanBadgePill
          name={message.fan_badge.name}
          level={message.fan_badge.level}
          className="mr-1"
        />
      )}
      {message.nick}
      {t('chat.colon')}
    </>
  );
  const nameClasses = cx(
    'mr-1 rounded font-medium',
    isAnchor ? 'text-red-600' : userId === myUserId ? 'text-amber-700' : 'text-brand-700',
  );
  const highlight = message.highlight;
  // Paid and advertising lines keep their own colours, chosen for their tinted backgrounds.
  const fanColoured = !highlight && message.fan_badge?.coloured === true;
  return (
    <li
      data-testid="barrage-item"
      data-message-id={message.id}
      data-highlight={highlight}
      className={cx(
        highlight && 'rounded-md border-l-4 px-2 py-1',
        highlight === 'paid' && 'border-amber-400 bg-amber-50',
        highlight === 'advert' && 'border-violet-500 bg-violet-50',
      )}
    >
      {highlight === 'paid' && <span className="sr-only">{t('barrageKind.paidLabel')}</span>}
      {highlight === 'advert' && (
        <span
          data-testid="barrage-ad-tag"
          className="mr-1 rounded bg-violet-600 px-1 text-[10px] font-medium text-white"
        >
          {t('barrageKind.adTag')}
        </span>
      )}
      {userId === null ? (
        <span className={nameClasses}>{name}</span>
      ) : (
        <button
          type="button"
          data-testid="barrage-user"
          onClick={() =>
            onPickUser({
              user_id: userId,
              nickname: message.nick,
              message: { id: message.id, text },
            })
          }
          className={cx(nameClasses, 'hover:underline')}
        >
          {name}
        </button>
      )}
      <span
        data-testid="barrage-text"
        data-fan-coloured={fanColoured || undefined}
        className={cx(
          highlight === 'paid'
            ? 'font-medium text-amber-900'
            : highlight === 'advert'
              ? 'font-medium text-violet-900'
              : fanColoured
                ? FAN_CHAT_COLOUR_CLASS
                : 'text-slate-800',
        )}
      >
        <EmojiText text={text} />
      </span>
    </li>
  );
}

/**
 * The chat square: the room's messages, oldest first, with "X entered" lines between them.
 * Names open the user card; text (with emoji) is rendered as text, never HTML. The list follows
 * new lines while the reader is at the bottom; scrolled up, a button says how many came.
 */
export function RoomChatList({
  messages,
  status,
  error,
  onRetry,
  entrances,
  myUserId,
  anchorId,
  onPickUser,
}: {
  messages: readonly ChatMessage[];
  status: RoomChatStatus;
  error: string | null;
  onRetry: () => void;
  entrances: readonly Entrance[];
  myUserId: number | null;
  anchorId: number;
  onPickUser: (user: PickedUser) => void;
}) {
  const { t } = useTranslation('live');
  const scroller = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const newestSeen = useRef<number | null>(null);
  const [unread, setUnread] = useState(0);

  useLayoutEffect(() => {
    const element = scroller.current;
    const newest = messages.at(-1)?.id ?? null;
    // History (and what a reconnect fills in) is older than what was seen: never "new".
    const seen = newestSeen.current;
    const fresh = seen === null ? [] : messages.filter((message) => message.id > seen);
    newestSeen.current = newest ?? seen;
    // My own message brings me down to it, wherever I was reading.
    const mine =
      myUserId !== null && fresh.some((message) => memberIdOf(message.from) === myUserId);
    if (stuck.current || mine) {
      stuck.current = true;
      if (element) element.scrollTop = element.scrollHeight;
      setUnread(0);
    } else if (fresh.length > 0) {
      setUnread((count) => count + fresh.length);
    }
  }, [messages, entrances, myUserId]);

  const toBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    stuck.current = true;
    setUnread(0);
  };

  // Room chat is text only; anything else is not drawn.
  const lines = messages.flatMap((message) =>
    message.payload.kind === 'text' ? [{ message, text: message.payload.text }] : [],
  );
  const knownIds = new Set(lines.map((line) => line.message.id));
  const entrancesAfter = (id: number | null) =>
    entrances
      .filter((entrance) =>
        id === null
          ? entrance.afterMessageId === null || !knownIds.has(entrance.afterMessageId)
          : entrance.afterMessageId === id,
      )
      .map((entrance) => <EntranceLine key={`enter-${entrance.key}`} entrance={entrance} />);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        data-testid="barrage-list"
        onScroll={(event) => {
          const element = event.currentTarget;
          stuck.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
          if (stuck.current) setUnread(0);
        }}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
      >
        <p className="mb-2 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-800">
          {t('chat.rules')}
        </p>
        {status === 'joining' && lines.length === 0 && (
          <div className="flex justify-center py-6 text-brand-600">
            <Spinner label={t('chat.joining')} />
          </div>
        )}
        {status === 'failed' && (
          <div
            data-testid="room-chat-failed"
            className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600"
          >
            <p>{error ?? t('chat.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('player.retry')}
            </Button>
          </div>
        )}
        {status === 'ready' && lines.length === 0 && entrances.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-500">{t('chat.empty')}</p>
        )}
        <div role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
          <ul className="space-y-1.5 text-sm break-words">
            {/* "Entered" lines from before the first message, or whose message has gone. */}
            {entrancesAfter(null)}
            {lines.map(({ message, text }) => (
              <Fragment key={message.id}>
                <MessageLine
                  message={message}
                  text={text}
                  anchorId={anchorId}
                  myUserId={myUserId}
                  onPickUser={onPickUser}
                />
                {entrancesAfter(message.id)}
              </Fragment>
            ))}
          </ul>
        </div>
      </div>
      {unread > 0 && (
        <button
          type="button"
          data-testid="room-chat-new"
          onClick={toBottom}
          className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-medium text-white shadow-md hover:bg-brand-700"
        >
          {t('chat.newMessages', { count: unread })}
        </button>
      )}
    </div>
  );
}
