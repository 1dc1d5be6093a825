import { checkNewPassword, type AccountFormProblem } from '../../shared/session/new-password';

/** What is wrong with a login form; the message keys live in the `validation` catalog. */
export type LoginFormProblem = AccountFormProblem;

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
  if (blank(form.mobile) || blank(form.code)) return 'fill';
  return checkNewPassword(form.password, form.repassword);
}

/** A redirect target from the query: same-site paths only, never another origin. */
export function safeRedirect(value: string | null, fallback = '/main'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
