import { moneyCalls } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { TextField } from '../../../shared/ui/Field';
import { Card } from '../../../shared/ui/Surface';
import { useBindBankCardMutation } from './api';
import { AccountScreen } from './BoundAccount';
import { CardNumberField } from './CardNumberField';
import { BindingFormFooter } from './BindingFormFooter';
import { useHasPaymentPassword } from './PaymentPasswordField';
import { PayoutStrings } from './PayoutStrings';
import { useBindingForm } from './use-binding-form';
import { normaliseCardNumber } from './validate';

const EMPTY = { real_name: '', bank_name: '', card_number: '', payment_password: '' };

function BankCardForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const { t } = useTranslation('payout');
  const mutation = useBindBankCardMutation();
  const hasPaymentPassword = useHasPaymentPassword();
  const form = useBindingForm({
    empty: EMPTY,
    call: moneyCalls.bindBankCard,
    normalise: (values) => ({ ...values, card_number: normaliseCardNumber(values.card_number) }),
    send: (body) => mutation.mutateAsync(body),
  });
  const { values, refused } = form;
  const problem = (field: 'real_name' | 'bank_name' | 'card_number', invalid: string) => {
    if (!refused.has(field)) return undefined;
    return values[field].trim() ? invalid : t('bind.required');
  };

  const submit = async () => {
    if (!hasPaymentPassword || !(await form.submit())) return;
    showToast(t('bank.saved'), { kind: 'success' });
    onDone();
  };

  return (
    <Card title={replacing ? t('bank.replaceTitle') : t('bank.formTitle')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid="bank-card-form"
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
          data-testid="bank-real-name"
        />
        <TextField
          label={t('bank.bankName')}
          hint={t('bank.bankNameHint')}
          maxLength={40}
          value={values.bank_name}
          onChange={(event) => form.change('bank_name', event.target.value)}
          error={problem('bank_name', t('bank.bankNameInvalid'))}
          data-testid="bank-name"
        />
        <CardNumberField
          label={t('bank.cardNumber')}
          hint={t('bank.cardNumberHint')}
          value={values.card_number}
          onChange={(value) => form.change('card_number', value)}
          error={problem('card_number', t('bank.cardNumberInvalid'))}
          testId="bank-card-number"
        />
        <BindingFormFooter
          testIds={{
            password: 'bank-password',
            refusal: 'bank-card-refusal',
            submit: 'bank-card-submit',
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

function BankCardScreen() {
  const { t } = useTranslation('payout');
  return (
    <AccountScreen
      title={t('bank.title')}
      emptyText={t('bank.none')}
      describe={({ bank_card: card }) =>
        card && [
          [t('bind.realName'), card.real_name],
          [t('bank.bankName'), card.bank_name],
          [t('bank.cardNumber'), card.card_number],
        ]
      }
      renderForm={(props) => <BankCardForm {...props} />}
    />
  );
}

/** Member centre `bankCard`: the bank card withdrawals go to, and binding or replacing it. */
export function BankCardSection() {
  return (
    <PayoutStrings rows={4}>
      <BankCardScreen />
    </PayoutStrings>
  );
}
