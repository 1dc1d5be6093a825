import { LIMITS } from '@tifo/contract';

/** What is wrong with a login form; the message keys live in the `validation` catalog. */
export type LoginFormProblem = 'fill' | 'mismatch' | 'passwordLength';

const blank = (value: string) => value.trim() === '';

/** Phone + code (spec §5): both required. */
export function validateCodeLogin(form: { mobile: string; code: string }): LoginFormProblem | null {
  return blank(form.mobile) || blank(form.code) ? 'fill' : null;
}

/** Account + password (spec §5): both required. */
export function validatePasswordLogin(form: {
  account: string;
  password: string;
}): LoginFormProblem | null {
  return blank(form.account) || form.password === '' ? 'fill' : null;
}

/** Register and reset (spec §5): all four required, passwords equal, 6-20 characters. */
export function validateNewPassword(form: {
  mobile: string;
  code: string;
  password: string;
  repassword: string;
}): LoginFormProblem | null {
  if (blank(form.mobile) || blank(form.code) || form.password === '' || form.repassword === '') {
    return 'fill';
  }
  if (form.password !== form.repassword) return 'mismatch';
  if (
    form.password.length < LIMITS.passwordMinLength ||
    form.password.length > LIMITS.passwordMaxLength
  ) {
    return 'passwordLength';
  }
  return null;
}

/** A redirect target from the query: same-site paths only, never another origin. */
export function safeRedirect(value: string | null, fallback = '/main'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
