import { PAYMENT_PASSWORD_PATTERN } from '@tifo/contract';
import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { checkNewPassword, useAccountProblemText } from '../../shared/session/new-password';
import { write } from '../../shared/storage';
import { Button } from '../../shared/ui/Button';
import { CodeField } from '../../shared/ui/CodeField';
import { PasswordField } from '../../shared/ui/Field';
import { FormProblem } from '../../shared/ui/FormProblem';
import { Card } from '../../shared/ui/Surface';
import { useCheckedSubmit, useTextFields } from '../../shared/ui/use-form';
import { useStoredValue } from '../../shared/use-stored-value';
import {
  useEditPasswordMutation,
  usePaymentPasswordCodeMutation,
  usePaymentPasswordMutation,
} from './api';

/** A security form in its card: the fields, what is wrong, and the save button. */
function FormCard({
  title,
  testId,
  form,
  saving,
  children,
}: {
  title: string;
  testId: string;
  form: { problem: string | null; submit: () => Promise<void> };
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  return (
    <Card title={title}>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid={testId}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {children}
        <FormProblem text={form.problem} />
        <Button type="submit" className="self-end" loading={saving}>
          {t('security.save')}
        </Button>
      </form>
    </Card>
  );
}

/** Change the login password (editPassword); the server ends the member's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation('member');
  const { t: ta } = useTranslation('account');
  const problemText = useAccountProblemText();
  const mutation = useEditPasswordMutation();
  const fields = useTextFields({ old_password: '', password: '', repassword: '' });
  const form = useCheckedSubmit(
    () =>
      problemText(
        fields.values.old_password
          ? checkNewPassword(fields.values.password, fields.values.repassword)
          : 'fill',
      ),
    async () => {
      const { msg } = await mutation.mutateAsync(fields.values);
      fields.clear();
      showToast(msg || t('security.passwordChanged'), { kind: 'success' });
    },
  );

  return (
    <FormCard
      title={t('security.changePassword')}
      testId="change-password-form"
      form={form}
      saving={mutation.isPending}
    >
      <PasswordField
        label={t('security.oldPassword')}
        testId="old-password"
        {...fields.bind('old_password')}
      />
      <PasswordField
        label={t('security.newPassword')}
        testId="new-password"
        autoComplete="new-password"
        hint={ta('passwordHint')}
        {...fields.bind('password')}
      />
      <PasswordField
        label={t('security.repassword')}
        testId="new-repassword"
        autoComplete="new-password"
        {...fields.bind('repassword')}
      />
    </FormCard>
  );
}

/** One of the two boxes of the 6-digit payment password. */
function PaymentDigitsField(props: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <PasswordField {...props} autoComplete="new-password" inputMode="numeric" maxLength={6} />;
}

/**
 * Set the 6-digit payment password, confirmed with the login password; changing an existing one
 * also takes a code sent to the member's phone (a stolen session alone cannot change it).
 */
export function PaymentPasswordForm() {
  const { t } = useTranslation('member');
  const { t: tv } = useTranslation('validation');
  const user = useStoredValue('userInfo');
  const changing = user?.has_payment_password === true;
  const mutation = usePaymentPasswordMutation();
  const sendCode = usePaymentPasswordCodeMutation();
  const fields = useTextFields({
    login_password: '',
    code: '',
    payment_password: '',
    repassword: '',
  });
  const form = useCheckedSubmit(
    () => {
      const { login_password, code, payment_password, repassword } = fields.values;
      if (!login_password || !payment_password || !repassword || (changing && !code.trim()))
        return tv('repair.i1');
      if (!PAYMENT_PASSWORD_PATTERN.test(payment_password)) return t('security.paymentDigits');
      return payment_password === repassword ? null : tv('user.user66');
    },
    async () => {
      const { code, ...passwords } = fields.values;
      const { msg } = await mutation.mutateAsync({
        ...passwords,
        ...(changing ? { code: code.trim() } : {}),
      });
      fields.clear();
      if (user) write('userInfo', { ...user, has_payment_password: true });
      showToast(msg || t('security.paymentSaved'), { kind: 'success' });
    },
  );

  return (
    <FormCard
      title={changing ? t('security.paymentChange') : t('security.paymentTitle')}
      testId="payment-password-form"
      form={form}
      saving={mutation.isPending}
    >
      <PasswordField
        label={t('security.loginPassword')}
        testId="payment-login-password"
        {...fields.bind('login_password')}
      />
      {changing && (
        <CodeField
          {...fields.bind('code')}
          hint={t('security.paymentCodeHint', { mobile: user?.mobile ?? '' })}
          testId="payment-code"
          buttonTestId="payment-get-code"
          send={() => sendCode.mutateAsync()}
        />
      )}
      <PaymentDigitsField
        label={t('security.paymentPassword')}
        testId="payment-password"
        {...fields.bind('payment_password')}
      />
      <PaymentDigitsField
        label={t('security.paymentRepassword')}
        testId="payment-repassword"
        {...fields.bind('repassword')}
      />
    </FormCard>
  );
}
