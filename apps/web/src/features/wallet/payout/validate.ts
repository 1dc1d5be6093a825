import { MONEY, PAYMENT_PASSWORD_PATTERN, type CallDefinition } from '@tifo/contract';

/** Why a typed amount of diamonds cannot be sent. */
export type AmountProblem = 'required' | 'whole' | 'belowMinimum' | 'aboveBalance' | 'aboveMaximum';

export type AmountCheck = { amount: number; problem?: never } | { problem: AmountProblem };

export interface AmountLimits {
  minimum: number;
  /** The most one request may move. */
  maximum: number;
  /** What the wallet holds; it may have decimals, only whole diamonds move. */
  balance: number;
}

/** Withdrawals: whole diamonds, at least 100 (10 yuan), at most the withdrawable income. */
export function withdrawalLimits(withdrawable: number): AmountLimits {
  return {
    minimum: MONEY.withdrawalMinDiamonds,
    maximum: MONEY.withdrawalMaxDiamonds,
    balance: withdrawable,
  };
}

/** Conversions: any whole number of withdrawable diamonds. */
export function conversionLimits(withdrawable: number): AmountLimits {
  return { minimum: 1, maximum: MONEY.conversionMaxDiamonds, balance: withdrawable };
}

/** The whole diamonds a balance allows (150.5 withdrawable allows 150). */
export function wholeBalance(balance: number): number {
  return Math.max(0, Math.floor(balance));
}

/**
 * Checks a typed amount before it is sent. The amount is required (spec §5 "transfer amount
 * required"); "12.5", "1e3" or "-5" are refused rather than rounded, so nobody sends an amount
 * they did not type.
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'required' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'whole' };
  const amount = Number(trimmed);
  if (amount < limits.minimum) return { problem: 'belowMinimum' };
  if (amount > wholeBalance(limits.balance)) return { problem: 'aboveBalance' };
  if (amount > limits.maximum) return { problem: 'aboveMaximum' };
  return { amount };
}

/** The amount as typed when it is a whole number (for the live yuan figure), else null. */
export function typedWholeAmount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export type PasswordProblem = 'required' | 'digits';

export function checkPaymentPassword(password: string): PasswordProblem | null {
  if (!password) return 'required';
  return PAYMENT_PASSWORD_PATTERN.test(password) ? null : 'digits';
}

/** The longest card number the contract accepts. */
const CARD_DIGITS_MAX = 19;

/** A card number as typed, shown in groups of four ("6222 0200 1234 5678"). */
export function groupCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card number as the server stores it: digits only. */
export function normaliseCardNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * The fields of a form that the call's own body schema refuses: the contract is the one place
 * the rules live, so the form never accepts what the server would refuse (or the reverse).
 */
export function fieldsRefusedBy<Field extends string>(
  call: CallDefinition,
  values: Record<Field, string>,
): Set<Field> {
  const refused = new Set<Field>();
  const result = call.body?.safeParse(values);
  if (!result || result.success) return refused;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) refused.add(field as Field);
  }
  return refused;
}

/**
 * Where the caret goes after regrouping: just after the same number of digits as before, so
 * editing in the middle of a card number does not throw the caret to the end.
 */
export function caretAfterDigits(grouped: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (/\d/.test(grouped[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return grouped.length;
}
