import { HORN } from '@tifo/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { showToast } from '../../shared/notifications';
import { randomId } from '../../shared/random-id';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { formatDiamonds } from '../../shared/format/money';
import { pageLanguage } from '../../shared/format/locale';
import { sectionHref } from '../../shared/member-sections';
import { useNobleListQuery } from '../wallet';
import { useWalletQuery } from '../../shared/wallet/wallet-query';
import { BalanceRow } from '../../shared/wallet/BalanceRow';
import { refusalMessage, useSendHornMutation } from './api';

const MAX = HORN.textMaxLength;
const PRICE = HORN.priceDiamonds;

/**
 * Writes a global horn (spec §2 /live "global horn", §6 noble perks): at most 50 characters, 50
 * diamonds, for nobles only, shown across the site once an operator approves it. Used by the
 * live room's horn tab (with its room, which the banner links to) and the member centre.
 * Non-nobles are told how to become one; the server's refusals show as it says them.
 */
export function HornSendForm({ roomId }: { roomId?: number }) {
  const { t, i18n, ready } = useLazyTranslation('horn');
  const user = useStoredValue('userInfo');
  const nobles = useNobleListQuery();
  const wallet = useWalletQuery();
  const send = useSendHornMutation();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // Kept until the text changes or the horn is sent: a retry after a timeout pays once.
  const requestId = useRef<string | null>(null);
  // A second click before the button re-renders as disabled must not send twice.
  const sending = useRef(false);
  const textId = useId();
  const noticeId = useId();

  if (!ready) return <Skeleton className="h-40 w-full" />;
  if (!user) return null;

  // Unknown until the noble state loads (or if it fails): then the server decides.
  const notNoble = nobles.data !== undefined && nobles.data.mine === null;
  const balance = wallet.data?.diamonds ?? user.balances.diamonds;
  const short = balance !== undefined && PRICE > balance;
  const format = (value: number) => formatDiamonds(value, pageLanguage(i18n.language));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (notNoble || short || sending.current) return;
    const message = text.trim();
    if (!message) {
      setNotice(t('form.blank'));
      return;
    }
    sending.current = true;
    setNotice(null);
    requestId.current ??= randomId();
    send.mutate(
      { text: message, roomId, requestId: requestId.current },
      {
        onSuccess: () => {
          requestId.current = null;
          setText('');
          showToast(t('form.sent'), { kind: 'success' });
        },
        onError: (error) => {
          setNotice(refusalMessage(error) ?? t('form.failed'));
          // "Nobles only" may mean the noble status ran out meanwhile: read it again.
          void nobles.refetch();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form data-testid="horn-form" onSubmit={onSubmit} noValidate className="space-y-2">
      {notNoble && (
        <div
          data-testid="horn-noble-only"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <p>{t('form.nobleOnly')}</p>
          <Link
            to={sectionHref('noble')}
            data-testid="horn-become-noble"
            className="mt-1 inline-block font-medium text-brand-600 underline"
          >
            {t('form.becomeNoble')}
          </Link>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-medium text-slate-700">
          {t('form.label')}
        </label>
        <div className="relative">
          <textarea
            id={textId}
            data-testid="horn-text"
            rows={2}
            maxLength={MAX}
            placeholder={t('form.placeholder')}
            disabled={notNoble}
            aria-invalid={notice ? true : undefined}
            aria-describedby={notice ? noticeId : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setNotice(null);
              requestId.current = null;
            }}
            className="w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 pb-5 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100"
          />
          <span
            data-testid="horn-counter"
            aria-hidden="true"
            className={cx(
              'absolute right-3 bottom-2 text-xs tabular-nums',
              text.length >= MAX ? 'text-red-600' : 'text-slate-600',
            )}
          >
            {text.length}/{MAX}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-slate-600">
        <span data-testid="horn-price" className="font-medium text-amber-700">
          {t('form.price', { price: format(PRICE) })}
        </span>
        <BalanceRow
          testId="horn"
          balance={t('form.balance', { value: balance === undefined ? '—' : format(balance) })}
          recharge={t('form.recharge')}
          short={short}
        />
      </div>
      <p className="text-xs text-slate-500">{short ? t('form.short') : t('form.review')}</p>
      <Button
        type="submit"
        data-testid="horn-submit"
        className="w-full"
        disabled={notNoble || short}
        loading={send.isPending}
      >
        {t('form.submit')}
      </Button>
      {notice && (
        <p id={noticeId} data-testid="horn-notice" role="alert" className="text-xs text-red-700">
          {notice}
        </p>
      )}
    </form>
  );
}
