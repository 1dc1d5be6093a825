import { passwordSchema } from '@tifo/contract';
import { useTranslation } from '../i18n/use-translation';

/** What is wrong with an account form (login, register, reset, password change). */
export type AccountFormProblem = 'fill' | 'mismatch' | 'passwordLength';

/**
 * A new password typed twice (spec §5): both filled, equal, and of the length the contract's
 * `passwordSchema` accepts, so the form refuses exactly what the server would.
 */
export function checkNewPassword(password: string, repassword: string): AccountFormProblem | null {
  if (password === '' || repassword === '') return 'fill';
  if (password !== repassword) return 'mismatch';
  return passwordSchema.safeParse(password).success ? null : 'passwordLength';
}

/** The text shown for an account form's problem (its keys live in `validation` and `account`). */
export function useAccountProblemText() {
  const { t } = useTranslation('account');
  const { t: tv } = useTranslation('validation');
  return (problem: AccountFormProblem | null): string | null =>
    problem === null
      ? null
      : problem === 'fill'
        ? tv('repair.i1')
        : problem === 'mismatch'
          ? tv('user.user66')
          : t('passwordHint');
}
