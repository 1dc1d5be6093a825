import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { PaymentPasswordOrNotice } from './PaymentPasswordField';
import { checkPaymentPassword } from './validate';

/**
 * The end of a payout-account form (bank card, Alipay): the payment password (or where to set
 * one), the server's refusal, and cancel / bind.
 */
export function BindingFormFooter({
  testIds,
  hasPaymentPassword,
  password,
  onPasswordChange,
  passwordRefused,
  refusal,
  replacing,
  onCancel,
  pending,
}: {
  testIds: { password: string; refusal: string; submit: string };
  hasPaymentPassword: boolean;
  password: string;
  onPasswordChange: (value: string) => void;
  passwordRefused: boolean;
  refusal: string | null;
  replacing: boolean;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('payout');
  const { t: tc } = useTranslation();
  return (
    <>
      <PaymentPasswordOrNotice
        hasPaymentPassword={hasPaymentPassword}
        value={password}
        onChange={onPasswordChange}
        testId={testIds.password}
        problem={passwordRefused ? (checkPaymentPassword(password) ?? 'digits') : undefined}
      />
      <FormProblem text={refusal} testId={testIds.refusal} />
      <div className="flex justify-end gap-2">
        {replacing && (
          <Button variant="ghost" onClick={onCancel}>
            {tc('action.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          loading={pending}
          disabled={!hasPaymentPassword}
          data-testid={testIds.submit}
        >
          {t('bind.submit')}
        </Button>
      </div>
    </>
  );
}
