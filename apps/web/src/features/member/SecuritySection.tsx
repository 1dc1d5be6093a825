import { LIMITS, PAYMENT_PASSWORD_PATTERN } from '@tifo/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/notifications';
import { write } from '../../shared/storage';
import { Button } from '../../shared/ui/Button';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { SendCodeButton } from '../auth';
import {
  useEditPasswordMutation,
  usePaymentPasswordCodeMutation,
  usePaymentPasswordMutation,
} from './api';

function useGuardedSubmit() {
  const inFlight = useRef(false);
  return async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await task();
    } catch {
      // The API client has shown the server's message.
    } finally {
      inFlight.current = false;
    }
  };
}

function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
      {text}
    </p>
  );
}

function FormCard({
  title,
  testId,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid={testId}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Card>
  );
}

/** Change the login password (editPassword); the server ends the member's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation('member');
  const { t: tv } = useTranslation('validation');
  const { t: ta } = useTranslation('account');
  const mutation = useEditPasswordMutation();
  const guard = useGuardedSubmit();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () =>
    guard(async () => {
      if (!oldPassword || !password || !repassword) return setProblem(tv('repair.i1'));
      if (password !== repassword) return setProblem(tv('user.user66'));
      if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength)
        return setProblem(ta('passwordHint'));
      setProblem(null);
      const { msg } = await mutation.mutateAsync({
        old_password: oldPassword,
        password,
        repassword,
      });
      setOldPassword('');
      setPassword('');
      setRepassword('');
      showToast(msg || t('security.passwordChanged'), { kind: 'success' });
    });

  return (
    <FormCard
      title={t('security.changePassword')}
      testId="change-password-form"
      onSubmit={() => void submit()}
    >
      <PasswordField
        label={t('security.oldPassword')}
        value={oldPassword}
        onChange={setOldPassword}
        testId="old-password"
      />
      <PasswordField
        label={t('security.newPassword')}
        value={password}
        onChange={setPassword}
        testId="new-password"
        autoComplete="new-password"
        hint={ta('passwordHint')}
      />
      <PasswordField
        label={t('security.repassword')}
        value={repassword}
        onChange={setRepassword}
        testId="new-repassword"
        autoComplete="new-password"
      />
      <Problem text={problem} />
      <Button type="submit" className="self-end" loading={mutation.isPending}>
        {t('security.save')}
      </Button>
    </FormCard>
  );
}

/** The code for changing an existing payment password, with the button that sends it. */
function PaymentCodeField({ code, setCode }: { code: string; setCode: (value: string) => void }) {
  const { t } = useTranslation('member');
  const { t: ta } = useTranslation('account');
  const { t: tv } = useTranslation('validation');
  const user = useStoredValue('userInfo');
  const sendCode = usePaymentPasswordCodeMutation();
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField
          label={ta('field.code')}
          placeholder={ta('field.codePlaceholder')}
          hint={t('security.paymentCodeHint', { mobile: user?.mobile ?? '' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          data-testid="payment-code"
        />
      </div>
      <SendCodeButton
        testId="payment-get-code"
        send={async () => {
          const { msg } = await sendCode.mutateAsync();
          showToast(msg || tv('success.codeSent'), { kind: 'success' });
        }}
      />
    </div>
  );
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
  const guard = useGuardedSubmit();
  const [loginPassword, setLoginPassword] = useState('');
  const [code, setCode] = useState('');
  const [payment, setPayment] = useState('');
  const [repassword, setRepassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () =>
    guard(async () => {
      if (!loginPassword || !payment || !repassword || (changing && !code.trim()))
        return setProblem(tv('repair.i1'));
      if (!PAYMENT_PASSWORD_PATTERN.test(payment)) return setProblem(t('security.paymentDigits'));
      if (payment !== repassword) return setProblem(tv('user.user66'));
      setProblem(null);
      const { msg } = await mutation.mutateAsync({
        login_password: loginPassword,
        payment_password: payment,
        repassword,
        ...(changing ? { code: code.trim() } : {}),
      });
      setLoginPassword('');
      setCode('');
      setPayment('');
      setRepassword('');
      if (user) write('userInfo', { ...user, has_payment_password: true });
      showToast(msg || t('security.paymentSaved'), { kind: 'success' });
    });

  return (
    <FormCard
      title={changing ? t('security.paymentChange') : t('security.paymentTitle')}
      testId="payment-password-form"
      onSubmit={() => void submit()}
    >
      <PasswordField
        label={t('security.loginPassword')}
        value={loginPassword}
        onChange={setLoginPassword}
        testId="payment-login-password"
      />
      {changing && <PaymentCodeField code={code} setCode={setCode} />}
      <PasswordField
        label={t('security.paymentPassword')}
        value={payment}
        onChange={setPayment}
        testId="payment-password"
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
      />
      <PasswordField
        label={t('security.paymentRepassword')}
        value={repassword}
        onChange={setRepassword}
        testId="payment-repassword"
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
      />
      <Problem text={problem} />
      <Button type="submit" className="self-end" loading={mutation.isPending}>
        {t('security.save')}
      </Button>
    </FormCard>
  );
}
