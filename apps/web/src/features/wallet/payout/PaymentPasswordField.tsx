import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { buttonClasses } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { useStoredValue } from '../../../shared/use-stored-value';
import { sectionHref } from '../../../shared/member-sections';
import type { PasswordProblem } from './validate';

/**
 * Whether the member has set a payment password. Only an explicit `false` counts as none: a
 * profile stored by an older version lacks the flag, and the server still refuses without one.
 */
export function useHasPaymentPassword(): boolean {
  return useStoredValue('userInfo')?.has_payment_password !== false;
}

/** Said instead of a password box when there is no payment password to type. */
export function MissingPaymentPassword() {
  const { t } = useTranslation('payout');
  return (
    <div
      data-testid="payment-password-missing"
      className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900"
    >
      <p>{t('password.missing')}</p>
      <Link
        to={sectionHref('paymentPassword')}
        className={buttonClasses('secondary', 'sm')}
        data-testid="payment-password-link"
      >
        {t('password.setUp')}
      </Link>
    </div>
  );
}

/** The 6-digit payment password: masked, a numeric keypad on phones, never remembered. */
export function PaymentPasswordField({
  value,
  onChange,
  testId,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  problem: PasswordProblem | undefined;
}) {
  const { t } = useTranslation('payout');
  return (
    <TextField
      label={t('password.label')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      hint={t('password.hint')}
      error={problem && t(`password.${problem}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}

/** The payment password field, or where to set one when the member has none yet. */
export function PaymentPasswordOrNotice({
  hasPaymentPassword,
  ...field
}: Parameters<typeof PaymentPasswordField>[0] & { hasPaymentPassword: boolean }) {
  return hasPaymentPassword ? <PaymentPasswordField {...field} /> : <MissingPaymentPassword />;
}
