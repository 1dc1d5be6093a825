import { LIVE_LIMITS, type RoomInfo } from '@tifo/contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { useStoredValue } from '../../../shared/use-stored-value';
import { openLoginDialog } from '../../auth/login-dialog-store';
import { useSendBarrageMutation } from '../api';
import { formatUntil } from '../format';

/**
 * The barrage box: Enter sends, blank text is never sent, at most 50 characters with a counter.
 * Visitors get the login dialog; a muted viewer sees why the box is off. Server refusals (muted
 * meanwhile, kicked, too fast) come back with the server's message as a toast.
 */
export function BarrageSendBox({ room }: { room: RoomInfo }) {
  const { t, i18n } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const [text, setText] = useState('');
  const send = useSendBarrageMutation(room.room_id);
  const muted = room.me.muted;
  const max = LIVE_LIMITS.barrageMaxLength;

  const submit = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    const trimmed = text.trim();
    if (!trimmed || muted || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms a Chinese or Vietnamese input method's candidate is not a send.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const mutedNotice = muted
    ? room.me.muted_until
      ? t('chat.mutedUntil', { time: formatUntil(room.me.muted_until, i18n.language) })
      : t('chat.mutedForever')
    : null;

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 p-3" noValidate>
      {mutedNotice && (
        <p data-testid="barrage-muted" role="status" className="mb-2 text-xs text-red-700">
          {mutedNotice}
        </p>
      )}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            type="text"
            data-testid="barrage-input"
            aria-label={t('chat.inputLabel')}
            placeholder={user ? t('chat.placeholder') : t('chat.loginToSend')}
            maxLength={max}
            disabled={muted}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-14 pl-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100"
          />
          <span
            data-testid="barrage-counter"
            aria-hidden="true"
            className={cx(
              'absolute top-1/2 right-3 -translate-y-1/2 text-xs tabular-nums',
              text.length >= max ? 'text-red-600' : 'text-slate-400',
            )}
          >
            {text.length}/{max}
          </span>
        </div>
        <Button type="submit" data-testid="barrage-send" disabled={muted} loading={send.isPending}>
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
