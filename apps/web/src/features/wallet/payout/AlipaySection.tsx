import { moneyCalls } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { TextField } from '../../../shared/ui/Field';
import { Card } from '../../../shared/ui/Surface';
import { useBindAlipayMutation } from './api';
import { AccountScreen } from './BoundAccount';
import { BindingFormFooter } from './BindingFormFooter';
import { useHasPaymentPassword } from './PaymentPasswordField';
import { PayoutStrings } from './PayoutStrings';
import { useBindingForm } from './use-binding-form';

const EMPTY = { real_name: '', account: '', payment_password: '' };

function AlipayForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const { t } = useTranslation('payout');
  const mutation = useBindAlipayMutation();
  const hasPaymentPassword = useHasPaymentPassword();
  const form = useBindingForm({
    empty: EMPTY,
    call: moneyCalls.bindAliPay,
    normalise: (values) => ({ ...values, account: values.account.trim() }),
    send: (body) => mutation.mutateAsync(body),
  });
  const { values, refused } = form;
  const problem = (field: 'real_name' | 'account', invalid: string) => {
    if (!refused.has(field)) return undefined;
    return values[field].trim() ? invalid : t('bind.required');
  };

  const submit = async () => {
    if (!hasPaymentPassword || !(await form.submit())) return;
    showToast(t('alipay.saved'), { kind: 'success' });
    onDone();
  };

  return (
    <Card title={replacing ? t('alipay.replaceTitle') : t('alipay.formTitle')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid="alipay-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('bind.realName')}
          hint={t('bind.realNameHint')}
          autoComplete="name"
          maxLength={32}
          value={values.real_name}
          onChange={(event) => form.change('real_name', event.target.value)}
          error={problem('real_name', t('bind.realNameInvalid'))}
          data-testid="alipay-real-name"
        />
        <TextField
          label={t('alipay.account')}
          hint={t('alipay.accountHint')}
          autoComplete="off"
          maxLength={64}
          value={values.account}
          onChange={(event) => form.change('account', event.target.value)}
          error={problem('account', t('alipay.accountInvalid'))}
          data-testid="alipay-account"
        />
        <BindingFormFooter
          testIds={{
            password: 'alipay-password',
            refusal: 'alipay-refusal',
            submit: 'alipay-submit',
          }}
          hasPaymentPassword={hasPaymentPassword}
          password={values.payment_password}
          onPasswordChange={(value) => form.change('payment_password', value)}
          passwordRefused={refused.has('payment_password')}
          refusal={form.refusal}
          replacing={replacing}
          onCancel={onDone}
          pending={mutation.isPending}
        />
      </form>
    </Card>
  );
}

function AlipayScreen() {
  const { t } = useTranslation('payout');
  return (
    <AccountScreen
      title={t('alipay.title')}
      emptyText={t('alipay.none')}
      describe={({ alipay }) =>
        alipay && [
          [t('bind.realName'), alipay.real_name],
          [t('alipay.account'), alipay.account],
        ]
      }
      renderForm={(props) => <AlipayForm {...props} />}
    />
  );
}

/** Member centre `alipay`: the Alipay account withdrawals go to, and binding or replacing it. */
export function AlipaySection() {
  return (
    <PayoutStrings rows={3}>
      <AlipayScreen />
    </PayoutStrings>
  );
}
