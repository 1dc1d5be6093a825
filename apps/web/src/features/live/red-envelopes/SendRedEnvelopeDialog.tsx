import { RED_ENVELOPE, ResponseCode } from '@tifo/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { showToast } from '../../../shared/notifications';
import { randomId } from '../../../shared/random-id';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/Field';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { BalanceRow } from '../../../shared/wallet/BalanceRow';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';
import { useSendRedEnvelopeMutation } from './api';
import { checkRedEnvelopeForm, type RedEnvelopeForm } from './red-envelope-form';
import { RedEnvelopeIcon } from './RedEnvelopeIcon';

const EMPTY_FORM: RedEnvelopeForm = { total: '', count: '', message: '' };

/**
 * Puts diamonds into a red envelope of N shares for the room. Mounted per opening: the
 * request id is made once, so a retried request puts the diamonds in once. Everything the
 * dialog can know is refused before sending (limits, balance); the server's refusal is shown
 * as it says it. Visitors are asked to log in instead.
 */
export function SendRedEnvelopeDialog({
  roomId,
  onClose,
}: {
  roomId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('live');
  const user = useStoredValue('userInfo');
  const send = useSendRedEnvelopeMutation(roomId);
  const [form, setForm] = useState(EMPTY_FORM);
  const [requestId, setRequestId] = useState(randomId);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A second submit before the button re-renders as disabled must not send twice.
  const sending = useRef(false);

  if (!user) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('redEnvelope.sendTitle')}
        testId="red-envelope-send-dialog"
      >
        <LoginPrompt
          title={t('redEnvelope.loginTitle')}
          description={t('redEnvelope.loginText')}
          icon={<RedEnvelopeIcon className="size-6" />}
          onLogin={onClose}
        />
      </Dialog>
    );
  }

  const checked = checkRedEnvelopeForm(form);
  const { total, count, problems } = checked;
  // An older stored profile may lack the balance: then the server tells.
  const balance = user.balances.diamonds;
  const short = balance !== undefined && total !== null && total > balance;
  const ready = problems.size === 0 && total !== null && count !== null && !short;
  const format = (value: number) => formatDiamonds(value, pageLanguage(i18n.language));
  const edit = (field: keyof RedEnvelopeForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setRefusal(null);
  };
  // A field says what is wrong once something is typed in it.
  const typed = (field: keyof RedEnvelopeForm) => form[field].trim() !== '';
  const limits = (min: number, max: number) => ({ min: format(min), max: format(max) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || total === null || count === null || sending.current) return;
    sending.current = true;
    setRefusal(null);
    send.mutate(
      { total, count, message: checked.message, requestId },
      {
        onSuccess: () => {
          showToast(t('redEnvelope.sent'), { kind: 'success' });
          onClose();
        },
        onError: (error) => {
          // The server answered, so nothing was sent: the next try is a new envelope. After a
          // network failure or timeout it may have gone through: a retry keeps the id.
          if (error instanceof ApiError && error.code >= 0) setRequestId(randomId());
          setRefusal(
            error instanceof ApiError && error.code === ResponseCode.error && error.message
              ? error.message
              : t('redEnvelope.failed'),
          );
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('redEnvelope.sendTitle')}
      testId="red-envelope-send-dialog"
      fullScreenOnPhone
    >
      <form className="space-y-3" onSubmit={submit} noValidate>
        <TextField
          label={t('redEnvelope.total')}
          inputMode="numeric"
          autoComplete="off"
          data-testid="red-envelope-total"
          placeholder={t(
            'redEnvelope.totalPlaceholder',
            limits(RED_ENVELOPE.minDiamonds, RED_ENVELOPE.maxDiamonds),
          )}
          value={form.total}
          onChange={(event) => edit('total')(event.target.value)}
          error={
            typed('total') && problems.has('total')
              ? t(
                  'redEnvelope.totalError',
                  limits(RED_ENVELOPE.minDiamonds, RED_ENVELOPE.maxDiamonds),
                )
              : undefined
          }
        />
        <TextField
          label={t('redEnvelope.count')}
          inputMode="numeric"
          autoComplete="off"
          data-testid="red-envelope-count"
          placeholder={t(
            'redEnvelope.countPlaceholder',
            limits(RED_ENVELOPE.minShares, RED_ENVELOPE.maxShares),
          )}
          value={form.count}
          onChange={(event) => edit('count')(event.target.value)}
          error={
            typed('count') && problems.has('count')
              ? t('redEnvelope.countError', limits(RED_ENVELOPE.minShares, RED_ENVELOPE.maxShares))
              : problems.has('split')
                ? t('redEnvelope.splitError')
                : undefined
          }
        />
        <TextField
          label={t('redEnvelope.message')}
          autoComplete="off"
          data-testid="red-envelope-message"
          placeholder={t('redEnvelope.defaultMessage')}
          maxLength={RED_ENVELOPE.messageMaxLength}
          value={form.message}
          onChange={(event) => edit('message')(event.target.value)}
          counter={`${form.message.trim().length}/${RED_ENVELOPE.messageMaxLength}`}
          error={problems.has('message') ? t('redEnvelope.messageError') : undefined}
        />
        <p className="text-xs text-slate-500">
          {t('redEnvelope.rules', { minutes: RED_ENVELOPE.ttlMinutes })}
        </p>
        <BalanceRow
          testId="red-envelope"
          className="justify-between text-xs text-slate-600"
          balance={t('redEnvelope.balance', {
            value: balance === undefined ? '—' : format(balance),
          })}
          recharge={t('redEnvelope.recharge')}
          short={short}
        />
        {short && (
          <p data-testid="red-envelope-short" className="text-xs text-amber-700">
            {t('redEnvelope.short')}
          </p>
        )}
        {refusal && (
          <p data-testid="red-envelope-error" role="alert" className="text-xs text-red-700">
            {refusal}
          </p>
        )}
        <Button
          type="submit"
          data-testid="red-envelope-submit"
          variant="danger"
          className="w-full"
          disabled={!ready}
          loading={send.isPending}
        >
          {total !== null && !problems.has('total')
            ? t('redEnvelope.submitValue', { value: format(total) })
            : t('redEnvelope.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
