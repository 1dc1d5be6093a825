import { ACCOUNT_LIMITS } from '@tifo/contract';
import { useTranslation } from '../i18n/use-translation';
import { showToast } from '../notifications';
import { Button } from './Button';
import { TextField } from './Field';
import { useCodeCountdown } from './use-code-countdown';

/**
 * The "get code" button beside a code field (spec §4): sends, then counts down before a resend.
 * `canSend` may refuse first (say, no mobile number typed yet); a failed send re-enables it.
 */
function SendCodeButton({
  send,
  canSend,
  testId,
}: {
  send: () => Promise<unknown>;
  canSend: (() => boolean) | undefined;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const countdown = useCodeCountdown();
  return (
    <Button
      variant="secondary"
      className="w-32 shrink-0"
      onClick={() => {
        if (canSend && !canSend()) return;
        void countdown.run(send);
      }}
      disabled={countdown.disabled}
      aria-busy={countdown.pending || undefined}
      data-testid={testId}
    >
      {countdown.remaining > 0 ? t('resendIn', { seconds: countdown.remaining }) : t('getCode')}
    </Button>
  );
}

/**
 * An SMS verification code: the 6-digit box and, beside it, the button that sends the code and
 * toasts the server's message (login, register, reset, changing the payment password).
 */
export function CodeField({
  value,
  onChange,
  send,
  canSend,
  hint,
  testId,
  buttonTestId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Asks the server for a code; its message is shown once it is sent. */
  send: () => Promise<{ msg: string }>;
  canSend?: () => boolean;
  hint?: string;
  testId: string;
  buttonTestId: string;
}) {
  const { t } = useTranslation('account');
  const { t: tv } = useTranslation('validation');
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField
          label={t('field.code')}
          placeholder={t('field.codePlaceholder')}
          hint={hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNT_LIMITS.codeLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      </div>
      <SendCodeButton
        testId={buttonTestId}
        canSend={canSend}
        send={async () => {
          const { msg } = await send();
          showToast(msg || tv('success.codeSent'), { kind: 'success' });
        }}
      />
    </div>
  );
}
