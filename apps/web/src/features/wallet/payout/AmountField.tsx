import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/Field';
import { pageLanguage } from '../../../shared/format/locale';
import { formatDiamonds } from '../../../shared/format/money';
import { wholeBalance, type AmountLimits, type AmountProblem } from './validate';

/** A whole-diamond amount box with the reason it was refused, in the limits' own numbers. */
export function AmountField({
  label,
  value,
  onChange,
  testId,
  problem,
  limits,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  problem: AmountProblem | undefined;
  limits: AmountLimits;
  hint: string;
}) {
  const { t, i18n } = useTranslation('payout');
  const language = pageLanguage(i18n.language);
  const figure = (amount: number) => formatDiamonds(amount, language);
  const messages: Record<AmountProblem, string> = {
    required: t('amount.required'),
    whole: t('amount.whole'),
    belowMinimum: t('amount.belowMinimum', { min: figure(limits.minimum) }),
    aboveBalance: t('amount.aboveBalance', { max: figure(wholeBalance(limits.balance)) }),
    aboveMaximum: t('amount.aboveMaximum', { max: figure(limits.maximum) }),
  };
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      // Whole diamonds only (the contract's rule); the number keypad suits phones.
      pattern="[0-9]*"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem && messages[problem]}
      hint={hint}
      data-testid={testId}
    />
  );
}
