import { CHAT_LIMITS, ResponseCode, type BarrageKind, type RoomInfo } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { ImRequestError } from '../../../shared/im/im-client';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { useStoredValue } from '../../../shared/use-stored-value';
import { openLoginDialog } from '../../../shared/session/login-dialog-store';
import type { RoomChat } from '../../chat';
import { liveKeys } from '../api';
import { barrageCost, isPaidKind, usePaidBarrages } from '../barrage-kinds/api';
import { BarrageKindHint, BarrageKindSelect } from '../barrage-kinds/BarrageKindSelect';
import { formatUntil } from '../format';
import { isModerator } from '../../../shared/session/room-roles';
import { EmojiButton } from './EmojiButton';
import { useCountdown } from './use-countdown';

const MAX = CHAT_LIMITS.roomTextMaxLength;

/**
 * The chat box of a room: Enter sends, blank text is refused here, at most 50 characters with
 * a counter, emoji. The server's refusals (muted, kicked, blocked word, followers only, too
 * fast) show under the box; a wait (rate limit, slow mode) counts down on the send button.
 * Beside it, the kind of barrage: normal ones go over the chat service, paid and advertising
 * ones over HTTP with diamonds (and come back over the chat service, highlighted).
 * Visitors get a button to log in instead.
 */
export function RoomChatComposer({
  room,
  chat,
}: {
  room: RoomInfo;
  chat: Pick<RoomChat, 'send' | 'mode'>;
}) {
  const { t, i18n } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<BarrageKind>('normal');
  const paid = usePaidBarrages(room.room_id, user);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [waitSeconds, startWait] = useCountdown();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const noticeId = useId();
  const moderator = isModerator(room.me.role);
  const muted = room.me.muted;

  // After an emoji goes in, the caret stands right after it.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  if (!user) {
    return (
      <div className="border-t border-slate-200 p-3">
        <Button data-testid="barrage-login" className="w-full" onClick={openLoginDialog}>
          {t('chat.loginToChat')}
        </Button>
      </div>
    );
  }

  const cost = barrageCost(kind, paid.freeLeft);
  // An older stored profile may lack the balance: then the server tells.
  const balance = user.balances.diamonds;
  const short = balance !== undefined && cost > balance;

  const describe = (error: unknown): string => {
    // The server's refusals (not enough diamonds, muted…) come translated.
    if (error instanceof ApiError) {
      return error.code === ResponseCode.error && error.message
        ? error.message
        : t('chat.sendFailed');
    }
    if (!(error instanceof ImRequestError)) return t('chat.sendFailed');
    // Refusals arrive in the reader's language (the socket's `lang`); the rest are ours.
    if (error.kind === 'refused') return error.message || t('chat.sendFailed');
    return t(error.kind === 'timeout' ? 'chat.sendTimeout' : 'chat.offline');
  };

  const submit = async () => {
    if (muted || sending || waitSeconds > 0) return;
    const message = text.trim();
    if (!message) {
      setNotice(t('chat.blank'));
      return;
    }
    if (short) {
      setNotice(t('barrageKind.short'));
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      if (isPaidKind(kind)) await paid.send(message, kind);
      else await chat.send(message);
      setText('');
      // Slow mode is known here: count its wait down rather than wait for a refusal.
      const slowSeconds = chat.mode?.slow_mode_seconds ?? 0;
      if (slowSeconds > 0 && !moderator) startWait(slowSeconds * 1000);
    } catch (error) {
      setNotice(describe(error));
      if (error instanceof ImRequestError && error.retryAfterMs) startWait(error.retryAfterMs);
      // A refusal may mean my state changed (muted, kicked meanwhile): read it again.
      const refused =
        (error instanceof ImRequestError && error.kind === 'refused') ||
        (error instanceof ApiError && error.code === ResponseCode.error);
      if (refused) {
        void queryClient.invalidateQueries({ queryKey: liveKeys.info(room.room_id) });
      }
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms a Chinese or Vietnamese input method's candidate is not a send.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const insertEmoji = (code: string) => {
    const start = input.current?.selectionStart ?? text.length;
    const end = input.current?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + code + text.slice(end);
    if (next.length > MAX) return;
    caret.current = start + code.length;
    setText(next);
    setNotice(null);
  };

  const mutedNotice = muted
    ? room.me.muted_until
      ? t('chat.mutedUntil', { time: formatUntil(room.me.muted_until, i18n.language) })
      : t('chat.mutedForever')
    : null;
  const mode = chat.mode;
  // Moderators are exempt from the modes and see them in their own controls.
  const hints = moderator
    ? []
    : [
        ...(mode && mode.slow_mode_seconds > 0
          ? [t('chat.slowModeHint', { seconds: mode.slow_mode_seconds })]
          : []),
        ...(mode?.followers_only ? [t('chat.followersOnlyHint')] : []),
      ];

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 p-3" noValidate>
      {mutedNotice && (
        <p data-testid="barrage-muted" role="status" className="mb-2 text-xs text-red-700">
          {mutedNotice}
        </p>
      )}
      <div className="flex gap-1.5">
        <EmojiButton onPick={insertEmoji} />
        <div className="relative min-w-0 flex-1">
          <input
            ref={input}
            type="text"
            data-testid="barrage-input"
            aria-label={t('chat.inputLabel')}
            aria-describedby={notice ? noticeId : undefined}
            aria-invalid={notice ? true : undefined}
            placeholder={t('chat.placeholder')}
            maxLength={MAX}
            disabled={muted}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setNotice(null);
            }}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-14 pl-3 text-sm pointer-coarse:h-11 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100"
          />
          <span
            data-testid="barrage-counter"
            aria-hidden="true"
            className={cx(
              'absolute top-1/2 right-3 -translate-y-1/2 text-xs tabular-nums',
              text.length >= MAX ? 'text-red-600' : 'text-slate-500',
            )}
          >
            {text.length}/{MAX}
          </span>
        </div>
        <BarrageKindSelect
          kind={kind}
          freeLeft={paid.freeLeft}
          disabled={muted}
          onChange={(next) => {
            setKind(next);
            setNotice(null);
          }}
        />
        <Button
          type="submit"
          data-testid="barrage-send"
          className="min-w-16"
          disabled={muted || waitSeconds > 0}
          loading={sending}
        >
          {waitSeconds > 0 ? t('chat.wait', { seconds: waitSeconds }) : t('chat.send')}
        </Button>
      </div>
      {isPaidKind(kind) && (
        <BarrageKindHint kind={kind} freeLeft={paid.freeLeft} balance={balance} short={short} />
      )}
      {notice && (
        <p
          id={noticeId}
          data-testid="barrage-notice"
          role="alert"
          className="mt-2 text-xs text-red-700"
        >
          {notice}
        </p>
      )}
      {hints.length > 0 && (
        <p data-testid="room-chat-hint" className="mt-2 text-xs text-slate-500">
          {hints.join(' · ')}
        </p>
      )}
    </form>
  );
}
