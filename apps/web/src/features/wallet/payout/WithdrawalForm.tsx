import {
  MONEY,
  WITHDRAWAL_METHODS,
  type Wallet,
  type Withdrawal,
  type WithdrawalMethod,
} from '@tifo/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Surface';
import { pageLanguage } from '../../../shared/format/locale';
import { refusalMessage, useApplyForWithdrawalMutation, usePayoutAccountsQuery } from './api';
import { AmountField } from './AmountField';
import { formatDiamonds, formatYuan, yuanOf } from '../../../shared/format/money';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { boundAccount, MethodChoice } from './MethodChoice';
import { PaymentPasswordOrNotice, useHasPaymentPassword } from './PaymentPasswordField';
import {
  checkAmount,
  checkPaymentPassword,
  typedWholeAmount,
  withdrawalLimits,
  type AmountProblem,
  type PasswordProblem,
} from './validate';
import { WithdrawalReceipt } from './WithdrawalItem';

type MethodProblem = 'required' | 'bankUnbound' | 'alipayUnbound';

interface Problems {
  amount?: AmountProblem | undefined;
  method?: MethodProblem | undefined;
  password?: PasswordProblem | undefined;
}

/**
 * Applies for a withdrawal of whole diamonds from the income wallet. Everything the client can
 * know is checked before sending; the rest (password tries, locks) is the server's word.
 */
export function WithdrawalForm({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('payout');
  const { t: tc } = useTranslation();
  const language = pageLanguage(i18n.language);
  const methodProblemId = useId();
  const accounts = usePayoutAccountsQuery();
  const mutation = useApplyForWithdrawalMutation();
  const hasPaymentPassword = useHasPaymentPassword();
  const inFlight = useRef(false);
  const [amountText, setAmountText] = useState('');
  const [chosen, setChosen] = useState<WithdrawalMethod | null>(null);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Withdrawal | null>(null);

  const limits = withdrawalLimits(wallet.withdrawable);
  const isBound = (method: WithdrawalMethod) =>
    !accounts.data || boundAccount(accounts.data, method) !== null;
  // The first bound method is picked for the member until they pick one themselves.
  const method =
    chosen ??
    (accounts.data ? (WITHDRAWAL_METHODS.find((option) => isBound(option)) ?? null) : null);
  const typed = typedWholeAmount(amountText);

  const submit = async () => {
    // A second click while the first request is out is ignored, not queued.
    if (inFlight.current || !hasPaymentPassword) return;
    const amount = checkAmount(amountText, limits);
    const next: Problems = {
      amount: amount.problem,
      method: method === null ? 'required' : isBound(method) ? undefined : `${method}Unbound`,
      password: checkPaymentPassword(password) ?? undefined,
    };
    setProblems(next);
    setRefusal(null);
    if (amount.problem !== undefined || method === null || next.method || next.password) return;
    inFlight.current = true;
    setReceipt(null);
    try {
      const result = await mutation.mutateAsync({
        amount: amount.amount,
        method,
        payment_password: password,
      });
      setReceipt(result.withdrawal);
      setAmountText('');
      setPassword('');
    } catch (error) {
      setRefusal(refusalMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  const rule = t('withdraw.rule', {
    min: formatDiamonds(limits.minimum, language),
    rate: t('unit.rate', { diamonds: formatDiamonds(MONEY.diamondsPerYuan, language) }),
  });

  return (
    <Card title={t('withdraw.title')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid="withdrawal-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AmountField
          label={t('withdraw.amount')}
          value={amountText}
          onChange={(value) => {
            setAmountText(value);
            setProblems((current) => ({ ...current, amount: undefined }));
          }}
          testId="withdrawal-amount"
          problem={problems.amount}
          limits={limits}
          hint={rule}
        />
        <p
          className="-mt-2 text-sm text-slate-700 tabular-nums"
          aria-live="polite"
          data-testid="withdrawal-yuan"
        >
          {typed !== null &&
            t('withdraw.yuanPreview', {
              yuan: t('unit.yuan', { yuan: formatYuan(yuanOf(typed), language) }),
            })}
        </p>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={problems.method ? methodProblemId : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('withdraw.method')}
          </legend>
          {WITHDRAWAL_METHODS.map((option) => (
            <MethodChoice
              key={option}
              method={option}
              chosen={method}
              accounts={accounts.data}
              onChoose={(value) => {
                setChosen(value);
                setProblems((current) => ({ ...current, method: undefined }));
              }}
            />
          ))}
          {accounts.isError && (
            <p className="text-xs text-slate-500">
              {t('withdraw.accountsError')}{' '}
              <button
                type="button"
                className="text-brand-700 underline"
                onClick={() => void accounts.refetch()}
              >
                {tc('state.retry')}
              </button>
            </p>
          )}
          {problems.method && (
            <p id={methodProblemId} role="alert" className="text-xs text-red-600">
              {t(`methodProblem.${problems.method}`)}
            </p>
          )}
        </fieldset>
        <PaymentPasswordOrNotice
          hasPaymentPassword={hasPaymentPassword}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblems((current) => ({ ...current, password: undefined }));
          }}
          testId="withdrawal-password"
          problem={problems.password}
        />
        <FormProblem text={refusal} testId="withdrawal-refusal" />
        {receipt && <WithdrawalReceipt withdrawal={receipt} />}
        <Button
          type="submit"
          className="self-end"
          loading={mutation.isPending}
          disabled={!hasPaymentPassword}
          data-testid="withdrawal-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </form>
    </Card>
  );
}
