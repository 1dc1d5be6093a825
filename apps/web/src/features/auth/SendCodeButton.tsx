import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { useCodeCountdown } from './use-code-countdown';

/**
 * The "get code" button beside a code field (spec §4): sends, then counts down before a resend.
 * `canSend` may refuse first (say, no mobile number typed yet); a failed send re-enables it.
 */
export function SendCodeButton({
  send,
  canSend,
  testId = 'get-code',
}: {
  send: () => Promise<unknown>;
  canSend?: () => boolean;
  testId?: string;
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
