import { ResponseCode, type Gift } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { randomId } from '../../../shared/random-id';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { BalanceRow } from '../../../shared/wallet/BalanceRow';
import { useSendGiftMutation } from './api';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { parseGiftCount } from './gift-count';
import { GiftCountPicker } from './GiftCountPicker';
import { GiftIcon } from './GiftIcons';

/** How long "sent" stays under the button. */
const SENT_NOTE_MS = 3_000;

type Notice = { kind: 'sent' } | { kind: 'refused'; text: string };

/**
 * Count, total, balance and the send button of the gift panel. Everything the panel can know
 * is refused before sending (own room, bad count, not enough diamonds); the server checks again
 * and its refusal is shown as it says it.
 */
export function GiftSendBar({
  roomId,
  gift,
  ownRoom,
}: {
  roomId: number;
  gift: Gift;
  /** The streamer in their own room: nobody sends gifts to themselves. */
  ownRoom: boolean;
}) {
  const { t, i18n } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const send = useSendGiftMutation(roomId);
  const [countText, setCountText] = useState('1');
  const [askLogin, setAskLogin] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A second click before the button re-renders as disabled must not send twice.
  const sending = useRef(false);

  useEffect(() => {
    if (notice?.kind !== 'sent') return;
    const timer = setTimeout(() => setNotice(null), SENT_NOTE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!user && askLogin) {
    return (
      <div className="border-t border-slate-200 p-3">
        <LoginPrompt
          title={t('gifts.loginTitle')}
          description={t('gifts.loginText')}
          icon={<GiftIcon className="size-6" />}
        />
      </div>
    );
  }

  const count = parseGiftCount(countText);
  const total = gift.price * (count ?? 0);
  // Visitors have no balance, and an older stored profile may lack it: then the server tells.
  const balance = user?.balances.diamonds;
  const short = balance !== undefined && total > balance;
  const format = (value: number) => formatDiamonds(value, pageLanguage(i18n.language));

  const submit = () => {
    if (!user) {
      setAskLogin(true);
      return;
    }
    if (ownRoom || count === null || short || sending.current) return;
    sending.current = true;
    setNotice(null);
    send.mutate(
      { giftId: gift.id, count, requestId: randomId() },
      {
        onSuccess: () => setNotice({ kind: 'sent' }),
        onError: (error) =>
          setNotice({
            kind: 'refused',
            text:
              error instanceof ApiError && error.code === ResponseCode.error && error.message
                ? error.message
                : t('gifts.failed'),
          }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const hint = ownRoom ? t('gifts.self') : short ? t('gifts.short') : null;

  return (
    <div className="space-y-2 border-t border-slate-200 p-3">
      <GiftCountPicker
        text={countText}
        invalid={count === null}
        onChange={(text) => {
          setCountText(text);
          setNotice(null);
        }}
      />
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span data-testid="gift-total">{t('gifts.total', { value: format(total) })}</span>
        {user && (
          <BalanceRow
            testId="gift"
            balance={t('gifts.balance', { value: balance === undefined ? '—' : format(balance) })}
            recharge={t('gifts.recharge')}
            short={short}
          />
        )}
      </div>
      {hint && (
        <p data-testid="gift-hint" className="text-xs text-amber-700">
          {hint}
        </p>
      )}
      <Button
        data-testid="gift-send"
        className="w-full"
        disabled={ownRoom || count === null || short}
        loading={send.isPending}
        onClick={submit}
      >
        {t('gifts.send')}
      </Button>
      {notice && (
        <p
          data-testid="gift-notice"
          role={notice.kind === 'sent' ? 'status' : 'alert'}
          className={cx('text-xs', notice.kind === 'sent' ? 'text-green-700' : 'text-red-700')}
        >
          {notice.kind === 'sent' ? t('gifts.sent') : notice.text}
        </p>
      )}
    </div>
  );
}
