import type { Wallet } from '@tifo/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Surface';
import { LoadError } from '../../../shared/ui/LoadError';
import { pageLanguage } from '../../../shared/format/locale';
import { refusalMessage, useConversionMutation, usePayoutWalletQuery } from './api';
import { AmountField } from './AmountField';
import { ConversionConfirmDialog } from './ConversionConfirmDialog';
import { formatDiamonds } from '../../../shared/format/money';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { PaymentPasswordOrNotice, useHasPaymentPassword } from './PaymentPasswordField';
import { PayoutSkeleton, PayoutStrings } from './PayoutStrings';
import {
  checkAmount,
  checkPaymentPassword,
  conversionLimits,
  wholeBalance,
  type AmountProblem,
  type PasswordProblem,
} from './validate';

interface Problems {
  amount?: AmountProblem | undefined;
  password?: PasswordProblem | undefined;
}

/**
 * Converts withdrawable income into spending diamonds. The conversion cannot be undone (spec
 * §5), so nothing is sent until the member has read that and confirmed.
 */
export function ConversionForm({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('payout');
  const language = pageLanguage(i18n.language);
  const mutation = useConversionMutation();
  const hasPaymentPassword = useHasPaymentPassword();
  const inFlight = useRef(false);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The checked amount waiting for the member's confirmation. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const limits = conversionLimits(wallet.withdrawable);
  const diamonds = (amount: number) =>
    t('unit.diamonds', { amount: formatDiamonds(amount, language) });

  const review = () => {
    if (!hasPaymentPassword) return;
    const amount = checkAmount(amountText, limits);
    const next: Problems = {
      amount: amount.problem,
      password: checkPaymentPassword(password) ?? undefined,
    };
    setProblems(next);
    setRefusal(null);
    setDone(null);
    if (amount.problem !== undefined || next.password) return;
    setConfirming(amount.amount);
  };

  const convert = async () => {
    if (inFlight.current || confirming === null) return;
    inFlight.current = true;
    try {
      const updated = await mutation.mutateAsync({
        amount: confirming,
        payment_password: password,
      });
      setDone(
        t('conversion.done', {
          amount: diamonds(confirming),
          diamonds: diamonds(updated.diamonds),
        }),
      );
      setAmountText('');
      setPassword('');
    } catch (error) {
      setRefusal(refusalMessage(error));
    } finally {
      inFlight.current = false;
      setConfirming(null);
    }
  };

  return (
    <Card title={t('conversion.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('conversion.description')}</p>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid="conversion-form"
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <AmountField
          label={t('conversion.amount')}
          value={amountText}
          onChange={(value) => {
            setAmountText(value);
            setProblems((current) => ({ ...current, amount: undefined }));
          }}
          testId="conversion-amount"
          problem={problems.amount}
          limits={limits}
          hint={t('conversion.available', { amount: diamonds(wholeBalance(wallet.withdrawable)) })}
        />
        <PaymentPasswordOrNotice
          hasPaymentPassword={hasPaymentPassword}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblems((current) => ({ ...current, password: undefined }));
          }}
          testId="conversion-password"
          problem={problems.password}
        />
        <FormProblem text={refusal} testId="conversion-refusal" />
        {done && (
          <p
            role="status"
            data-testid="conversion-done"
            className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
          >
            {done}
          </p>
        )}
        <Button
          type="submit"
          variant="secondary"
          className="self-end"
          disabled={!hasPaymentPassword}
          data-testid="conversion-submit"
        >
          {t('conversion.submit')}
        </Button>
      </form>
      <ConversionConfirmDialog
        amount={confirming === null ? null : diamonds(confirming)}
        pending={mutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void convert()}
      />
    </Card>
  );
}

function ConversionPanel() {
  const wallet = usePayoutWalletQuery();
  if (wallet.isPending) return <PayoutSkeleton rows={2} />;
  if (wallet.isError) {
    return <LoadError onRetry={() => void wallet.refetch()} retrying={wallet.isRefetching} />;
  }
  return <ConversionForm wallet={wallet.data} />;
}

/** The conversion card on its own (it loads the wallet itself), e.g. for the wallet section. */
export function ConversionCard() {
  return (
    <PayoutStrings rows={2}>
      <ConversionPanel />
    </PayoutStrings>
  );
}
