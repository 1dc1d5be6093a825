import type { Gift } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { randomId } from '../../../shared/random-id';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { BalanceRow } from '../../../shared/wallet/BalanceRow';
import { useSendGiftMutation } from './api';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { parseGiftCount } from './gift-count';
import { GiftCountPicker } from './GiftCountPicker';
import { GiftIcon } from './GiftIcons';
import { SendBar, useSendBar } from './SendBar';

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
  const bar = useSendBar();

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
    if (ownRoom || count === null || short) return;
    bar.send((callbacks) =>
      send.mutate({ giftId: gift.id, count, requestId: randomId(), price: gift.price }, callbacks),
    );
  };

  const hint = ownRoom ? t('gifts.self') : short ? t('gifts.short') : null;

  return (
    <SendBar
      testId="gift"
      state={bar}
      hint={hint}
      disabled={ownRoom || count === null || short}
      pending={send.isPending}
      label={t('gifts.send')}
      sentText={t('gifts.sent')}
      failedText={t('gifts.failed')}
      onSend={submit}
    >
      <GiftCountPicker
        text={countText}
        invalid={count === null}
        onChange={(text) => {
          setCountText(text);
          bar.clearNotice();
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
    </SendBar>
  );
}
