import { CHAT_LIMITS, PERSONAL_CARD_TYPE, type ChatPayload } from '@tifo/contract';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ImRequestError } from '../../../shared/im/im-client';
import type { UserInfo } from '../../../shared/storage';
import { useStoredValue } from '../../../shared/use-stored-value';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { OutlineIcon } from '../../../shared/ui/Icon';
import { EmojiPicker } from '../EmojiPicker';
import { ImageSendButton } from './ImageSendButton';

const SMILE_ICON =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-3.5-7.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01';
const CARD_ICON = 'M3 6h18v12H3V6Zm4 8.5a2.5 2.5 0 0 1 5 0M9.5 11.5h.01M14 10h4M14 13h4';
const MAX = CHAT_LIMITS.textMaxLength;

/** The spec's personal card (custom type 10001): my name, avatar and id. */
function personalCardOf(me: UserInfo): ChatPayload {
  return {
    kind: 'custom',
    custom: {
      type: PERSONAL_CARD_TYPE,
      name: me.user_nickname,
      avatar: me.avatar,
      id: String(me.id),
    },
  };
}

/** Sends a payload; the message shows in the thread at once, as sending. */
export type SendPayload = (payload: ChatPayload) => Promise<unknown>;

/**
 * The text box of a thread: Enter sends, Shift+Enter starts a new line; blank text (spaces or
 * newlines only) is not sent (spec §4); at most 500 characters, with a counter; emoji, an
 * image button and "send my card". The box empties at once and the message shows as sending in the thread.
 */
export function Composer({
  onSend,
  failure,
}: {
  onSend: SendPayload;
  /** Why the thread's latest send was refused (the message shows as failed, with retry). */
  failure: ImRequestError | null;
}) {
  const { t } = useTranslation('chat');
  const me = useStoredValue('userInfo');
  const [text, setText] = useState('');
  /** The composer's own complaint (blank text, a bad image); it wins over `failure`. */
  const [problem, setProblem] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();

  const describe = (refusal: ImRequestError): string => {
    if (refusal.retryAfterMs) {
      return t('composer.wait', { seconds: Math.ceil(refusal.retryAfterMs / 1000) });
    }
    switch (refusal.kind) {
      case 'offline':
        return t('composer.offline');
      case 'timeout':
        return t('composer.timeout');
      case 'refused':
        // The server's own words (blocked word, not a member…), already translated.
        return refusal.message || t('composer.failed');
    }
  };

  const error = problem ?? (failure ? describe(failure) : null);

  const submit = () => {
    const message = text.trim();
    if (message === '') {
      setProblem(t('composer.empty'));
      return;
    }
    setProblem(null);
    setText('');
    void onSend({ kind: 'text', text: message });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing picks a candidate, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const insertEmoji = (code: string) => {
    const start = textarea.current?.selectionStart ?? text.length;
    const end = textarea.current?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + code + text.slice(end);
    if (next.length > MAX) return;
    caret.current = start + code.length;
    setText(next);
  };

  // After an emoji goes in, the caret stands right after it.
  useLayoutEffect(() => {
    if (caret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  return (
    <div className="border-t border-slate-200 px-3 pt-2 pb-3" data-testid="composer">
      <div className="relative mb-1 flex items-center gap-1">
        <button
          type="button"
          aria-label={t('composer.emoji')}
          aria-expanded={emojiOpen}
          title={t('composer.emoji')}
          onClick={() => setEmojiOpen((open) => !open)}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <OutlineIcon path={SMILE_ICON} className="size-6" />
        </button>
        {emojiOpen && (
          <div className="absolute bottom-full left-0 z-10 mb-2">
            <EmojiPicker onPick={insertEmoji} onClose={() => setEmojiOpen(false)} />
          </div>
        )}
        <ImageSendButton
          onUploaded={(url) => onSend({ kind: 'image', url })}
          onError={setProblem}
          onStart={() => setProblem(null)}
        />
        {me && (
          <button
            type="button"
            aria-label={t('composer.card')}
            title={t('composer.card')}
            onClick={() => void onSend(personalCardOf(me))}
            className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <OutlineIcon path={CARD_ICON} className="size-6" />
          </button>
        )}
      </div>
      <label htmlFor={inputId} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        id={inputId}
        ref={textarea}
        rows={3}
        maxLength={MAX}
        value={text}
        placeholder={t('composer.placeholder')}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        className="w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
      />
      <div className="mt-1 flex items-center gap-3">
        <span
          className={cx('text-xs', text.length >= MAX ? 'text-red-700' : 'text-slate-500')}
          data-testid="composer-counter"
        >
          <span aria-hidden="true">{`${text.length}/${MAX}`}</span>
          <span id={counterId} className="sr-only">
            {t('composer.count', { count: text.length, max: MAX })}
          </span>
        </span>
        <p id={errorId} role="alert" className="min-w-0 flex-1 text-xs text-red-700">
          {error}
        </p>
        <Button size="sm" onClick={submit}>
          {t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
