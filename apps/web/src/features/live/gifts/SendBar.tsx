import { ResponseCode } from '@tifo/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';

/** How long "sent" stays under the button. */
const SENT_NOTE_MS = 3_000;

/** A refusal's text is the server's when it says one, else the bar's own "failed". */
type Notice = { kind: 'sent' } | { kind: 'refused'; text: string | null };

/** The per-call callbacks a send hands its mutation's `mutate`. */
interface SendCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

export type SendBarState = ReturnType<typeof useSendBar>;

/**
 * What a send bar keeps: the notice under its button ("sent" for a few seconds, or the
 * refusal) and a guard, since a second click before the button re-renders as disabled must
 * not send twice.
 */
export function useSendBar() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    if (notice?.kind !== 'sent') return;
    const timer = setTimeout(() => setNotice(null), SENT_NOTE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return {
    notice,
    clearNotice: () => setNotice(null),
    /**
     * Calls `mutate` with callbacks that set the notice, unless a send is under way;
     * `onSent` runs after a success.
     */
    send(mutate: (callbacks: SendCallbacks) => void, onSent?: () => void) {
      if (sending.current) return;
      sending.current = true;
      setNotice(null);
      mutate({
        onSuccess: () => {
          setNotice({ kind: 'sent' });
          onSent?.();
        },
        onError: (error) =>
          setNotice({
            kind: 'refused',
            text:
              error instanceof ApiError && error.code === ResponseCode.error && error.message
                ? error.message
                : null,
          }),
        onSettled: () => {
          sending.current = false;
        },
      });
    },
  };
}

/**
 * The foot of the gift panel and of the backpack: what the caller puts first (count, total),
 * then why sending is not possible, the send button and the notice. Test ids are
 * `<testId>-hint`, `<testId>-send` and `<testId>-notice`.
 */
export function SendBar({
  testId,
  state,
  hint,
  disabled,
  pending,
  label,
  sentText,
  failedText,
  onSend,
  children,
}: {
  testId: string;
  state: SendBarState;
  hint: string | null;
  disabled: boolean;
  pending: boolean;
  label: string;
  sentText: string;
  failedText: string;
  onSend: () => void;
  children: ReactNode;
}) {
  const { notice } = state;
  return (
    <div className="space-y-2 border-t border-slate-200 p-3">
      {children}
      {hint && (
        <p data-testid={`${testId}-hint`} className="text-xs text-amber-700">
          {hint}
        </p>
      )}
      <Button
        data-testid={`${testId}-send`}
        className="w-full"
        disabled={disabled}
        loading={pending}
        onClick={onSend}
      >
        {label}
      </Button>
      {notice && (
        <p
          data-testid={`${testId}-notice`}
          role={notice.kind === 'sent' ? 'status' : 'alert'}
          className={cx('text-xs', notice.kind === 'sent' ? 'text-green-700' : 'text-red-700')}
        >
          {notice.kind === 'sent' ? sentText : (notice.text ?? failedText)}
        </p>
      )}
    </div>
  );
}
