import { useTranslation } from '../../shared/i18n/use-translation';
import { Button, type ButtonSize } from '../../shared/ui/Button';
import type { DailySignIn } from './use-daily-sign-in';

/**
 * The daily sign-in button, the "+N gold coins" note once it went through, and the refusal if
 * it did not. Signed today, the button stays disabled and says so. Needs the `signIn` strings.
 */
export function SignInAction({
  signIn,
  size,
  signedLabel,
}: {
  signIn: DailySignIn;
  size: ButtonSize;
  /** What the disabled button says once done ("Signed in" in the dialog, "… today" in the panel). */
  signedLabel: 'signedIn' | 'signedInToday';
}) {
  const { t } = useTranslation('signIn');
  return (
    <div className="flex flex-col items-stretch gap-2">
      <Button
        size={size}
        data-testid="sign-in-button"
        data-signed={signIn.signedToday}
        disabled={signIn.signedToday || !signIn.list.data}
        loading={signIn.pending}
        onClick={signIn.signIn}
      >
        {signIn.signedToday ? t(signedLabel) : t('signIn')}
      </Button>
      {signIn.reward !== null && (
        <p
          role="status"
          data-testid="sign-in-reward"
          className="text-center font-semibold text-amber-700"
        >
          {t('rewardNote', { amount: signIn.reward })}
        </p>
      )}
      {signIn.error && (
        <p role="alert" className="text-center text-red-600">
          {signIn.error.message || t('signError')}
        </p>
      )}
    </div>
  );
}
